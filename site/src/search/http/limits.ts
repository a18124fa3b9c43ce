/**
 * The bounds of POST /api/search. One search costs a few milliseconds of CPU on the server's main
 * thread, so each address is held to a rate a person cannot reach but a script quickly does.
 */

/** InstantSearch's largest body (10 queries of 512 characters with their filters) fits well within it. */
export const MAX_BODY_BYTES = 32 * 1024

/** A body still arriving after this is not a browser's: the connection is answered 408 and closed. */
export const BODY_TIMEOUT_MS = 10_000

/** The index is rebuilt after a content change (a read of the content and a few hundred ms of indexing): far within. */
export const SEARCH_TIMEOUT_MS = 10_000

/**
 * Requests per client address and window. InstantSearch sends one request per keystroke (two when a
 * refinement and the query change together): a fast typist makes 5 to 8 a second while typing, and a
 * visitor rarely more than a hundred in a minute. 600 a minute leaves room for several colleagues behind
 * one office address (the site's visitors are companies) and still holds a script to 10 requests a
 * second, about a tenth of a core at the endpoint's cost.
 */
export const SEARCH_RATE_LIMIT = {points: 600, windowSeconds: 60}

/**
 * Raises the number of requests per window, for the end-to-end suite and the benchmark, which search
 * from one address. Read here until the typed configuration (src/env) carries it.
 */
export const SEARCH_RATE_LIMIT_MAX_VARIABLE = 'SEARCH_RATE_LIMIT_MAX'

export function searchRateLimit(env: Record<string, string | undefined> = process.env): typeof SEARCH_RATE_LIMIT {
  const override = Number(env[SEARCH_RATE_LIMIT_MAX_VARIABLE]?.trim() || Number.NaN)
  return Number.isInteger(override) && override > 0 ? {...SEARCH_RATE_LIMIT, points: override} : SEARCH_RATE_LIMIT
}
