import {Command, type Redis} from 'ioredis'

import type {ContentBackend} from '../../content/backends/types'
import type {Database} from '../../leads/storage/database'
import {withDeadline} from '../http/deadline'
import {logger} from '../logging/logger'
import {whenReady} from '../redis/client'

/** A dependency's check: resolves when it answers ('skipped': nothing to check yet), rejects otherwise. */
export type ReadinessCheck = () => Promise<'ok' | 'skipped'>

export interface CheckResult {
  status: 'ok' | 'skipped' | 'failed'
  ms: number
  /** Why it failed: no answer within the bound, or an error (detailed in the log, not to the public). */
  reason?: 'timeout' | 'error'
}

export interface Readiness {
  ready: boolean
  checks: Record<string, CheckResult>
}

/** Each check's bound: a probe answers within about a second whatever hangs behind it. */
const CHECK_TIMEOUT_MS = 1_000

/**
 * The bound of the checks a starting server runs before its first request. Opening the database (connect, log in,
 * migrate) takes several round trips, which a just-started instance under a deploy's load may not finish within a
 * probe's second; a dependency that hangs holds the start no longer than this.
 */
export const WARM_UP_TIMEOUT_MS = 5_000

/**
 * The PING's own limit, which only ends one Redis never answers: the check's deadline (which a busy event loop does
 * not trip) is the bound. ioredis gives its shorter commandTimeout only to a command that has none, and that timer
 * fires before a busy process reads a reply already received: an instance under load would call itself not ready.
 */
const PING_TIMEOUT_MS = 10_000

const failing = new Set<string>()

/** Logs a part's change of state only (a probe every few seconds would otherwise log every outage over and over). */
function logTransition(name: string, result: CheckResult, error?: unknown) {
  if (result.status === 'failed' && !failing.has(name)) {
    failing.add(name)
    const detail = result.reason === 'timeout' ? `no answer within ${CHECK_TIMEOUT_MS} ms` : (error as Error)?.message
    logger.warn(
      {event: 'health.check_failed', check: name, reason: result.reason, error: detail},
      'Readiness check failed',
    )
  } else if (result.status !== 'failed' && failing.delete(name)) {
    logger.info({event: 'health.check_recovered', check: name}, 'Readiness check passes again')
  }
}

async function runCheck(name: string, check: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
  const started = Date.now()
  let result: CheckResult
  let error: unknown
  try {
    const outcome = await withDeadline(check(), timeoutMs)
    result =
      outcome === null
        ? {status: 'failed', ms: Date.now() - started, reason: 'timeout'}
        : {status: outcome, ms: Date.now() - started}
  } catch (caught) {
    error = caught
    result = {status: 'failed', ms: Date.now() - started, reason: 'error'}
  }
  logTransition(name, result, error)
  return result
}

/** Runs every check at once, each bounded by `timeoutMs`: ready when none failed. */
export async function checkReadiness(
  checks: Record<string, ReadinessCheck>,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const names = Object.keys(checks)
  const results = await Promise.all(names.map((name) => runCheck(name, checks[name]!, timeoutMs)))
  return {
    ready: results.every((result) => result.status !== 'failed'),
    checks: Object.fromEntries(names.map((name, index) => [name, results[index]!])),
  }
}

/**
 * Runs the checks once as the server starts (instrumentation), so that the connections they open are ready for the
 * first probe. Never throws: a dependency that is down is logged, and the server starts and serves what it can.
 */
export async function warmUp(checks: Record<string, ReadinessCheck>): Promise<Readiness> {
  const started = Date.now()
  const readiness = await checkReadiness(checks, WARM_UP_TIMEOUT_MS)
  logger.info(
    {event: 'health.warmed_up', ready: readiness.ready, ms: Date.now() - started},
    readiness.ready ? 'Dependencies reached before the first request' : 'Starting without every dependency',
  )
  return readiness
}

export interface Dependencies {
  /** The process's database, or null while none exists (PGlite before the first lead: opening it is the lead's job). */
  database: (() => Promise<Database>) | null
  /** The process's Redis connection, when REDIS_URL is set. */
  redis: Redis | null
  content: ContentBackend
}

/** A `select 1`, a PING (Redis only when configured) and a small query on the content backend. */
export function dependencyChecks({database, redis, content}: Dependencies): Record<string, ReadinessCheck> {
  const checks: Record<string, ReadinessCheck> = {
    database: async () => {
      if (!database) return 'skipped'
      await (await database()).query('select 1')
      return 'ok'
    },
    content: async () => {
      await content.fetch('count(*[_type == "siteSettings"])', {}, {})
      return 'ok'
    },
  }
  if (redis) {
    checks.redis = async () => {
      // A starting server's connection may not be up yet; commands fail at once until it is.
      await whenReady(redis, CHECK_TIMEOUT_MS)
      const ping = new Command('ping')
      ping.setTimeout(PING_TIMEOUT_MS)
      await redis.sendCommand(ping)
      return 'ok'
    }
  }
  return checks
}
