/** @jest-environment node */
import {existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {openPglite} from './database'
import {acquireLock, DatabaseBusyError, STALE_MS} from './lockFile'

let root: string
let dir: string
let lockPath: string

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'parlia-lock-'))
  dir = path.join(root, 'pglite')
  lockPath = `${dir}.lock`
})
afterEach(() => rmSync(root, {recursive: true, force: true}))

describe('the lock of the embedded database', () => {
  it('refuses a second holder with a message saying what to do, and lets one in once released', async () => {
    const release = await acquireLock(lockPath, dir)
    const refusal = await acquireLock(lockPath, dir).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(DatabaseBusyError)
    expect((refusal as Error).message).toContain(`The embedded database ${dir} is open in another process`)
    expect((refusal as Error).message).toContain('set DATABASE_URL')
    await release()
    expect(existsSync(lockPath)).toBe(false)
    await (
      await acquireLock(lockPath, dir)
    )()
  })

  it('lets exactly one of several simultaneous attempts in', async () => {
    const attempts = await Promise.allSettled(Array.from({length: 6}, () => acquireLock(lockPath, dir)))
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled')
    expect(won).toHaveLength(1)
    expect(
      attempts
        .filter((attempt) => attempt.status === 'rejected')
        .every((attempt) => attempt.reason instanceof DatabaseBusyError),
    ).toBe(true)
    await (won[0] as PromiseFulfilledResult<() => Promise<void>>).value()
  })

  it('takes over a lock its holder stopped refreshing (a process that died)', async () => {
    mkdirSync(lockPath)
    const past = new Date(Date.now() - STALE_MS - 5000)
    utimesSync(lockPath, past, past)
    const release = await acquireLock(lockPath, dir)
    await expect(acquireLock(lockPath, dir)).rejects.toBeInstanceOf(DatabaseBusyError)
    await release()
  })

  it('does not take over a lock refreshed recently', async () => {
    mkdirSync(lockPath)
    await expect(acquireLock(lockPath, dir)).rejects.toBeInstanceOf(DatabaseBusyError)
  })

  it('keeps a second PGlite out of an open database folder, and frees it when the first is closed', async () => {
    const first = await openPglite(dir)
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DatabaseBusyError)
    await first.close()
    expect(existsSync(lockPath)).toBe(false)
    await (
      await acquireLock(lockPath, dir)
    )()
  }, 60_000)
})
