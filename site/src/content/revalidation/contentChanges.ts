import {randomUUID} from 'node:crypto'

import type {Redis} from 'ioredis'

import {serverEnv} from '../../platform/env/server'
import {logger} from '../../platform/logging/logger'
import {connectRedis, sharedRedis} from '../../platform/redis/client'

/** The channel every instance listens on; a message is the id of the instance that announced the change. */
const CONTENT_CHANGES_CHANNEL = 'parlia:content-changed'

/**
 * A published change reaching every index this process builds from the content (the search engine, the assistant's
 * passages), and with Redis every other instance's: the webhook reaches one instance only.
 */
export interface ContentChanges {
  /** Registers what to drop on a change, under a name: each module instance registers again, replacing it. */
  onChange(name: string, invalidate: () => void): void
  /** A change was published: this process's indexes are dropped, and the other instances are told. */
  announce(): Promise<void>
  /** Stops listening (tests, shutdown). */
  close(): void
}

interface Connections {
  /** Where the change is published from (a subscribing connection cannot publish). */
  publisher: () => Redis | null
  /** Opens this instance's own subscribing connection, or none without Redis. */
  subscriber: () => Redis | null
}

export function createContentChanges({publisher, subscriber: connectSubscriber}: Connections): ContentChanges {
  const instanceId = randomUUID()
  const listeners = new Map<string, () => void>()
  const invalidateAll = () => {
    for (const invalidate of listeners.values()) invalidate()
  }
  let subscriber: Redis | null | undefined

  const listen = () => {
    subscriber = connectSubscriber()
    if (!subscriber) return
    const connection = subscriber
    let connectedBefore = false
    connection.on('message', (_channel: string, from: string) => {
      if (from === instanceId) return
      logger.debug({event: 'content-changes.received', from}, 'Content changed on another instance')
      invalidateAll()
    })
    // Subscribed on every connection, the first and each after an outage (commands never queue while it is down);
    // a change announced meanwhile was missed, so the indexes are checked again.
    connection.on('ready', () => {
      if (connectedBefore) invalidateAll()
      connectedBefore = true
      connection.subscribe(CONTENT_CHANGES_CHANNEL).catch((error: Error) => {
        logger.warn(
          {event: 'content-changes.unsubscribed', error: error.message},
          'Not listening to other instances’ content changes until Redis returns',
        )
      })
    })
  }

  return {
    onChange(name, invalidate) {
      listeners.set(name, invalidate)
      if (subscriber === undefined) listen()
    },
    async announce() {
      invalidateAll()
      const connection = publisher()
      if (!connection) return
      try {
        await connection.publish(CONTENT_CHANGES_CHANNEL, instanceId)
      } catch (error) {
        logger.warn(
          {event: 'content-changes.unshared', error: (error as Error).message},
          'Content change seen by this instance only: Redis did not answer',
        )
      }
    },
    close() {
      subscriber?.disconnect()
    },
  }
}

/** Redis with `REDIS_URL`, except while `next build` prerenders: a build has no other instance to tell. */
const redisUrl = process.env.NEXT_PHASE === 'phase-production-build' ? null : serverEnv.redisUrl

/**
 * Next.js loads API routes and pages through separate module instances: the webhook (an API route) must reach the
 * indexes the pages and the other routes use, so the process's one lives on globalThis.
 */
const PROCESS_CHANGES: unique symbol = Symbol.for('@parlia/site/contentChanges')
const processGlobals = globalThis as typeof globalThis & {[PROCESS_CHANGES]?: ContentChanges}
const contentChanges: ContentChanges = (processGlobals[PROCESS_CHANGES] ??= createContentChanges({
  publisher: () => sharedRedis(redisUrl),
  subscriber: () => (redisUrl ? connectRedis(redisUrl, 'content-changes') : null),
}))

/** Drops `invalidate`'s index on every published change, this instance's or another's. */
export function onContentChange(name: string, invalidate: () => void): void {
  contentChanges.onChange(name, invalidate)
}

/** Called by the webhook: every instance's search engine and assistant index read the content again. */
export function announceContentChange(): Promise<void> {
  return contentChanges.announce()
}

/** At shutdown: this instance stops listening to the others' changes. */
export function closeContentChanges(): void {
  contentChanges.close()
}
