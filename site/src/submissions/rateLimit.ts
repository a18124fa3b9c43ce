import {RateLimiterMemory, RateLimiterRes} from 'rate-limiter-flexible'

import type {RateLimitConfig} from '../env/server'

export type RateLimitVerdict = {allowed: true} | {allowed: false; retryAfterSeconds: number}

export type RateLimiter = (key: string) => Promise<RateLimitVerdict>

/**
 * Submissions per client address and fixed window, counted in this process’s memory: enough for
 * one server; several instances would each count their own share.
 */
export function createRateLimiter(config: RateLimitConfig): RateLimiter {
  const limiter = new RateLimiterMemory({points: config.points, duration: config.windowSeconds})
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
