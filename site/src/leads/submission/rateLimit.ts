import type {Redis} from 'ioredis'
import {RateLimiterMemory, RateLimiterRedis, RateLimiterRes} from 'rate-limiter-flexible'

import type {RateLimitConfig} from '../../platform/env/server'
import {serverEnv} from '../../platform/env/server'
import {sharedRedis} from '../../platform/redis/client'

export type RateLimitVerdict = {allowed: true} | {allowed: false; retryAfterSeconds: number}

export type RateLimiter = (key: string) => Promise<RateLimitVerdict>

/**
 * Requests per client address and fixed window. With Redis (`REDIS_URL`), every instance counts in the same keys, under
 * `name` so that two limiters never share a count; while Redis is away, the same limits count in this process's memory
 * (rate-limiter-flexible's insurance limiter), and Redis is used again once it answers. Without Redis, memory only.
 */
export function createRateLimiter(
  config: RateLimitConfig,
  name = 'default',
  redis: Redis | null = sharedRedis(serverEnv.redisUrl),
): RateLimiter {
  const memory = new RateLimiterMemory({points: config.points, duration: config.windowSeconds})
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `parlia:rate-limit:${name}`,
        points: config.points,
        duration: config.windowSeconds,
        // Straight to memory while the connection is down, rather than a command that can only fail.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory
  return async (key) => {
    try {
      await limiter.consume(key)
      return {allowed: true}
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))}
    }
  }
}
