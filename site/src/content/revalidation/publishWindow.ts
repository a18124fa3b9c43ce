import type {Redis} from 'ioredis'

import type {FetchOptions} from '../backends/types'
import {serverEnv} from '../../platform/env/server'
import {logger} from '../../platform/logging/logger'
import {sharedRedis} from '../../platform/redis/client'

/**
 * How long server-rendered reads skip the API CDN after a publish. Sanity documents that the API CDN's invalidation
 * takes up to 60 s to propagate, and up to 10 minutes for rarely used queries, which a quiet page's queries are (the
 * local stack's CDN lags 30 s). Reading live longer than needed only costs a few uncached requests per page view.
 */
export const PUBLISH_WINDOW_MS = 10 * 60 * 1000

/**
 * Whether a publish is recent enough that the API CDN may still serve the content from before it. With Redis, the
 * window is shared: the webhook reaches one instance, and every instance's pages must read live.
 */
export interface PublishWindow {
  /** Opens the window at `now`, or extends it when one is open. */
  notePublish(now?: number): Promise<void>
  /** True from a publish until PUBLISH_WINDOW_MS later, that instant excluded. */
  readsFresh(now?: number): Promise<boolean>
}

/** Where the instances share the window: the instant it closes, kept until then. */
const REDIS_KEY = 'parlia:publish-window'

/** Sets the closing instant unless a later one is there already: a late or replayed call never shortens a window. */
const EXTEND_SCRIPT = `
if tonumber(ARGV[1]) > tonumber(redis.call('GET', KEYS[1]) or '0') then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end`

/**
 * The window in this process's memory, and in Redis when `redis` is given (or returned: a connection opened on first
 * use). This process's own publishes always count, so losing Redis costs only the other instances' live reads.
 */
export function createPublishWindow(
  durationMs = PUBLISH_WINDOW_MS,
  redis: () => Redis | null = () => null,
): PublishWindow {
  let closesAt = Number.NEGATIVE_INFINITY
  return {
    async notePublish(now = Date.now()) {
      // A late or replayed call never shortens a window a later publish opened.
      closesAt = Math.max(closesAt, now + durationMs)
      const shared = redis()
      const remainingMs = now + durationMs - Date.now()
      if (!shared || remainingMs <= 0) return
      try {
        await shared.eval(EXTEND_SCRIPT, 1, REDIS_KEY, String(now + durationMs), String(remainingMs))
      } catch (error) {
        logger.warn(
          {event: 'publish-window.unshared', error: (error as Error).message},
          'Publish window opened on this instance only: Redis did not answer',
        )
      }
    },
    async readsFresh(now = Date.now()) {
      if (now < closesAt) return true
      const shared = redis()
      if (!shared) return false
      // Redis away: the other instances' publishes are unknown here, and the API CDN serves as without a window.
      const sharedClosesAt = await shared.get(REDIS_KEY).catch(() => null)
      return sharedClosesAt !== null && now < Number(sharedClosesAt)
    },
  }
}

/** The process's connection, opened on first use, but none while `next build` prerenders: a build has no publish to share. */
const processRedis =
  process.env.NEXT_PHASE === 'phase-production-build' ? () => null : () => sharedRedis(serverEnv.redisUrl)

/**
 * Next.js loads API routes and pages through separate module instances (Turbopack's API and `ssr` runtimes), so a
 * module-level window opened by the webhook would never reach the pages: the process's one lives on globalThis.
 */
const PROCESS_WINDOW: unique symbol = Symbol.for('@parlia/site/publishWindow')
const processGlobals = globalThis as typeof globalThis & {[PROCESS_WINDOW]?: PublishWindow}

/** This server process's window, shared through Redis with `REDIS_URL`: the webhook opens it, the server-rendered pages read it. */
export const publishWindow: PublishWindow = (processGlobals[PROCESS_WINDOW] ??= createPublishWindow(
  PUBLISH_WINDOW_MS,
  processRedis,
))

/** How server-rendered pages read content: live while a publish may not have reached the API CDN, from it otherwise. */
export async function serverRenderedReadOptions(): Promise<FetchOptions> {
  return {fresh: await publishWindow.readsFresh()}
}
