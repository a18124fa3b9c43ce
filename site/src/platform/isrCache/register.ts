import {LRUCache} from 'lru-cache'
import type {CacheHandlerContext} from 'next/dist/server/lib/incremental-cache'

import {sharedRedis} from '../redis/client'
import {buildIdReader, RedisIsrCache} from './redisIsrCache'

/** The same symbol as in src/platform/isrCache/handler.cjs, the file Next.js loads as its cache handler. */
const SHARED_ISR_CACHE = Symbol.for('parlia.sharedIsrCache')

/** What one process keeps of the pages it regenerates while Redis is away (Next's default memory cache size). */
const LOCAL_MAX_BYTES = 50 * 1024 * 1024

type Holder = typeof globalThis & {[SHARED_ISR_CACHE]?: (ctx: CacheHandlerContext) => RedisIsrCache}

/**
 * At server start (src/instrumentation.ts): with `REDIS_URL`, Next's cache handler becomes the Redis cache every
 * instance shares; without it, nothing changes (Next's file-system and memory cache).
 */
export function registerSharedIsrCache(redisUrl: string | null): void {
  const redis = sharedRedis(redisUrl)
  const holder = globalThis as Holder
  if (!redis) {
    delete holder[SHARED_ISR_CACHE]
    return
  }
  const local = new LRUCache<string, Buffer>({maxSize: LOCAL_MAX_BYTES, sizeCalculation: (entry) => entry.length})
  const buildId = buildIdReader()
  holder[SHARED_ISR_CACHE] = (ctx) => new RedisIsrCache(ctx, {redis, local, buildId})
}
