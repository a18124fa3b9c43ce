import {mkdirSync} from 'node:fs'
import {readFile} from 'node:fs/promises'
import {createRequire} from 'node:module'
import path from 'node:path'

import type {PGlite, PGliteOptions, Transaction} from '@electric-sql/pglite'
import pg from 'pg'

import {logger} from '../../platform/logging/logger'
import {acquireLock} from './lockFile'

/**
 * One small interface over the two databases the leads live in: a PostgreSQL server through `pg`,
 * or PGlite (PostgreSQL compiled to WebAssembly) embedded in the process. Same SQL on both.
 */

export interface QueryResult<Row> {
  rows: Row[]
  /** Rows returned, or changed by an INSERT, UPDATE or DELETE. */
  rowCount: number
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>
  /** Runs a script of several statements, without parameters (a migration file). */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface PostgresOptions {
  /** Every connection's search_path: lets tests work in a schema of their own. */
  schema?: string
  /** Connections in the pool (pg's default: 10). */
  max?: number
}

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  // `options` (server settings for each connection) is read by pg but missing from its types.
  const config: pg.PoolConfig & {options?: string} = {
    connectionString: url,
    max: options.max,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  }
  const pool = new pg.Pool(config)
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) =>
    logger.error({event: 'leads.connection_lost', error: error.message}, 'PostgreSQL connection lost'),
  )

  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[])
      return {rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length}
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await client.query(sql)
    },
  })

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

type PgliteAssets = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>
let assets: Promise<PgliteAssets> | undefined

/**
 * PGlite's WebAssembly modules and file-system bundle, read and compiled once per process. Handing them to
 * PGlite spares it loading them with dynamic imports, which Jest's module system cannot run.
 */
function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    // Resolved from the working directory (the site or the repository root), not from this bundled module.
    const dist = path.dirname(createRequire(path.join(process.cwd(), 'index.js')).resolve('@electric-sql/pglite'))
    const read = (file: string) => readFile(path.join(/* turbopackIgnore: true */ dist, file))
    const [pgliteWasmModule, initdbWasmModule, bundle] = await Promise.all([
      read('pglite.wasm').then((bytes) => WebAssembly.compile(bytes)),
      read('initdb.wasm').then((bytes) => WebAssembly.compile(bytes)),
      read('pglite.data'),
    ])
    return {pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle])}
  })()
  return assets
}

/**
 * PGlite in `dir` (created on first use), or in memory when `dir` is null. PGlite itself does not stop
 * two processes from opening the same folder, which would corrupt it: a lock beside the folder does.
 */
export async function openPglite(dir: string | null): Promise<Database> {
  let release = async () => {}
  if (dir) {
    mkdirSync(path.dirname(dir), {recursive: true})
    release = await acquireLock(`${dir}.lock`, dir)
  }
  let db: PGlite
  try {
    // Loaded at run time from node_modules: bundling would lose the WebAssembly files beside it.
    const {PGlite} = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ '@electric-sql/pglite')
    db = await PGlite.create({dataDir: dir ?? undefined, ...(await pgliteAssets())})
  } catch (error) {
    await release()
    throw error
  }

  const wrap = (target: PGlite | Transaction): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[])
      // PGlite counts only changed rows (0 for a SELECT); pg counts returned ones too.
      return {rows: result.rows, rowCount: Math.max(result.rows.length, result.affectedRows ?? 0)}
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  })

  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    async close() {
      try {
        if (!db.closed) await db.close()
      } finally {
        await release()
      }
    },
  }
}
