import {logger} from '../logging/logger'

/** What a stopping server does, in this order (see shutDown). */
export interface ShutdownPlan {
  /** Stops accepting connections; resolves when the requests in flight are answered, or at the deadline. */
  drainHttp(deadlineMs: number): Promise<boolean>
  /** Stops the outbox worker, its batch under way given `graceMs`; resolves with the rows handed back to the queue. */
  stopOutbox(graceMs: number): Promise<number>
  /** The connections to close last (the database, Redis), each bounded. */
  closers: readonly {name: string; close: () => Promise<void>}[]
}

export interface ShutdownTimes {
  /** For the requests in flight and the outbox's last batch together. */
  graceMs: number
  /** For each connection's close. */
  closeMs: number
  /** The outbox's least grace, however long the requests took. */
  outboxMinMs: number
}

/** Within the 10 s a platform commonly waits before killing (Kubernetes' default grace is 30 s, Docker's 10 s). */
const SHUTDOWN_TIMES: ShutdownTimes = {graceMs: 7_000, closeMs: 1_000, outboxMinMs: 500}
export const HARD_EXIT_MS = 10_000

const STATE = Symbol.for('parlia.operations.shuttingDown')
type Holder = typeof globalThis & {[STATE]?: boolean}

/** Whether this process is stopping: its readiness answers 503, so a load balancer sends it nothing new. */
export const shuttingDown = () => Boolean((globalThis as Holder)[STATE])

const within = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T | 'timeout'>((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), ms)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })

/**
 * A graceful stop. Requests in flight are answered first, with the database and the outbox still running: a lead
 * accepted meanwhile is stored, and its e-mails go out with the outbox's last batch (or, past its grace, back to the
 * queue for another instance). Connections close last. Resolves with whether everything finished in time.
 */
export async function shutDown(plan: ShutdownPlan, times: ShutdownTimes = SHUTDOWN_TIMES): Promise<boolean> {
  ;(globalThis as Holder)[STATE] = true
  const start = Date.now()
  const answered = await plan.drainHttp(times.graceMs)
  if (!answered) logger.warn({event: 'shutdown.requests_cut'}, 'Requests still in flight at the deadline were cut')
  let clean = answered
  try {
    await plan.stopOutbox(Math.max(times.outboxMinMs, times.graceMs - (Date.now() - start)))
  } catch (error) {
    clean = false
    logger.error(
      {event: 'shutdown.outbox_failed', error: (error as Error).message},
      'Outbox could not hand its rows back',
    )
  }
  const closed = await Promise.all(
    plan.closers.map(async ({name, close}) => {
      try {
        if ((await within(close(), times.closeMs)) !== 'timeout') return true
        logger.warn({event: 'shutdown.close_timeout', connection: name}, 'Connection not closed in time')
      } catch (error) {
        logger.warn(
          {event: 'shutdown.close_failed', connection: name, error: (error as Error).message},
          'Connection close failed',
        )
      }
      return false
    }),
  )
  return clean && closed.every(Boolean)
}

/**
 * On SIGTERM or SIGINT, runs `shutDown` once and exits 0 (1 when something did not finish); a hard timer exits 1
 * after HARD_EXIT_MS whatever is still running.
 */
export function onStopSignals(
  plan: () => ShutdownPlan,
  {exit = process.exit, signals = process}: {exit?: (code: number) => void; signals?: NodeJS.EventEmitter} = {},
): void {
  let started = false
  const stop = (signal: NodeJS.Signals) => {
    if (started) return
    started = true
    logger.info({event: 'shutdown.start', signal}, 'Stopping: answering the requests in flight')
    setTimeout(() => {
      logger.error({event: 'shutdown.hard_exit', afterMs: HARD_EXIT_MS}, 'Shutdown took too long: exiting')
      exit(1)
    }, HARD_EXIT_MS).unref()
    shutDown(plan()).then(
      (clean) => {
        logger.info({event: 'shutdown.done', clean}, 'Stopped')
        exit(clean ? 0 : 1)
      },
      (error: Error) => {
        logger.error({event: 'shutdown.failed', error: error.message}, 'Shutdown failed')
        exit(1)
      },
    )
  }
  signals.on('SIGTERM', stop)
  signals.on('SIGINT', stop)
}
