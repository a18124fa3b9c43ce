// A throwaway Redis server for tests: Debian's redis-server on a temporary folder and a free port of the loopback
// interface, nothing persisted, deleted when stopped. Stoppable and restartable on the same port, for the tests
// that prove the site survives Redis going away and picks it up again.
//
//   const redis = await startThrowawayRedis()   // {url, port, dir, kill(), restart(), stop()}
//
// Imports nothing but Node (and ./loopback.mjs), like throwaway-postgres.mjs.
import {spawn} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {freePort, listening} from '../scripts/loopback.mjs'

function launch(port, dir) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  const failed = new Promise((_, reject) =>
    child.once('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              "redis-server was not found: install Debian's redis-server (sudo apt-get install -y redis-server).",
            )
          : error,
      ),
    ),
  )
  return {
    child,
    ready: Promise.race([listening(port, {name: 'redis-server', exited: () => child.exitCode !== null}), failed]),
  }
}

async function kill(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

/** Starts a server; `stop()` kills it and deletes its folder, `restart()` starts it again on the same port, empty. */
export async function startThrowawayRedis() {
  const dir = mkdtempSync(path.join(tmpdir(), 'parlia-redis-'))
  const port = await freePort()
  let server = launch(port, dir)
  try {
    await server.ready
  } catch (error) {
    await kill(server.child)
    rmSync(dir, {recursive: true, force: true})
    throw error
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    /** Kills the server, as a crash or an outage would; the folder stays for a restart. */
    kill: () => kill(server.child),
    async restart() {
      await kill(server.child)
      server = launch(port, dir)
      await server.ready
    },
    async stop() {
      await kill(server.child)
      rmSync(dir, {recursive: true, force: true})
    },
  }
}
