import type {Database} from '../storage/database'
import {logger} from '../../platform/logging/logger'
import {releaseLeases} from './outbox'
import type {DeliveryTransport} from './types'
import {type FlushOptions, flushOutbox} from './worker'

export interface OutboxRunner {
  /** Starts a flush now, or right after the one under way; never waits nor throws. Ignored once shut down. */
  kick(): void
  /** Flushes every `intervalMs` as well (retries fall due with time, not with new leads), when `when()` says so. */
  start(intervalMs: number, when?: () => boolean): void
  stop(): void
  /** Resolves when no flush is under way (tests, shutdown). */
  idle(): Promise<void>
  /**
   * For a server stopping: no timer, no new claim, the batch under way given `graceMs` to finish; the rows it still
   * holds then go back to the queue for another instance. Resolves with how many were released.
   */
  shutdown(graceMs: number): Promise<number>
}

/** The in-process worker: one flush at a time, after each accepted lead and on a timer. */
export function createOutboxRunner(
  database: () => Promise<Database>,
  transport: DeliveryTransport,
  options: FlushOptions = {},
): OutboxRunner {
  let running: Promise<void> | null = null
  let again = false
  let timer: NodeJS.Timeout | null = null
  const stopping = new AbortController()
  const inFlight = new Map<string, Date>()

  const run = async () => {
    do {
      again = false
      try {
        await flushOutbox(await database(), transport, {...options, signal: stopping.signal, inFlight})
      } catch (error) {
        logger.error({event: 'outbox.flush_failed', error: (error as Error).message}, 'Outbox flush failed')
      }
    } while (again && !stopping.signal.aborted)
    running = null
  }

  return {
    kick() {
      if (stopping.signal.aborted) return
      if (running) again = true
      else running = run()
    },
    start(intervalMs, when = () => true) {
      if (timer) return
      timer = setInterval(() => when() && this.kick(), intervalMs)
      // The timer alone never keeps a process alive (scripts, tests).
      timer.unref()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
    async idle() {
      while (running) await running
    },
    async shutdown(graceMs) {
      this.stop()
      stopping.abort()
      let grace: NodeJS.Timeout | undefined
      const graceOver = new Promise<void>((resolve) => (grace = setTimeout(resolve, graceMs)))
      await Promise.race([this.idle(), graceOver])
      clearTimeout(grace)
      if (inFlight.size === 0) return 0
      const claims = [...inFlight].map(([id, claimedAt]) => ({id, claimedAt}))
      const released = await releaseLeases(await database(), claims)
      logger.info({event: 'outbox.leases_released', rows: released}, 'Outbox rows handed back to the queue at shutdown')
      return released
    },
  }
}
