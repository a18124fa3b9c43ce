import {randomBytes} from 'node:crypto'

import {type Database, openPglite, openPostgres} from './database'
import {migrate} from './migrate'

/** A migrated database for one test file, and how to throw it away. */
export interface TestDatabase {
  db: Database
  /** Opens another connection to the same database (concurrency tests). */
  openAnother(): Promise<Database>
  dispose(): Promise<void>
}

export interface TestBackend {
  name: string
  /** A fresh database, migrated unless `migrated` is false. */
  open(options?: {migrated?: boolean}): Promise<TestDatabase>
}

const pglite: TestBackend = {
  name: 'PGlite',
  async open({migrated = true} = {}) {
    const db = await openPglite(null)
    if (migrated) await migrate(db)
    // One in-memory instance is one database: another "connection" is the same instance.
    return {db, openAnother: async () => db, dispose: () => db.close()}
  },
}

/**
 * PostgreSQL at DATABASE_URL, in a schema of its own that is dropped afterwards: tests never touch the
 * tables of the database they are pointed at.
 */
function postgres(url: string): TestBackend {
  return {
    name: 'PostgreSQL',
    async open({migrated = true} = {}) {
      const schema = `test_${randomBytes(6).toString('hex')}`
      const admin = openPostgres(url, {max: 1})
      await admin.query(`create schema ${schema}`)
      const opened: Database[] = []
      const connect = () => {
        const db = openPostgres(url, {schema})
        opened.push(db)
        return db
      }
      const db = connect()
      if (migrated) await migrate(db)
      return {
        db,
        openAnother: async () => connect(),
        async dispose() {
          await Promise.all(opened.map((each) => each.close()))
          await admin.query(`drop schema ${schema} cascade`)
          await admin.close()
        },
      }
    },
  }
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set (`.ci/run` starts a throwaway one). */
export const testBackends: TestBackend[] = process.env.DATABASE_URL ? [pglite, postgres(process.env.DATABASE_URL)] : [pglite]
