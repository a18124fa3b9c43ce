import type {Database} from '../leads/database'
import type {DeliveryTransport} from './types'
import {type FlushOptions, flushOutbox} from './worker'

export interface OutboxRunner {
  /** Starts a flush now, or right after the one under way; never waits nor throws. */
  kick(): void
  /** Flushes every `intervalMs` as well (retries fall due with time, not with new leads), when `when()` says so. */
  start(intervalMs: number, when?: () => boolean): void
  stop(): void
  /** Resolves when no flush is under way (tests, shutdown). */
  idle(): Promise<void>
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

  const run = async () => {
    do {
      again = false
      try {
        await flushOutbox(await database(), transport, options)
      } catch (error) {
        console.error(`[outbox] flush failed: ${(error as Error).message}`)
      }
    } while (again)
    running = null
  }

  return {
    kick() {
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
  }
}
