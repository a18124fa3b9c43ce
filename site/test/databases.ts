import {randomBytes} from 'node:crypto'

import {type Database, openPglite, openPostgres} from '../src/leads/storage/database'
import {migrate} from '../src/leads/storage/migrate'

/** A migrated database for one test file, and how to throw it away. */
export interface TestDatabase {
  db: Database
  /** Opens another connection to the same database (concurrency tests): PostgreSQL only. */
  openAnother(): Promise<Database>
  dispose(): Promise<void>
}

export interface TestBackend {
  name: string
  /**
   * Whether two connections can work on the database at once. PGlite is one connection in one process:
   * what it runs "at once" runs one statement after the other, so concurrency is proven on PostgreSQL only.
   */
  concurrent: boolean
  /** A fresh database, migrated unless `migrated` is false. */
  open(options?: {migrated?: boolean}): Promise<TestDatabase>
}

const pglite: TestBackend = {
  name: 'PGlite',
  concurrent: false,
  async open({migrated = true} = {}) {
    const db = await openPglite(null)
    if (migrated) await migrate(db)
    return {
      db,
      openAnother: () => Promise.reject(new Error('PGlite is one connection: concurrency is tested on PostgreSQL')),
      dispose: () => db.close(),
    }
  },
}

/**
 * PostgreSQL at DATABASE_URL (set by `.ci/run`, or by Jest's global setup, which starts a throwaway server),
 * in a schema of its own that is dropped afterwards: tests never touch the tables of the database they are
 * pointed at.
 */
const postgres: TestBackend = {
  name: 'PostgreSQL',
  concurrent: true,
  async open({migrated = true} = {}) {
    const url = process.env.DATABASE_URL
    if (!url)
      throw new Error(
        'DATABASE_URL is not set: run the tests through Jest, whose global setup (jest.globalSetup.mjs) starts a PostgreSQL server.',
      )
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

/** Both, always: a test written with `describe.each(testBackends)` runs on each. */
export const testBackends: TestBackend[] = [pglite, postgres]
