import {createRateLimiter} from '../../submissions/rateLimit'
import {multiSearch} from '../service'
import type {SearchHandlerDeps} from './handler'
import {searchRateLimit} from './limits'

let deps: SearchHandlerDeps | null = null

/** The endpoint's collaborators in the server: one rate limiter for the process, the embedded engine. */
export function searchHandlerDeps(): SearchHandlerDeps {
  deps ??= {rateLimit: createRateLimiter(searchRateLimit()), search: multiSearch}
  return deps
}
