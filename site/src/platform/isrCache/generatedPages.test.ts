/** @jest-environment node */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {LRUCache} from 'lru-cache'
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'
import {getRouteCacheKey} from 'next/dist/server/lib/route-cache-key'

import {cacheContext, page, PAGES} from '../../../test/isrCache'
import {startThrowawayRedis, type ThrowawayRedis} from '../../../test/throwaway-redis.mjs'
import {connectRedis, whenReady} from '../redis/client'
import {generatedPages} from './generatedPages'
import {buildIdReader, RedisIsrCache} from './redisIsrCache'

const SET = {cacheControl: {revalidate: 300, expire: undefined}} as const

/** Next's key of a page rendered at runtime: what its server passes to the cache handler. */
const runtimeKey = (route: string, sourceRoute: string) => getRouteCacheKey(route, {kind: PAGES, sourceRoute})

const folders: string[] = []

/** A build folder as `next build` leaves it: BUILD_ID, the page routes' manifest, the home page prerendered. */
function buildFolder(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'parlia-generated-'))
  folders.push(dist)
  const server = path.join(dist, 'server')
  mkdirSync(path.join(server, 'pages', 'blog'), {recursive: true})
  writeFileSync(path.join(dist, 'BUILD_ID'), 'build-a')
  const routes = ['/', '/_app', '/[legal]', '/api/revalidate', '/blog', '/blog/[postId]', '/blog/page/[page]']
  writeFileSync(
    path.join(server, 'pages-manifest.json'),
    JSON.stringify(Object.fromEntries(routes.map((route) => [route, `pages${route}.js`]))),
  )
  writeFileSync(path.join(server, 'pages', 'index.html'), '<p>accueil</p>')
  writeFileSync(path.join(server, 'pages', 'blog', 'premier.html'), '<p>premier</p>')
  return dist
}

afterAll(() => {
  for (const dist of folders) rmSync(dist, {recursive: true, force: true})
})

describe('generatedPages, on Next’s file-system cache', () => {
  it('knows the prerendered pages and those Next rendered since on a first request, and nothing else', async () => {
    const dist = buildFolder()
    const pages = generatedPages({serverDistDir: path.join(dist, 'server'), redis: null})
    expect(await pages.has('/')).toBe(true)
    expect(await pages.has('/blog/premier')).toBe(true)
    expect(await pages.has('/blog/lointain')).toBe(false)
    expect(await pages.has('/mentions-legales')).toBe(false)

    // As `next start` writes a page of the long tail on its first request.
    const cache = new FileSystemCache(cacheContext(dist))
    await cache.set(runtimeKey('/blog/lointain', '/blog/[postId]'), page('<p>lointain</p>'), SET)
    await cache.set(runtimeKey('/mentions-legales', '/[legal]'), page('<p>mentions</p>'), SET)
    expect(await pages.has('/blog/lointain')).toBe(true)
    expect(await pages.has('/mentions-legales')).toBe(true)
    expect(await pages.has('/blog/autre')).toBe(false)
    expect(await pages.has('/blog/page/3')).toBe(false)
  })
})

describe('generatedPages, on Next’s memory cache', () => {
  it('knows a page Next keeps in memory only: a redirect at a document’s address', async () => {
    const dist = buildFolder()
    const pages = generatedPages({serverDistDir: path.join(dist, 'server'), redis: null})
    const cache = new FileSystemCache({...cacheContext(dist), maxMemoryCacheSize: 50 * 1024 * 1024})
    const key = runtimeKey('/blog/ancien', '/blog/[postId]')
    await cache.set(key, {kind: 'REDIRECT' as never, props: {__N_REDIRECT: '/blog/nouveau'}}, SET)
    expect(await cache.get(key, {kind: PAGES, isFallback: false})).not.toBeNull()
    expect(await pages.has('/blog/ancien')).toBe(true)
    expect(await pages.has('/blog/autre')).toBe(false)
  })
})

describe('generatedPages, on the Redis cache the instances share', () => {
  let redis: ThrowawayRedis
  const clients: ReturnType<typeof connectRedis>[] = []

  beforeAll(async () => {
    redis = await startThrowawayRedis()
  })

  afterAll(async () => {
    for (const client of clients) client.disconnect()
    await redis?.stop()
  })

  it('knows a page another instance rendered into Redis, and the build’s own', async () => {
    const dist = buildFolder()
    const client = connectRedis(redis.url, 'generated-test')
    clients.push(client)
    await whenReady(client)
    const other = new RedisIsrCache(cacheContext(dist), {
      redis: client,
      local: new LRUCache({max: 10}),
      buildId: buildIdReader(),
    })
    const pages = generatedPages({serverDistDir: path.join(dist, 'server'), redis: client})

    expect(await pages.has('/blog/lointain')).toBe(false)
    await other.set(runtimeKey('/blog/lointain', '/blog/[postId]'), page('<p>lointain</p>'), SET)
    expect(await pages.has('/blog/lointain')).toBe(true)
    expect(await pages.has('/')).toBe(true)
    expect(await pages.has('/blog/autre')).toBe(false)
  })

  it('counts a page as generated while Redis is away, so that it is regenerated rather than left old', async () => {
    const dist = buildFolder()
    const client = connectRedis(redis.url, 'generated-test-away')
    await whenReady(client)
    const pages = generatedPages({serverDistDir: path.join(dist, 'server'), redis: client})
    client.disconnect()
    expect(await pages.has('/blog/lointain')).toBe(true)
  })
})
