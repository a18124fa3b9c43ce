/** @jest-environment node */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {LRUCache} from 'lru-cache'
import type {CacheHandlerValue} from 'next/dist/server/lib/incremental-cache'
import {getRouteCacheKey} from 'next/dist/server/lib/route-cache-key'

import {cacheContext, page, PAGES} from '../../../test/isrCache'
import {startThrowawayRedis, type ThrowawayRedis} from '../../../test/throwaway-redis.mjs'
import {until} from '../../../test/until'
import {connectRedis, whenReady} from '../redis/client'
import {buildIdReader, RedisIsrCache, ttlSeconds} from './redisIsrCache'

const ABOUT = getRouteCacheKey('/qui-sommes-nous', {kind: PAGES, sourceRoute: '/qui-sommes-nous'})
const GET = {kind: PAGES, isFallback: false} as const

/** A build folder as `next build` leaves it: BUILD_ID, and the page it prerendered (html, data, meta). */
function buildFolder(buildId: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'parlia-isr-'))
  const pages = path.join(dist, 'server', 'pages')
  mkdirSync(pages, {recursive: true})
  writeFileSync(path.join(dist, 'BUILD_ID'), buildId)
  writeFileSync(path.join(pages, 'qui-sommes-nous.html'), '<p>prérendue</p>')
  writeFileSync(path.join(pages, 'qui-sommes-nous.json'), JSON.stringify({pageProps: {}}))
  const owner = {kind: PAGES, sourceRoute: '/qui-sommes-nous'}
  writeFileSync(
    path.join(pages, 'qui-sommes-nous.meta'),
    JSON.stringify({routeCache: {key: ABOUT, owner, isFallback: false}}),
  )
  return dist
}

describe('the ISR cache the instances share on Redis', () => {
  let redis: ThrowawayRedis
  const folders: string[] = []
  const clients: ReturnType<typeof connectRedis>[] = []

  /** One server instance: its own connection and memory, on the build folder given. */
  async function instance(dist: string) {
    const client = connectRedis(redis.url, 'isr-test')
    clients.push(client)
    await whenReady(client)
    const local = new LRUCache<string, Buffer>({max: 100})
    return {
      client,
      local,
      cache: new RedisIsrCache(cacheContext(dist), {redis: client, local, buildId: buildIdReader()}),
    }
  }
  const folder = (buildId: string) => {
    const dist = buildFolder(buildId)
    folders.push(dist)
    return dist
  }

  beforeAll(async () => {
    redis = await startThrowawayRedis()
  })

  afterAll(async () => {
    for (const client of clients) client.disconnect()
    await redis?.stop()
    for (const dist of folders) rmSync(dist, {recursive: true, force: true})
  })

  it('serves a page prerendered by the build before its first regeneration (next.js#58094)', async () => {
    const {cache} = await instance(folder('build-a'))
    const entry = await cache.get(ABOUT, GET)
    expect(entry?.value).toMatchObject({kind: PAGES, html: '<p>prérendue</p>', pageData: {pageProps: {}}})
  })

  it('serves on every instance the page one of them regenerated, with its lifetime, under a key that expires', async () => {
    const dist = folder('build-b')
    const a = await instance(dist)
    const b = await instance(dist)
    await a.cache.set(ABOUT, page('<p>régénérée</p>'), {cacheControl: {revalidate: 300, expire: undefined}})

    const entry = (await b.cache.get(ABOUT, GET)) as CacheHandlerValue
    expect(entry.value).toEqual(page('<p>régénérée</p>'))
    expect(entry.cacheControl).toEqual({revalidate: 300, expire: undefined})
    expect(Date.now() - entry.lastModified).toBeLessThan(5_000)
    const ttl = await a.client.ttl(`parlia:isr:build-b:${ABOUT}`)
    expect(ttl).toBeGreaterThan(600)
    expect(ttl).toBeLessThanOrEqual(ttlSeconds(300))
  })

  it('keeps a page that is not found as such (a null value)', async () => {
    const dist = folder('build-c')
    const a = await instance(dist)
    await a.cache.set(ABOUT, null, {cacheControl: {revalidate: 300, expire: undefined}})
    expect(await (await instance(dist)).cache.get(ABOUT, GET)).toMatchObject({value: null})
  })

  it('keeps entries twice their revalidate time and a margin, a long fixed time without one', () => {
    expect(ttlSeconds(300)).toBe(660)
    expect(ttlSeconds(1)).toBe(62)
    expect(ttlSeconds(false)).toBe(30 * 24 * 60 * 60)
    expect(ttlSeconds(undefined)).toBe(30 * 24 * 60 * 60)
  })

  it('never reads another build’s entries', async () => {
    const old = await instance(folder('build-old'))
    await old.cache.set(ABOUT, page('<p>ancienne build</p>'), {cacheControl: {revalidate: 300, expire: undefined}})
    const next = await instance(folder('build-new'))
    expect((await next.cache.get(ABOUT, GET))?.value).toMatchObject({html: '<p>prérendue</p>'})
  })

  it('with Redis killed, answers at once from the build then from its own regenerations, and shares again once Redis is back', async () => {
    const dist = folder('build-d')
    const a = await instance(dist)
    const b = await instance(dist)
    await redis.kill()
    await until(() => a.client.status !== 'ready' && b.client.status !== 'ready')

    let started = Date.now()
    expect((await a.cache.get(ABOUT, GET))?.value).toMatchObject({html: '<p>prérendue</p>'})
    expect(Date.now() - started).toBeLessThan(1_000)
    started = Date.now()
    await a.cache.set(ABOUT, page('<p>pendant la panne</p>'), {cacheControl: {revalidate: 300, expire: undefined}})
    expect(Date.now() - started).toBeLessThan(1_000)
    expect((await a.cache.get(ABOUT, GET))?.value).toMatchObject({html: '<p>pendant la panne</p>'})

    await redis.restart()
    await until(() => a.client.status === 'ready' && b.client.status === 'ready')
    await b.cache.set(ABOUT, page('<p>après la panne</p>'), {cacheControl: {revalidate: 300, expire: undefined}})
    expect((await a.cache.get(ABOUT, GET))?.value).toMatchObject({html: '<p>après la panne</p>'})
    await a.cache.set(ABOUT, page('<p>de nouveau partagée</p>'), {cacheControl: {revalidate: 300, expire: undefined}})
    expect(a.local.size).toBe(0)
    expect((await b.cache.get(ABOUT, GET))?.value).toMatchObject({html: '<p>de nouveau partagée</p>'})
  })
})
