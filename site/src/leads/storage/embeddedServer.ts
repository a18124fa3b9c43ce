import {closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {hostname} from 'node:os'
import path from 'node:path'

import {logger} from '../../platform/logging/logger'

/**
 * PGlite is one process: a second server on the same DATA_DIR would find the database locked by the first at its
 * first lead (or, before the first has opened it, take it and leave the first one failing). So each server started on
 * PGlite claims DATA_DIR when it starts, and a second one is refused then. The claim names its process, not a
 * refreshed lock: a server killed outright (a crash, SIGKILL) leaves a claim whose process is gone, which the next
 * start takes over at once rather than after a lock's stale delay. The leads:* commands do not claim it: they open the
 * database itself, whose lock keeps them out while a server has it open.
 */
export const claimPath = (dataDir: string) => path.join(/* turbopackIgnore: true */ dataDir, 'pglite.server')

/** Another live server already runs on this DATA_DIR's embedded database. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another server of this site (process ${pid}) already runs on the embedded database in ${dataDir}. ` +
        'PGlite allows one process at a time, so several instances need a PostgreSQL server that they all share: ' +
        'set DATABASE_URL (see "Running several instances" in docs/deployment.md), or stop the other server.',
    )
    this.name = 'EmbeddedDatabaseInUseError'
  }
}

interface Claim {
  pid: number
  host: string
}

const readClaim = (file: string): Claim | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Claim
  } catch {
    // Half written by a server starting this very moment: it counts as live.
    return null
  }
}

/** Whether the process that made the claim still runs (on another host, it cannot be known, so it counts as live). */
function alive(claim: Claim): boolean {
  if (claim.host !== hostname()) return true
  // Our own pid in a claim we did not make: a previous run of a container that restarts with the same pid.
  if (claim.pid === process.pid) return false
  try {
    process.kill(claim.pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims `dataDir`'s embedded database for this server until it exits; throws EmbeddedDatabaseInUseError while
 * another server holds it.
 */
export function claimEmbeddedDatabase(dataDir: string): void {
  const file = claimPath(dataDir)
  mkdirSync(dataDir, {recursive: true})
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Created only if absent: of two servers starting together, one gets it.
      const fd = openSync(file, 'wx')
      writeFileSync(fd, JSON.stringify({pid: process.pid, host: hostname()} satisfies Claim))
      closeSync(fd)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const claim = readClaim(file)
      if (!claim || alive(claim) || attempt > 0) throw new EmbeddedDatabaseInUseError(dataDir, claim?.pid ?? Number.NaN)
      logger.info(
        {event: 'leads.embedded-claim-taken-over', pid: claim.pid},
        'The server that last ran on the embedded database is gone: its claim is taken over',
      )
      rmSync(file, {force: true})
    }
  }
  process.once('exit', () => {
    if (readClaim(file)?.pid === process.pid) rmSync(file, {force: true})
  })
}

/** At a server's start on PGlite: a second server on the same DATA_DIR stops at once with what to do. */
export function refuseSecondEmbeddedServer(dataDir: string): void {
  try {
    claimEmbeddedDatabase(dataDir)
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error
    logger.fatal({event: 'leads.embedded-database-in-use', pid: error.pid}, error.message)
    process.exit(1)
  }
}
