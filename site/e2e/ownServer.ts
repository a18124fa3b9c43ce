import {type ChildProcess, spawn} from 'node:child_process'
import {cpSync, rmSync} from 'node:fs'
import {type AddressInfo, createServer} from 'node:net'
import path from 'node:path'

const SITE = path.resolve(__dirname, '..')

/** A port nothing listens on, so parallel runs (other builds) never share a server. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const {port} = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

export interface OwnServer {
  base: string
  stop(): void
}

/**
 * A server of a spec's own, on a copy of the build under test (`<build>-<name>`): what it regenerates stays
 * its own, and `env` (a webhook secret, the content it reads) changes nothing for the other specs.
 */
export async function startOwnServer(name: string, env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const buildDir = process.env.NEXT_DIST_DIR || '.next'
  const copyDir = `${buildDir}-${name}`
  rmSync(path.join(SITE, copyDir), {recursive: true, force: true})
  cpSync(path.join(SITE, buildDir), path.join(SITE, copyDir), {recursive: true})
  const server: ChildProcess = spawn(path.join(SITE, '..', 'node_modules', '.bin', 'next'), ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: SITE,
    env: {...process.env, ...env, NEXT_DIST_DIR: copyDir, NEXT_TELEMETRY_DISABLED: '1'},
    stdio: 'ignore',
  })
  const stop = () => {
    server.kill()
    rmSync(path.join(SITE, copyDir), {recursive: true, force: true})
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await fetch(`${base}/`).then(() => true, () => false)) return {base, stop}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  stop()
  throw new Error(`The ${name} test server did not start`)
}
