/** @jest-environment node */
import type {Redis} from 'ioredis'

import {isolatedModule} from '../../../test/isolatedModule'
import {redisInstances} from '../../../test/redisInstances'
import {until} from '../../../test/until'
import {logger} from '../../platform/logging/logger'
import {whenReady} from '../../platform/redis/client'
import {createPublishWindow, PUBLISH_WINDOW_MS, publishWindow, serverRenderedReadOptions} from './publishWindow'

const PUBLISHED_AT = 1_700_000_000_000

describe('the publish window', () => {
  it('is closed before any publish', async () => {
    expect(await createPublishWindow().readsFresh(PUBLISHED_AT)).toBe(false)
  })

  it('reads fresh from the publish until its last millisecond, then from the API CDN again', async () => {
    const publishes = createPublishWindow()
    await publishes.notePublish(PUBLISHED_AT)
    expect(await publishes.readsFresh(PUBLISHED_AT)).toBe(true)
    expect(await publishes.readsFresh(PUBLISHED_AT + PUBLISH_WINDOW_MS - 1)).toBe(true)
    expect(await publishes.readsFresh(PUBLISHED_AT + PUBLISH_WINDOW_MS)).toBe(false)
    expect(await publishes.readsFresh(PUBLISHED_AT + 2 * PUBLISH_WINDOW_MS)).toBe(false)
  })

  it('outlasts the minute Sanity documents for the API CDN to catch up with a publish', () => {
    expect(PUBLISH_WINDOW_MS).toBeGreaterThan(60 * 1000)
  })

  it('is extended by a later publish and never shortened by an earlier one noted late', async () => {
    const publishes = createPublishWindow()
    await publishes.notePublish(PUBLISHED_AT)
    await publishes.notePublish(PUBLISHED_AT + 60_000)
    expect(await publishes.readsFresh(PUBLISHED_AT + PUBLISH_WINDOW_MS + 59_999)).toBe(true)
    await publishes.notePublish(PUBLISHED_AT)
    expect(await publishes.readsFresh(PUBLISHED_AT + PUBLISH_WINDOW_MS + 59_999)).toBe(true)
    expect(await publishes.readsFresh(PUBLISHED_AT + PUBLISH_WINDOW_MS + 60_000)).toBe(false)
  })

  it('gives server-rendered pages live reads inside this process’s window, the API CDN outside it', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(PUBLISHED_AT)
    expect(await serverRenderedReadOptions()).toEqual({fresh: false})
    await publishWindow.notePublish()
    expect(await serverRenderedReadOptions()).toEqual({fresh: true})
    now.mockReturnValue(PUBLISHED_AT + PUBLISH_WINDOW_MS)
    expect(await serverRenderedReadOptions()).toEqual({fresh: false})
    now.mockRestore()
  })

  it('is one per process, even across the separate module instances Next.js gives API routes and pages', async () => {
    const load = () => isolatedModule<typeof import('./publishWindow')>(() => jest.requireActual('./publishWindow'))
    const [webhookSide, pageSide] = [load(), load()]
    const at = PUBLISHED_AT + 10 * PUBLISH_WINDOW_MS
    expect(await pageSide.publishWindow.readsFresh(at)).toBe(false)
    await webhookSide.publishWindow.notePublish(at)
    expect(await pageSide.publishWindow.readsFresh(at)).toBe(true)
  })
})

const sharedRedisOf = (symbol: symbol) => (globalThis as Record<symbol, Redis | undefined>)[symbol]

