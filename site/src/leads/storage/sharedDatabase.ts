import {existsSync} from 'node:fs'
import path from 'node:path'

import {serverEnv} from '../../platform/env/server'
import {type Database, openPglite, openPostgres} from './database'
import {migrate} from './migrate'

/** Where the embedded database lives when no PostgreSQL server is configured. */
export const pgliteDir = (dataDir = serverEnv.dataDir) => path.join(/* turbopackIgnore: true */ dataDir, 'pglite')

/** Whether there is a database to look into: PostgreSQL is configured, or PGlite was created already. */
export function databaseExists(): boolean {
  return Boolean(serverEnv.databaseUrl) || existsSync(path.join(/* turbopackIgnore: true */ pgliteDir(), 'PG_VERSION'))
}

/** Where the configuration points (PostgreSQL or PGlite), migrated: what scripts open and close. */
export async function openDatabase(): Promise<Database> {
  const db = serverEnv.databaseUrl ? openPostgres(serverEnv.databaseUrl) : await openPglite(pgliteDir())
  try {
    await migrate(db)
    return db
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
}

/** The process's database, opened and migrated on first use; in globalThis so a dev-mode reload reuses it. */
const SHARED = Symbol.for('parlia.leads.database')
type Holder = typeof globalThis & {[SHARED]?: Promise<Database>}

export function sharedDatabase(): Promise<Database> {
  const holder = globalThis as Holder
  if (!holder[SHARED]) {
    holder[SHARED] = openDatabase().catch((error: unknown) => {
      // Not cached: the next request tries again (the server may have been stopped holding PGlite).
      delete holder[SHARED]
      throw error
    })
  }
  return holder[SHARED]
}

/** Closes the process's database if it was opened (a server stopping; PGlite's lock is released for the next one). */
export async function closeSharedDatabase(): Promise<void> {
  const holder = globalThis as Holder
  const opening = holder[SHARED]
  if (!opening) return
  delete holder[SHARED]
  const db = await opening.catch(() => null)
  await db?.close()
}
