/** @jest-environment node */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {busyFor} from '../../../test/busyEventLoop'
import {startThrowawayRedis} from '../../../test/throwaway-redis.mjs'
import {createDatasetBackend} from '../../content/backends/dataset'
import {serverEnv} from '../env/server'
import {openPglite} from '../../leads/storage/database'
import {logger} from '../logging/logger'
import {connectRedis} from '../redis/client'
import {checkReadiness, dependencyChecks, warmUp, WARM_UP_TIMEOUT_MS} from './readiness'

describe('the readiness checks', () => {
  afterEach(() => jest.restoreAllMocks())

  it('run at once, each bounded, and log a part’s failure once and its recovery once', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined)
    let up = false
    const slow = () => new Promise<'ok'>((resolve) => setTimeout(() => resolve('ok'), 150))
    const flaky = async () => {
      if (!up) throw new Error('down')
      return 'ok' as const
    }
    const started = Date.now()
    const first = await checkReadiness({a: slow, b: slow, flaky}, 1_000)
    expect(Date.now() - started).toBeLessThan(290)
    expect(first.ready).toBe(false)
    await checkReadiness({flaky}, 1_000)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatchObject({
      event: 'health.check_failed',
      check: 'flaky',
      reason: 'error',
      error: 'down',
    })
    up = true
    expect((await checkReadiness({flaky}, 1_000)).ready).toBe(true)
    await checkReadiness({flaky}, 1_000)
    expect(info).toHaveBeenCalledTimes(1)
    expect(info).toHaveBeenCalledWith({event: 'health.check_recovered', check: 'flaky'}, expect.any(String))
  })

  it('check the database, Redis and the content for real, and fail fast when each is gone', async () => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined)
    jest.spyOn(logger, 'info').mockImplementation(() => undefined)
    const redisServer = await startThrowawayRedis()
    const redis = connectRedis(redisServer.url, 'health-test')
    const db = await openPglite(null)
    const emptyContent = mkdtempSync(path.join(tmpdir(), 'parlia-no-content-'))
    try {
      const healthy = dependencyChecks({
        database: async () => db,
        redis,
        content: createDatasetBackend(serverEnv.contentDir),
      })
      const report = await checkReadiness(healthy)
      expect(report).toMatchObject({
        ready: true,
        checks: {database: {status: 'ok'}, redis: {status: 'ok'}, content: {status: 'ok'}},
      })

      await redisServer.kill()
      await db.close()
      const broken = dependencyChecks({database: async () => db, redis, content: createDatasetBackend(emptyContent)})
      const started = Date.now()
      const failed = await checkReadiness(broken)
      expect(Date.now() - started).toBeLessThan(1_500)
      expect(failed.ready).toBe(false)
      expect(Object.values(failed.checks).map((check) => check.status)).toEqual(['failed', 'failed', 'failed'])
    } finally {
      redis.disconnect()
      await redisServer.stop()
      rmSync(emptyContent, {recursive: true, force: true})
    }
  })

  it('call a busy instance ready when its dependencies answered in time', async () => {
    const redisServer = await startThrowawayRedis()
    const redis = connectRedis(redisServer.url, 'health-busy-test')
    try {
      const checks = dependencyChecks({database: null, redis, content: createDatasetBackend(serverEnv.contentDir)})
      await checkReadiness(checks)
      // Right after the PING is written, the process is busy past every time limit: Redis answers meanwhile.
      const send = redis.sendCommand.bind(redis)
      jest.spyOn(redis, 'sendCommand').mockImplementation((command, stream) => {
        const reply = send(command, stream)
        busyFor(1_200)
        return reply
      })
      expect(await checkReadiness(checks)).toMatchObject({ready: true, checks: {redis: {status: 'ok'}}})
    } finally {
      redis.disconnect()
      await redisServer.stop()
    }
  })

  it('skip the database while none exists, and Redis when it is not configured', async () => {
    const checks = dependencyChecks({database: null, redis: null, content: createDatasetBackend(serverEnv.contentDir)})
    expect(Object.keys(checks)).toEqual(['database', 'content'])
    expect(await checkReadiness(checks)).toMatchObject({ready: true, checks: {database: {status: 'skipped'}}})
  })

  it('wait longer at the start than a probe does, for connections that take more than its second to open', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined)
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const opening = () => new Promise<'ok'>((resolve) => setTimeout(() => resolve('ok'), 1_500))
    expect((await checkReadiness({database: opening})).ready).toBe(false)
    await expect(warmUp({database: opening})).resolves.toMatchObject({ready: true})
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({event: 'health.warmed_up', ready: true}),
      'Dependencies reached before the first request',
    )
  })

  it('start without a dependency that is down or hangs, after the warm-up’s bound at most', async () => {
    jest.useFakeTimers({doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask']})
    try {
      jest.spyOn(logger, 'warn').mockImplementation(() => undefined)
      jest.spyOn(logger, 'info').mockImplementation(() => undefined)
      let settled = false
      const warming = warmUp({
        content: () => new Promise<'ok'>(() => undefined),
        database: () => Promise.reject(new Error('connect ECONNREFUSED')),
      }).finally(() => (settled = true))
      await jest.advanceTimersByTimeAsync(WARM_UP_TIMEOUT_MS - 10)
      expect(settled).toBe(false)
      await jest.advanceTimersByTimeAsync(20)
      await expect(warming).resolves.toMatchObject({
        ready: false,
        checks: {content: {status: 'failed', reason: 'timeout'}, database: {status: 'failed', reason: 'error'}},
      })
    } finally {
      jest.useRealTimers()
    }
  })
})
