import lockfile from 'proper-lockfile'

import {logger} from '../../platform/logging/logger'

/**
 * A lock whose folder has not been touched for this long belongs to a process that died: it is taken over.
 * The holder touches it every STALE_MS / 2; PGlite's WebAssembly can keep the event loop busy for seconds
 * (a migration, a large query), hence a margin well above proper-lockfile's 10-second default.
 */
export const STALE_MS = 30_000

/** Another live process holds the embedded database. */
export class DatabaseBusyError extends Error {
  constructor(readonly dir: string) {
    super(
      `The embedded database ${dir} is open in another process (the site's server, most likely). ` +
        'PGlite allows one process at a time: stop that process and run this again, ' +
        'or set DATABASE_URL to use a PostgreSQL server, which any number of processes can share. ' +
        `(A process that died leaves a lock that is taken over ${STALE_MS / 1000} seconds later.)`,
    )
    this.name = 'DatabaseBusyError'
  }
}

/**
 * Takes the lock of `dir` for this process: the folder `lockPath`, created atomically by proper-lockfile
 * (mkdir) and touched while held. Throws DatabaseBusyError while another process holds it. Answers the
 * function releasing it; proper-lockfile also releases it when the process exits.
 */
export async function acquireLock(lockPath: string, dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      lockfilePath: lockPath,
      // `dir` may not exist yet: PGlite creates it once the lock is ours.
      realpath: false,
      stale: STALE_MS,
      onCompromised: (error) =>
        logger.error(
          {event: 'leads.lock_lost', dir, error: error.message},
          'The embedded database’s lock was lost: another process may open it',
        ),
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseBusyError(dir)
    throw error
  }
}
