// A throwaway PostgreSQL server for tests: initdb on a temporary folder, started on a free port of the
// loopback interface, deleted when stopped. Needs the server binaries on PATH (Debian: apt-get install
// postgresql, whose initdb, pg_ctl and postgres CI links into /usr/local/bin). PostgreSQL refuses to run
// as root: as root, the commands run as the `postgres` user.
//
//   node site/scripts/throwaway-postgres.mjs start   prints `export DATABASE_URL=… THROWAWAY_PG_DIR=…`
//   node site/scripts/throwaway-postgres.mjs stop DIR
//
// and `startThrowawayPostgres()` for Node callers (the end-to-end runner).
import {execFile, execFileSync, spawnSync} from 'node:child_process'
import {chownSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'
import {fileURLToPath} from 'node:url'
import {promisify} from 'node:util'

import {freePort} from '../scripts/loopback.mjs'

const SUPERUSER = 'postgres'

/** The uid and gid of a user, from getent (no dependency on a users library). */
function userIds(name) {
  const entry = execFileSync('getent', ['passwd', name], {encoding: 'utf8'}).split(':')
  return {uid: Number(entry[2]), gid: Number(entry[3])}
}

const asRoot = () => process.getuid?.() === 0

/** The command line that runs `command` as PostgreSQL's user. */
const asPostgres = (command, args) =>
  asRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]

function run(command, args) {
  const [file, argv] = asPostgres(command, args)
  const result = spawnSync(file, argv, {encoding: 'utf8'})
  if (result.error?.code === 'ENOENT') {
    throw new Error(
      `${command} was not found: install PostgreSQL's server (Debian: sudo apt-get install -y postgresql) and put its bin folder on PATH, or set DATABASE_URL.`,
    )
  }
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}${result.stderr}`)
  return result.stdout
}

/** pg_ctl's arguments to start the server of `dir` on `port`. */
function startArguments(dir, port) {
  // Durability is pointless for a throwaway database: no fsync makes it much faster.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  return [
    '--pgdata',
    path.join(dir, 'data'),
    '--log',
    path.join(dir, 'server.log'),
    '--options',
    settings,
    '--wait',
    'start',
  ]
}

/**
 * Stops the server as an operator's restart does (`fast`: clients cut, every commit kept), leaves it down `downMs`,
 * then starts it again on its port. Without blocking the caller's event loop, which keeps sending meanwhile.
 */
export async function restartThrowawayPostgres({url, dir}, downMs) {
  const pgCtl = (args) => promisify(execFile)(...asPostgres('pg_ctl', args))
  await pgCtl(['--pgdata', path.join(dir, 'data'), '--mode', 'fast', '--wait', 'stop'])
  await sleep(downMs)
  await pgCtl(startArguments(dir, new URL(url).port))
}

/** Starts a server; answers its URL (superuser, trust authentication, loopback only) and its folder. */
export async function startThrowawayPostgres() {
  const dir = mkdtempSync(path.join(tmpdir(), 'parlia-pg-'))
  if (asRoot()) {
    const {uid, gid} = userIds('postgres')
    chownSync(dir, uid, gid)
  }
  const data = path.join(dir, 'data')
  const port = await freePort()
  try {
    run('initdb', [
      '--pgdata',
      data,
      '--username',
      SUPERUSER,
      '--auth',
      'trust',
      '--encoding',
      'UTF8',
      '--locale',
      'C',
      '--no-sync',
    ])
    run('pg_ctl', startArguments(dir, port))
  } catch (error) {
    rmSync(dir, {recursive: true, force: true})
    throw error
  }
  return {url: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`, dir}
}

/** Stops the server of `dir` and deletes the folder; harmless when it is already gone. */
export function stopThrowawayPostgres(dir) {
  try {
    run('pg_ctl', ['--pgdata', path.join(dir, 'data'), '--mode', 'immediate', 'stop'])
  } catch {
    // Already stopped: only the folder is left to delete.
  }
  rmSync(dir, {recursive: true, force: true})
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, dir] = process.argv.slice(2)
  if (command === 'start') {
    const server = await startThrowawayPostgres()
    console.log(`export DATABASE_URL='${server.url}' THROWAWAY_PG_DIR='${server.dir}'`)
  } else if (command === 'stop' && dir) {
    stopThrowawayPostgres(dir)
  } else {
    console.error('Usage: throwaway-postgres.mjs start | stop DIR')
    process.exit(2)
  }
}
