import {readFileSync, unlinkSync, writeFileSync} from 'node:fs'

/** Another live process holds the embedded database. */
export class DatabaseBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: number,
  ) {
    super(
      `The embedded database ${dir} is open in process ${holder} (the site's server, most likely). ` +
        'PGlite allows one process at a time: stop that process and run this again, ' +
        'or set DATABASE_URL to use a PostgreSQL server, which any number of processes can share.',
    )
    this.name = 'DatabaseBusyError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function holderOf(lockPath: string): number {
  try {
    return Number(readFileSync(lockPath, 'utf8').trim())
  } catch {
    return 0
  }
}

/**
 * Takes the lock file of `dir` for this process (its pid inside), or throws DatabaseBusyError when a live
 * process holds it. A lock left by a process that died is taken over. Answers the function releasing it,
 * which also runs when the process exits.
 */
export function acquireLock(lockPath: string, dir: string): () => void {
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), {flag: 'wx'})
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = holderOf(lockPath)
      if (attempt > 0 || (holder && (holder === process.pid || isAlive(holder)))) throw new DatabaseBusyError(dir, holder)
      unlinkSync(lockPath)
    }
  }
  const release = () => {
    process.removeListener('exit', release)
    if (holderOf(lockPath) === process.pid) unlinkSync(lockPath)
  }
  process.on('exit', release)
  return release
}
