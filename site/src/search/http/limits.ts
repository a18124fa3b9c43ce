/**
 * The bounds of POST /api/search. One search costs a few milliseconds of CPU on the server's main
 * thread, so each address is also held to a rate a person cannot reach but a script quickly does
 * (`searchRateLimit` of the server configuration, src/platform/env/serverSchema.ts).
 */

/** InstantSearch's largest body (10 queries of 512 characters with their filters) fits well within it. */
export const MAX_BODY_BYTES = 32 * 1024

/** A body still arriving after this is not a browser's: the connection is answered 408 and closed. */
export const BODY_TIMEOUT_MS = 10_000

/** The index is rebuilt after a content change (a read of the content and a few hundred ms of indexing): far within. */
export const SEARCH_TIMEOUT_MS = 10_000
