/** @jest-environment node */
import {redisInstances} from '../../../test/redisInstances'
import {until} from '../../../test/until'
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
  const instances = redisInstances()

  it('are one count across instances: the limit is reached with requests sent to either', async () => {
    const [onA, onB] = [
      createRateLimiter(CONFIG, 'forms', instances.a),
      createRateLimiter(CONFIG, 'forms', instances.b),
    ]
    expect(await verdicts([onA, onB, onA, onB], '198.51.100.7')).toEqual([true, true, true, false])
    const refusal = await onA('198.51.100.7')
    expect(refusal).toEqual({allowed: false, retryAfterSeconds: expect.any(Number)})
    expect((refusal as {retryAfterSeconds: number}).retryAfterSeconds).toBeGreaterThan(55)
    expect(await onB('198.51.100.8')).toEqual({allowed: true})
  })

  it('keep each limiter’s count apart: the search does not spend the forms’ allowance', async () => {
    const forms = createRateLimiter(CONFIG, 'forms-apart', instances.a)
    const search = createRateLimiter(CONFIG, 'search-apart', instances.b)
    expect(await verdicts([search, search, search, search], '192.0.2.9')).toEqual([true, true, true, false])
    expect(await forms('192.0.2.9')).toEqual({allowed: true})
  })

  it('count in memory while Redis is down, without failing a request, and count in Redis again once it is back', async () => {
    const onA = createRateLimiter(CONFIG, 'outage', instances.a)
    const onB = createRateLimiter(CONFIG, 'outage', instances.b)
    await instances.redis.kill()
    await until(() => instances.a.status !== 'ready' && instances.b.status !== 'ready')

    const started = Date.now()
    // Each instance counts alone meanwhile: still a limit, never an error.
    expect(await verdicts([onA, onA, onA, onA], '203.0.113.50')).toEqual([true, true, true, false])
    expect(await onB('203.0.113.50')).toEqual({allowed: true})
    expect(Date.now() - started).toBeLessThan(1_000)

    await instances.redis.restart()
    await until(() => instances.a.status === 'ready' && instances.b.status === 'ready')
    expect(await verdicts([onA, onB, onA, onB], '203.0.113.60')).toEqual([true, true, true, false])
    expect(await instances.a.keys('parlia:rate-limit:outage*')).toEqual(['parlia:rate-limit:outage:203.0.113.60'])
  })
})
