import type {CacheHandler} from 'next/dist/server/lib/incremental-cache'

/** Next's cache handler: the Redis cache registered at server start, else Next's file-system cache (handler.cjs). */
declare class IsrCache extends CacheHandler {
  readonly cache: CacheHandler
}

export = IsrCache
