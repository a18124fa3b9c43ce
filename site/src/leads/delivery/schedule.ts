/**
 * When a failed delivery is tried again: exponential backoff from 30 seconds, doubling at each attempt
 * up to 6 hours, with up to 10% of random spread so that rows failed together do not retry together.
 * After MAX_ATTEMPTS the row is marked failed (about three and a half days of retries): the lead itself
 * stays stored, and `npm run outbox:flush -- --retry-failed` puts such rows back in the queue.
 */
export const RETRY_BASE_MS = 30_000
export const RETRY_MAX_DELAY_MS = 6 * 60 * 60 * 1000
export const MAX_ATTEMPTS = 24
const SPREAD = 0.1

/** The wait after failed attempt number `attempt` (1 for the first attempt). */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1)
  const delay = Math.min(exponential, RETRY_MAX_DELAY_MS)
  return Math.round(delay * (1 + SPREAD * random()))
}

/** What follows failed attempt number `attempt`: another attempt at a date, or giving up. */
export function nextAttempt(attempt: number, now: Date, random?: () => number): Date | null {
  if (attempt >= MAX_ATTEMPTS) return null
  return new Date(now.getTime() + retryDelay(attempt, random))
}
