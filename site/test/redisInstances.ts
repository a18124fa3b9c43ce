import type {Redis} from 'ioredis'

import {startThrowawayRedis, type ThrowawayRedis} from './throwaway-redis.mjs'
import {connectRedis, whenReady} from '../src/platform/redis/client'

export interface RedisInstances {
  redis: ThrowawayRedis
  /** Two connections, as two instances of the site each have theirs. */
  a: Redis
  b: Redis
}

/**
 * A throwaway Redis and two connections to it for the describe block that calls this: started before its tests,
 * stopped after them. The fields are set once they run.
 */
export function redisInstances(): RedisInstances {
  const instances = {} as RedisInstances
  beforeAll(async () => {
    instances.redis = await startThrowawayRedis()
    instances.a = connectRedis(instances.redis.url, 'instance-a')
    instances.b = connectRedis(instances.redis.url, 'instance-b')
    await Promise.all([whenReady(instances.a), whenReady(instances.b)])
  })
  afterAll(async () => {
    instances.a?.disconnect()
    instances.b?.disconnect()
    await instances.redis?.stop()
  })
  return instances
}
