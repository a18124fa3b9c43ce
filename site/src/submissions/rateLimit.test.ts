/** @jest-environment node */
import type {Redis} from 'ioredis'

import {startThrowawayRedis, type ThrowawayRedis} from '../../scripts/throwaway-redis.mjs'
import {until} from '../../test/until'
import {connectRedis, whenReady} from '../redis/client'
import {createRateLimiter, type RateLimiter} from './rateLimit'

const CONFIG = {points: 3, windowSeconds: 60}

const verdicts = async (limiters: RateLimiter[], key: string) => {
  const answers = []
  for (const limit of limiters) answers.push((await limit(key)).allowed)
  return answers
}

describe('the rate limits without Redis', () => {
  it('count in this process’s memory, as one server needs', async () => {
    const limit = createRateLimiter({points: 2, windowSeconds: 60}, 'forms', null)
    expect(await verdicts([limit, limit, limit], '203.0.113.1')).toEqual([true, true, false])
    expect(await limit('203.0.113.2')).toEqual({allowed: true})
  })
})

describe('the rate limits on Redis', () => {
  let redis: ThrowawayRedis
  // Two connections, as two instances of the site each have theirs.
  let instanceA: Redis
  let instanceB: Redis

  beforeAll(async () => {
    redis = await startThrowawayRedis()
    instanceA = connectRedis(redis.url, 'instance-a')
    instanceB = connectRedis(redis.url, 'instance-b')
    await Promise.all([whenReady(instanceA), whenReady(instanceB)])
  })

  afterAll(async () => {
    instanceA?.disconnect()
    instanceB?.disconnect()
    await redis?.stop()
  })

  it('are one count across instances: the limit is reached with requests sent to either', async () => {
    const [onA, onB] = [createRateLimiter(CONFIG, 'forms', instanceA), createRateLimiter(CONFIG, 'forms', instanceB)]
    expect(await verdicts([onA, onB, onA, onB], '198.51.100.7')).toEqual([true, true, true, false])
    const refusal = await onA('198.51.100.7')
    expect(refusal).toEqual({allowed: false, retryAfterSeconds: expect.any(Number)})
    expect((refusal as {retryAfterSeconds: number}).retryAfterSeconds).toBeGreaterThan(55)
    expect(await onB('198.51.100.8')).toEqual({allowed: true})
  })

  it('keep each limiter’s count apart: the search does not spend the forms’ allowance', async () => {
    const forms = createRateLimiter(CONFIG, 'forms-apart', instanceA)
    const search = createRateLimiter(CONFIG, 'search-apart', instanceB)
    expect(await verdicts([search, search, search, search], '192.0.2.9')).toEqual([true, true, true, false])
    expect(await forms('192.0.2.9')).toEqual({allowed: true})
  })

  it('count in memory while Redis is down, without failing a request, and count in Redis again once it is back', async () => {
    const onA = createRateLimiter(CONFIG, 'outage', instanceA)
    const onB = createRateLimiter(CONFIG, 'outage', instanceB)
    await redis.kill()
    await until(() => instanceA.status !== 'ready' && instanceB.status !== 'ready')

    const started = Date.now()
    // Each instance counts alone meanwhile: still a limit, never an error.
    expect(await verdicts([onA, onA, onA, onA], '203.0.113.50')).toEqual([true, true, true, false])
    expect(await onB('203.0.113.50')).toEqual({allowed: true})
    expect(Date.now() - started).toBeLessThan(1_000)

    await redis.restart()
    await until(() => instanceA.status === 'ready' && instanceB.status === 'ready')
    expect(await verdicts([onA, onB, onA, onB], '203.0.113.60')).toEqual([true, true, true, false])
    expect(await instanceA.keys('parlia:rate-limit:outage*')).toEqual(['parlia:rate-limit:outage:203.0.113.60'])
  }, 30_000)
})
