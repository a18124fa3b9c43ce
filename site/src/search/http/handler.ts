import type {IncomingHttpHeaders} from 'node:http'
import type {SearchResult} from '@parlia/search/engine'
import {type ParsedSearch, parseSearchRequest, SearchRequestError} from '@parlia/search/protocol'

import {withDeadline} from '../../platform/http/deadline'
import {logger} from '../../platform/logging/logger'
import type {RateLimiter} from '../../leads/submission/rateLimit'
import {readSearchBody} from './body'
import {BODY_TIMEOUT_MS, MAX_BODY_BYTES, SEARCH_TIMEOUT_MS} from './limits'
import {HTTP_ERRORS} from './errorMessages'

export interface SearchHttpRequest {
  method: string
  headers: IncomingHttpHeaders
  body: NodeJS.ReadableStream
  /** The client's address (see clientIp in submissions/origin.ts). */
  ip: string
}

export interface SearchHttpResponse {
  status: number
  /** Algolia's shapes: the results, or `{message, status}`. */
  body: {results: SearchResult[]} | {message: string; status: number}
  headers: Record<string, string>
}

export interface SearchHandlerDeps {
  rateLimit: RateLimiter
  search(requests: ParsedSearch): Promise<{results: SearchResult[]}>
  limits?: {maxBodyBytes?: number; bodyTimeoutMs?: number; searchTimeoutMs?: number}
}

const NO_STORE = {'Cache-Control': 'no-store'}

const fail = (status: number, message: string, headers: Record<string, string> = {}): SearchHttpResponse => ({
  status,
  body: {message, status},
  headers: {...NO_STORE, ...headers},
})

/** JSON's media type, or text/plain (Algolia's clients use it to spare a CORS preflight); UTF-8 only. */
function isJsonBody(headers: IncomingHttpHeaders): boolean {
  const [mediaType = '', ...parameters] = (headers['content-type'] ?? '')
    .split(';')
    .map((part) => part.trim().toLowerCase())
  if (mediaType !== 'application/json' && mediaType !== 'text/plain') return false
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=').map((part) => part.trim())
    return name !== 'charset' || value === 'utf-8' || value === '"utf-8"'
  })
}

function parseJson(text: string): {ok: true; value: unknown} | {ok: false} {
  try {
    return {ok: true, value: JSON.parse(text)}
  } catch {
    return {ok: false}
  }
}

/**
 * POST /api/search: Algolia's multi-query protocol over the embedded engine. Checked in this order, each
 * check answering before the next runs: POST (405), within the address's rate limit (429, counted for every
 * POST, as every one costs), JSON (415), at most 32 KB (413) arriving within 10 s (408), valid JSON (400),
 * requests the indices support (404 for an unknown index, 400 otherwise); then the search, bounded in time
 * (503 past it, or when the content cannot be read). Every answer is JSON; none is a 500.
 */
export async function handleSearchRequest(
  request: SearchHttpRequest,
  deps: SearchHandlerDeps,
): Promise<SearchHttpResponse> {
  try {
    return await answer(request, deps)
  } catch (error) {
    logger.error({event: 'search.failed', error: (error as Error).stack ?? String(error)}, 'Search request failed')
    return fail(503, HTTP_ERRORS.unavailable, {'Retry-After': '5'})
  }
}

async function answer(request: SearchHttpRequest, deps: SearchHandlerDeps): Promise<SearchHttpResponse> {
  if (request.method !== 'POST') return fail(405, HTTP_ERRORS.method, {Allow: 'POST'})
  const rate = await deps.rateLimit(request.ip)
  if (!rate.allowed)
    return fail(429, HTTP_ERRORS.rateLimited(rate.retryAfterSeconds), {'Retry-After': String(rate.retryAfterSeconds)})
  if (!isJsonBody(request.headers)) return fail(415, HTTP_ERRORS.contentType)

  const body = await readSearchBody(request.body, request.headers, {
    limit: deps.limits?.maxBodyBytes ?? MAX_BODY_BYTES,
    timeoutMs: deps.limits?.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
  })
  // The rest of a refused body is not read: the connection is closed after the answer.
  if (!body.ok) return fail(body.status, body.message, {Connection: 'close'})
  const json = parseJson(body.text)
  if (!json.ok) return fail(400, HTTP_ERRORS.json)

  let requests: ParsedSearch
  try {
    requests = parseSearchRequest(json.value)
  } catch (error) {
    if (error instanceof SearchRequestError) return fail(error.status, error.message)
    throw error
  }
  const results = await withDeadline(deps.search(requests), deps.limits?.searchTimeoutMs ?? SEARCH_TIMEOUT_MS)
  if (!results) {
    logger.error({event: 'search.timeout'}, 'Search: no answer within the time bound')
    return fail(503, HTTP_ERRORS.unavailable, {'Retry-After': '5'})
  }
  return {status: 200, body: results, headers: NO_STORE}
}
