import {Redis} from 'ioredis'

import {logger} from '../logging/logger'

/**
 * How the site talks to Redis: a command never waits for a lost connection (no offline queue, one retry, a
 * bounded time), so every caller falls back at once (to the build's output, to memory) and no visitor waits on
 * Redis; the client keeps reconnecting by itself, and Redis coming back is picked up without a restart.
 */
const OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 1_000,
  commandTimeout: 500,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
} as const

/** A connection with its outages logged once each (down, then back), not once per failed reconnection. */
export function connectRedis(url: string, name = 'redis'): Redis {
  const client = new Redis(url, {...OPTIONS, connectionName: `parlia-${name}`})
  let down = false
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    logger.warn(
      {event: 'redis.down', connection: name, error: error.message},
      'Redis unreachable: serving without it until it returns',
    )
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    logger.info({event: 'redis.back', connection: name}, 'Redis reachable again')
  })
  return client
}

/**
 * Resolves when the connection is ready, or after `ms` whatever its state: for a caller that would rather wait a
 * moment for the first connection of a starting server than fall back (commands fail while it is not ready).
 */
export async function whenReady(client: Redis, ms = 1_000): Promise<boolean> {
  if (client.status === 'ready') return true
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      client.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), ms)
    client.once('ready', onReady)
  })
}

const SHARED = Symbol.for('parlia.redis')
type Holder = typeof globalThis & {[SHARED]?: Redis}

/**
 * The process's one connection (API routes and pages are separate module instances: it lives on globalThis), or null
 * without `REDIS_URL`. Pub/sub subscribers need a connection of their own (`connectRedis`).
 */
export function sharedRedis(url: string | null): Redis | null {
  if (!url) return null
  const holder = globalThis as Holder
  holder[SHARED] ??= connectRedis(url)
  return holder[SHARED]
}

/** Closes the process's connection if it was opened (a server stopping): pending replies first, at once when Redis is away. */
export async function closeSharedRedis(): Promise<void> {
  const holder = globalThis as Holder
  const client = holder[SHARED]
  if (!client) return
  delete holder[SHARED]
  await client.quit().catch(() => client.disconnect())
}
