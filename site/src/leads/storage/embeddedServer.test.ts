/** @jest-environment node */
import {type ChildProcess, spawn} from 'node:child_process'
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {hostname, tmpdir} from 'node:os'
import path from 'node:path'

import {until} from '../../../test/until'
import {openPglite} from './database'
import {claimEmbeddedDatabase, claimPath, EmbeddedDatabaseInUseError} from './embeddedServer'

const MODULE = path.join(__dirname, 'embeddedServer.ts')

/** A server starting on PGlite, as far as this check goes: claims the folder at start, exits on SIGTERM as Next.js does. */
function startServer(dataDir: string): {child: ChildProcess; output: () => string; exited: Promise<number | null>} {
  const script = `const {refuseSecondEmbeddedServer} = (await import(${JSON.stringify(MODULE)})).default
refuseSecondEmbeddedServer(${JSON.stringify(dataDir)})
console.log('started')
process.on('SIGTERM', () => process.exit(0))
setInterval(() => undefined, 1000)`
  // Node itself with tsx's loader (not tsx's command, whose own process would stand between the test and the server).
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    env: {...process.env, LOG_LEVEL: 'info'},
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {child, output: () => output, exited}
}

/** How long a server may take to start: a cold PGlite under a loaded CI. */
const START_MS = 20_000

let dataDir: string
const running: ChildProcess[] = []
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'parlia-claim-'))
})
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
  rmSync(dataDir, {recursive: true, force: true})
})

describe('one server per embedded database', () => {
  it('refuses a second server on the same DATA_DIR at its start, asking for DATABASE_URL, and lets one start once the first has stopped', async () => {
    const first = startServer(dataDir)
    running.push(first.child)
    await until(() => first.output().includes('started'), START_MS)

    const second = startServer(dataDir)
    running.push(second.child)
    expect(await second.exited).toBe(1)
    const refusal = JSON.parse(
      second
        .output()
        .split('\n')
        .find((line) => line.includes('embedded-database-in-use'))!,
    )
    expect(refusal).toMatchObject({level: 60, event: 'leads.embedded-database-in-use', pid: first.child.pid})
    expect(refusal.msg).toContain(`already runs on the embedded database in ${dataDir}`)
    expect(refusal.msg).toContain('set DATABASE_URL')
    expect(() => claimEmbeddedDatabase(dataDir)).toThrow(EmbeddedDatabaseInUseError)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(claimPath(dataDir))).toBe(false)
    const third = startServer(dataDir)
    running.push(third.child)
    await until(() => third.output().includes('started'), START_MS)
  }, 60_000)

  it('takes over at once the claim of a server killed outright, whose process is gone', async () => {
    const crashed = startServer(dataDir)
    await until(() => crashed.output().includes('started'), START_MS)
    crashed.child.kill('SIGKILL')
    await crashed.exited
    expect(JSON.parse(readFileSync(claimPath(dataDir), 'utf8'))).toEqual({pid: crashed.child.pid, host: hostname()})

    claimEmbeddedDatabase(dataDir)
    expect(JSON.parse(readFileSync(claimPath(dataDir), 'utf8'))).toEqual({pid: process.pid, host: hostname()})
  }, 60_000)

  it('counts a claim made on another host, or being written, as live', () => {
    writeFileSync(claimPath(dataDir), JSON.stringify({pid: 1, host: `${hostname()}-other`}))
    expect(() => claimEmbeddedDatabase(dataDir)).toThrow(EmbeddedDatabaseInUseError)
    writeFileSync(claimPath(dataDir), '')
    expect(() => claimEmbeddedDatabase(dataDir)).toThrow(EmbeddedDatabaseInUseError)
  })

  it('leaves the leads commands as they are: they open the database beside a claim, kept out only while a server has it open', async () => {
    const server = startServer(dataDir)
    running.push(server.child)
    await until(() => server.output().includes('started'), START_MS)
    const db = await openPglite(path.join(dataDir, 'pglite'))
    await db.close()
  }, 60_000)
})
