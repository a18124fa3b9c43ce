// The ISR cache Next.js loads when REDIS_URL is set (next.config.ts's `cacheHandler`). Node imports this file itself,
// outside the bundler, so it stays plain JavaScript: the Redis cache is TypeScript, bundled with
// src/instrumentation.ts, which registers it at server start (src/platform/isrCache/register.ts). Until then (a build run with
// REDIS_URL set), Next's own file-system cache, with the in-memory layer it has by default (the config sets 0 for
// the shared cache).
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default
const {defaultConfig} = require('next/dist/server/config-shared')

// The same symbol as SHARED_ISR_CACHE in src/platform/isrCache/register.ts.
const SHARED_ISR_CACHE = Symbol.for('parlia.sharedIsrCache')

module.exports = class IsrCache {
  constructor(ctx) {
    const shared = globalThis[SHARED_ISR_CACHE]
    this.cache = shared
      ? shared(ctx)
      : new FileSystemCache({...ctx, maxMemoryCacheSize: defaultConfig.cacheMaxMemorySize})
  }

  get(...args) {
    return this.cache.get(...args)
  }

  set(...args) {
    return this.cache.set(...args)
  }

  revalidateTag(...args) {
    return this.cache.revalidateTag(...args)
  }

  resetRequestCache() {
    this.cache.resetRequestCache()
  }
}
