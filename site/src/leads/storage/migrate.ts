import {createHash} from 'node:crypto'
import {readdir, readFile} from 'node:fs/promises'
import path from 'node:path'

import {repositoryRoot} from '../../platform/env/repositoryRoot'

import type {Database} from './database'

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/
/** Any constant will do, as long as nothing else in the database takes the same advisory lock. */
const MIGRATION_LOCK_KEY = 640_616_001

/** The migrations folder: not relative to this module, which Next.js bundles elsewhere. */
function migrationsDir(): string {
  return path.join(/* turbopackIgnore: true */ repositoryRoot(), 'site', 'src', 'leads', 'storage', 'migrations')
}

interface Migration {
  name: string
  sql: string
  checksum: string
}

async function readMigrations(dir: string): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort()
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(/* turbopackIgnore: true */ dir, name), 'utf8')
      return {name, sql, checksum: createHash('sha256').update(sql).digest('hex')}
    }),
  )
}

/**
 * Applies the migrations not applied yet, in name order, in one transaction: all or nothing. An advisory
 * lock makes a second process wait for the first and then find nothing to do. A migration edited after
 * it was applied is an error: write a new one instead. Answers the names applied now.
 */
export async function migrate(db: Database, dir = migrationsDir()): Promise<string[]> {
  const migrations = await readMigrations(dir)
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, checksum text not null, applied_at timestamptz not null default now())',
    )
    const {rows} = await tx.query<{name: string; checksum: string}>('select name, checksum from schema_migrations')
    const applied = new Map(rows.map((row) => [row.name, row.checksum]))
    const now: string[] = []
    for (const migration of migrations) {
      const checksum = applied.get(migration.name)
      if (checksum === migration.checksum) continue
      if (checksum)
        throw new Error(`Migration ${migration.name} was edited after it was applied; add a new migration instead.`)
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (name, checksum) values ($1, $2)', [
        migration.name,
        migration.checksum,
      ])
      now.push(migration.name)
    }
    return now
  })
}
