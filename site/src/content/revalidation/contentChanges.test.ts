/** @jest-environment node */
import {setTimeout as sleep} from 'node:timers/promises'

import type {Redis} from 'ioredis'

import {startThrowawayRedis, type ThrowawayRedis} from '../../../test/throwaway-redis.mjs'
import {until} from '../../../test/until'
import {logger} from '../../platform/logging/logger'
import {connectRedis, whenReady} from '../../platform/redis/client'
import {type ContentChanges, createContentChanges} from './contentChanges'

describe('content changes without Redis', () => {
  it('drop this process’s indexes, each registered once whatever the module instances registering it', async () => {
    const changes = createContentChanges({publisher: () => null, subscriber: () => null})
    const [search, assistant, searchAgain] = [jest.fn(), jest.fn(), jest.fn()]
    changes.onChange('search', search)
    changes.onChange('assistant', assistant)
    changes.onChange('search', searchAgain)
    await changes.announce()
    expect([search.mock.calls.length, searchAgain.mock.calls.length, assistant.mock.calls.length]).toEqual([0, 1, 1])
  })
})

describe('content changes between instances, through Redis', () => {
  let redis: ThrowawayRedis
  const opened: Redis[] = []
  const instances: ContentChanges[] = []
  const connect = (name: string) => {
    const connection = connectRedis(redis.url, name)
    opened.push(connection)
    return connection
  }
  /** An instance as the site runs one: its process's connection publishes, a connection of its own subscribes. */
  const instance = (name: string) => {
    const publisher = connect(`${name}-publisher`)
    let subscriber: Redis | null = null
    const changes = createContentChanges({
      publisher: () => publisher,
      subscriber: () => (subscriber = connect(`${name}-subscriber`)),
    })
    instances.push(changes)
    const index = jest.fn()
    changes.onChange('search', index)
    return {changes, index, publisher, subscriber: () => subscriber!}
  }
  const subscribed = async (count: number) => {
    const probe = connect('probe')
    await whenReady(probe)
    const deadline = Date.now() + 10_000
    for (;;) {
      const [, listeners] = (await probe.pubsub('NUMSUB', 'parlia:content-changed')) as [string, number]
      if (Number(listeners) === count) return
      if (Date.now() > deadline) throw new Error(`${listeners} subscribers, not ${count}`)
      await sleep(50)
    }
  }

  beforeAll(async () => {
    redis = await startThrowawayRedis()
  })

  afterEach(() => {
    for (const changes of instances.splice(0)) changes.close()
    for (const connection of opened.splice(0)) connection.disconnect()
  })

  afterAll(() => redis?.stop())

  it('reach every instance at once: a webhook on A drops B’s indexes, and A’s own once', async () => {
    const [a, b] = [instance('a'), instance('b')]
    await Promise.all([whenReady(a.publisher), whenReady(b.publisher)])
    await subscribed(2)
    await a.changes.announce()
    await until(() => b.index.mock.calls.length === 1)
    // Its own message does not drop A's index a second time.
    await sleep(100)
    expect(a.index).toHaveBeenCalledTimes(1)
    expect(b.index).toHaveBeenCalledTimes(1)
  })

  it('keep serving while Redis is down (this instance’s indexes dropped, nothing thrown), and listen again once it is back', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined)
    try {
      const [a, b] = [instance('a'), instance('b')]
      await Promise.all([whenReady(a.publisher), whenReady(b.publisher)])
      await subscribed(2)

      await redis.kill()
      await until(() => a.publisher.status !== 'ready' && b.subscriber().status !== 'ready')
      const started = Date.now()
      await a.changes.announce()
      expect(Date.now() - started).toBeLessThan(1_000)
      expect(a.index).toHaveBeenCalledTimes(1)
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({event: 'content-changes.unshared'}),
        expect.any(String),
      )

      await redis.restart()
      await Promise.all([whenReady(a.publisher, 10_000), whenReady(b.publisher, 10_000)])
      await subscribed(2)
      // What B may have missed while it was cut off is checked again on its return.
      expect(b.index).toHaveBeenCalledTimes(1)
      await a.changes.announce()
      await until(() => b.index.mock.calls.length === 2)
    } finally {
      warn.mockRestore()
    }
  })
})
