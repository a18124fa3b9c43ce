import {MAX_ATTEMPTS, nextAttempt, RETRY_BASE_MS, RETRY_MAX_DELAY_MS, retryDelay} from './schedule'

const noSpread = () => 0
const halfSpread = () => 0.5

describe('the retry schedule', () => {
  it('waits 30 seconds after a first failure, then doubles the wait at each one', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, noSpread))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ])
  })

  it('never waits more than 6 hours', () => {
    expect(retryDelay(10, noSpread)).toBe(RETRY_BASE_MS * 2 ** 9)
    expect(retryDelay(11, noSpread)).toBe(RETRY_MAX_DELAY_MS)
    expect(retryDelay(40, noSpread)).toBe(6 * 60 * 60 * 1000)
  })

  it('spreads each wait by at most 10%, so rows failed together do not retry together', () => {
    expect(retryDelay(3, halfSpread)).toBe(126_000)
    expect(retryDelay(30, halfSpread)).toBe(RETRY_MAX_DELAY_MS * 1.05)
    const spread = Array.from({length: 50}, () => retryDelay(2))
    expect(Math.min(...spread)).toBeGreaterThanOrEqual(60_000)
    expect(Math.max(...spread)).toBeLessThanOrEqual(66_000)
  })

  it('schedules the next attempt from the time of the failure', () => {
    const now = new Date('2025-01-01T00:00:00Z')
    expect(nextAttempt(1, now, noSpread)).toEqual(new Date('2025-01-01T00:00:30Z'))
    expect(nextAttempt(6, now, noSpread)).toEqual(new Date('2025-01-01T00:16:00Z'))
  })

  it('gives up after 24 attempts, about three and a half days after the first', () => {
    expect(MAX_ATTEMPTS).toBe(24)
    expect(nextAttempt(MAX_ATTEMPTS - 1, new Date(), noSpread)).not.toBeNull()
    expect(nextAttempt(MAX_ATTEMPTS, new Date(), noSpread)).toBeNull()
    let total = 0
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) total += retryDelay(attempt, noSpread)
    const days = total / 86_400_000
    expect(days).toBeGreaterThan(3)
    expect(days).toBeLessThan(4)
  })
})
