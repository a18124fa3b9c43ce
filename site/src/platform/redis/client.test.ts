/** @jest-environment node */
import {setTimeout as sleep} from 'node:timers/promises'

import {startThrowawayRedis} from '../../../test/throwaway-redis.mjs'
import {until} from '../../../test/until'
import {logger} from '../logging/logger'
import {connectRedis, whenReady} from './client'

describe('the connection to Redis', () => {
  it('fails a command at once while Redis is away, logs the outage once, and is back by itself when Redis returns', async () => {
    const redis = await startThrowawayRedis()
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined)
    const client = connectRedis(redis.url, 'test')
    try {
      expect(await whenReady(client)).toBe(true)
      expect(await client.set('k', 'v')).toBe('OK')

      await redis.kill()
      await until(() => client.status !== 'ready')
      const started = Date.now()
      await expect(client.get('k')).rejects.toThrow()
      expect(Date.now() - started).toBeLessThan(1_000)
      // Several reconnections fail meanwhile: one line says so.
      await sleep(800)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]![0]).toMatchObject({event: 'redis.down', connection: 'test'})

      await redis.restart()
      await until(() => client.status === 'ready')
      expect(info).toHaveBeenCalledWith({event: 'redis.back', connection: 'test'}, 'Redis reachable again')
      expect(await client.set('k', 'w')).toBe('OK')
    } finally {
      client.disconnect()
      await redis.stop()
      warn.mockRestore()
      info.mockRestore()
    }
  })
})