describe('the publish window shared through Redis', () => {
  const instances = redisInstances()

  beforeEach(() => instances.a.del('parlia:publish-window'))

  it('makes another instance read live after a webhook reached this one, for the window’s length only', async () => {
    const [instanceA, instanceB] = [
      createPublishWindow(PUBLISH_WINDOW_MS, () => instances.a),
      createPublishWindow(PUBLISH_WINDOW_MS, () => instances.b),
    ]
    const at = Date.now()
    expect(await instanceB.readsFresh(at)).toBe(false)
    await instanceA.notePublish(at)
    expect(await instanceB.readsFresh(at)).toBe(true)
    expect(await instanceB.readsFresh(at + PUBLISH_WINDOW_MS - 1)).toBe(true)
    expect(await instanceB.readsFresh(at + PUBLISH_WINDOW_MS)).toBe(false)
    // Redis forgets the window when it closes.
    const ttl = await instances.b.pttl('parlia:publish-window')
    expect(ttl).toBeGreaterThan(PUBLISH_WINDOW_MS - 5_000)
    expect(ttl).toBeLessThanOrEqual(PUBLISH_WINDOW_MS)
  })

  it('is extended by a later publish on another instance and never shortened by an earlier one noted late', async () => {
    const [instanceA, instanceB] = [
      createPublishWindow(PUBLISH_WINDOW_MS, () => instances.a),
      createPublishWindow(PUBLISH_WINDOW_MS, () => instances.b),
    ]
    const at = Date.now()
    await instanceA.notePublish(at + 60_000)
    await instanceB.notePublish(at)
    const reader = createPublishWindow(PUBLISH_WINDOW_MS, () => instances.b)
    expect(await reader.readsFresh(at + PUBLISH_WINDOW_MS + 59_999)).toBe(true)
    expect(await reader.readsFresh(at + PUBLISH_WINDOW_MS + 60_000)).toBe(false)
  })

  it('is the process’s window when REDIS_URL is set, except while `next build` prerenders', async () => {
    const processWindow = (phase?: string) => {
      const saved = {...process.env}
      const globals = globalThis as Record<symbol, unknown>
      delete globals[Symbol.for('@parlia/site/publishWindow')]
      process.env.REDIS_URL = instances.redis.url
      if (phase) process.env.NEXT_PHASE = phase
      try {
        return isolatedModule<typeof import('./publishWindow')>(() => jest.requireActual('./publishWindow'))
          .publishWindow
      } finally {
        process.env = saved
      }
    }
    const at = Date.now()
    await createPublishWindow(PUBLISH_WINDOW_MS, () => instances.a).notePublish(at)
    const serving = processWindow()
    const redisSymbol = Symbol.for('parlia.redis')
    try {
      // Its first read opens the connection, and reads through the API CDN rather than wait for it.
      expect(await serving.readsFresh(at)).toBe(false)
      expect(await whenReady(sharedRedisOf(redisSymbol)!)).toBe(true)
      expect(await serving.readsFresh(at)).toBe(true)
      expect(await processWindow('phase-production-build').readsFresh(at)).toBe(false)
    } finally {
      sharedRedisOf(redisSymbol)?.disconnect()
      delete (globalThis as Record<symbol, unknown>)[redisSymbol]
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('@parlia/site/publishWindow')]
    }
  })

  it('keeps this instance’s own window while Redis is down, answers at once without failing, and is shared again once Redis is back', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const [instanceA, instanceB] = [
      createPublishWindow(PUBLISH_WINDOW_MS, () => instances.a),
      createPublishWindow(PUBLISH_WINDOW_MS, () => instances.b),
    ]
    try {
      await instances.redis.kill()
      await until(() => instances.a.status !== 'ready' && instances.b.status !== 'ready')
      const started = Date.now()
      await instanceA.notePublish()
      expect(await instanceA.readsFresh()).toBe(true)
      expect(await instanceB.readsFresh()).toBe(false)
      expect(Date.now() - started).toBeLessThan(1_000)
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({event: 'publish-window.unshared'}), expect.any(String))

      await instances.redis.restart()
      await until(() => instances.a.status === 'ready' && instances.b.status === 'ready')
      await instanceA.notePublish()
      expect(await instanceB.readsFresh()).toBe(true)
    } finally {
      warn.mockRestore()
    }
  })
})
