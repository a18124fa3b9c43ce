import {type ChildProcess, spawn} from 'node:child_process'
import {cpSync, rmSync} from 'node:fs'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'

import getPort from 'get-port'

const SITE = path.resolve(__dirname, '..')

export interface OwnServer {
  base: string
  stop(): void
}

/**
 * A server of a spec's own, on a copy of the build under test (`<build>-<name>`): what it regenerates stays
 * its own, and `env` (a webhook secret, the content it reads) changes nothing for the other specs. `port` is for a
 * server another program was told of in advance (the Studio of e2e/studio/).
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string>,
  // A port nothing listens on by default, so parallel runs (other builds) never share a server.
  port?: number,
): Promise<OwnServer> {
  port ??= await getPort({host: '127.0.0.1'})
  const base = `http://127.0.0.1:${port}`
  const buildDir = process.env.NEXT_DIST_DIR || '.next'
  const copyDir = `${buildDir}-${name}`
  rmSync(path.join(SITE, copyDir), {recursive: true, force: true})
  cpSync(path.join(SITE, buildDir), path.join(SITE, copyDir), {recursive: true})
  const server: ChildProcess = spawn(
    path.join(SITE, '..', 'node_modules', '.bin', 'next'),
    ['start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: SITE,
      env: {...process.env, ...env, NEXT_DIST_DIR: copyDir, NEXT_TELEMETRY_DISABLED: '1'},
      stdio: 'ignore',
    },
  )
  const stop = () => {
    server.kill()
    rmSync(path.join(SITE, copyDir), {recursive: true, force: true})
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${base}/`).then(
        () => true,
        () => false,
      )
    )
      return {base, stop}
    await sleep(200)
  }
  stop()
  throw new Error(`The ${name} test server did not start`)
}
