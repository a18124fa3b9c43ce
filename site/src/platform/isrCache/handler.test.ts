/** @jest-environment node */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'

import {startThrowawayRedis} from '../../../test/throwaway-redis.mjs'
import {sharedRedis} from '../redis/client'
import IsrCache from './handler.cjs'
import {RedisIsrCache} from './redisIsrCache'
import {registerSharedIsrCache} from './register'
import {cacheContext, PAGES} from '../../../test/isrCache'

describe('the cache handler Next.js loads', () => {
  let dist: string
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'parlia-handler-'))
    writeFileSync(path.join(dist, 'BUILD_ID'), 'build')
  })
  afterEach(() => rmSync(dist, {recursive: true, force: true}))
  // As the server passes it, with the config's cacheMaxMemorySize: 0.
  const context = () => ({...cacheContext(dist), maxMemoryCacheSize: 0})

  it('without REDIS_URL is Next’s own file-system cache, on disk and in memory as by default', async () => {
    registerSharedIsrCache(null)
    const handler = new IsrCache(context())
    expect(handler.cache).toBeInstanceOf(FileSystemCache)
    expect((FileSystemCache as unknown as {memoryCache?: {max: number}}).memoryCache).toBeDefined()

    const key = '/route-cache/PAGES/0/$/accueil'
    await handler.set(
      key,
      {kind: PAGES, html: '<p>page</p>', pageData: {}, headers: undefined, status: 200},
      {cacheControl: {revalidate: 300, expire: undefined}},
    )
    expect(readFileSync(path.join(dist, 'server', `${key}.html`), 'utf8')).toBe('<p>page</p>')
  })

  it('with REDIS_URL at server start is the Redis cache the instances share', async () => {
    const redis = await startThrowawayRedis()
    try {
      registerSharedIsrCache(redis.url)
      expect(new IsrCache(context()).cache).toBeInstanceOf(RedisIsrCache)
    } finally {
      registerSharedIsrCache(null)
      sharedRedis(redis.url)?.disconnect()
      await redis.stop()
    }
  })
})
