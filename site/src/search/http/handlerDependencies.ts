import {serverEnv} from '../../platform/env/server'
import {createRateLimiter} from '../../leads/submission/rateLimit'
import {multiSearch} from '../multiSearch'
import type {SearchHandlerDeps} from './handler'

let deps: SearchHandlerDeps | null = null

/** The endpoint's collaborators in the server: one rate limiter for the process, the embedded engine. */
export function searchHandlerDeps(): SearchHandlerDeps {
  deps ??= {rateLimit: createRateLimiter(serverEnv.searchRateLimit, 'search'), search: multiSearch}
  return deps
}
