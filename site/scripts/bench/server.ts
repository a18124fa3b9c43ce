// What the server benchmarks (bench-throughput, bench-redirects) share: `next start` on a build on a free port, a load
// of autocannon in a process of its own, and stopping everything they started, on Ctrl-C too.
import {type ChildProcess, execFile, spawn} from 'node:child_process'
import {readdirSync, readFileSync} from 'node:fs'
import {type AddressInfo, createServer} from 'node:net'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'

import {startScriptEnv} from '../../test/start-script.mjs'

const repository = path.resolve(__dirname, '..', '..', '..')
export const NEXT = path.join(repository, 'node_modules', 'next', 'dist', 'bin', 'next')
// Run by path in a process of its own: see loadTest.
const LOAD = require.resolve('./load.mjs')
export const CONNECTIONS = 20
export const SECONDS = Number(process.env.BENCH_SECONDS || 5)
export const WARM_UP_SECONDS = 2

/** What was started, stopped last first by stopAll. */
const cleanups: (() => Promise<void> | void)[] = []

/** `cleanup` runs when the benchmark ends, fails or is interrupted. */
export function onStop(cleanup: () => Promise<void> | void) {
  cleanups.push(cleanup)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitForServer(url: string, child: ChildProcess) {
  for (let attempt = 0; ; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    if (attempt > 300 || child.exitCode !== null)
      throw new Error(`${url} did not answer: is there a build (npm run build)?`)
    await sleep(200)
  }
}

/** The processes below `pid`, itself first (from /proc: Linux only). */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The command's name, in parentheses, may hold spaces: the parent's pid is the second field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)])
    } catch {
      // The process ended while the table was read.
    }
  }
  const tree = [pid]
  for (let index = 0; index < tree.length; index += 1) tree.push(...(parents.get(tree[index]!) ?? []))
  return tree
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}

export interface NextServer {
  origin: string
  /**
   * The process that serves: `next start` renames itself `next-server`, and a launcher (npm, a shell) may stand
   * between it and the process spawned here. The spawned one when no such process is found.
   */
  pid(): number
  /** Stops it and waits for it to exit. */
  stop(): Promise<void>
  /** The last lines it wrote to stderr (V8's out-of-memory report when it died). */
  stderr(): string
}

/** `next start` on `dir`'s build, as the site's start script runs it, on a free port; resolves once it answers `probe`. */
export async function nextStart(dir: string, env: Record<string, string>, probe = '/'): Promise<NextServer> {
  const port = await freePort()
  const child = spawn(process.execPath, [NEXT, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: dir,
    // As `npm start` runs it (its heap bound, its graceful stop), without npm between a signal and the server.
    env: {...process.env, ...startScriptEnv(), ...env},
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  // The last lines the server wrote to stderr, printed should it die during a run (V8's "heap out of memory").
  let errorTail = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    errorTail = (errorTail + chunk.toString()).slice(-4000)
  })
  let stopping: Promise<void> | null = null
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) console.error(`next start exited (${signal ?? code}) during the run`)
      resolve()
    }),
  )
  const pid = () =>
    processTree(child.pid!).find((candidate) => commandOf(candidate).startsWith('next-server')) ?? child.pid!
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const server = pid()
      child.kill('SIGTERM')
      if (server !== child.pid) {
        try {
          process.kill(server, 'SIGTERM')
        } catch {
          // It went with its launcher.
        }
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    })())
  onStop(stop)
  const origin = `http://127.0.0.1:${port}`
  await waitForServer(`${origin}${probe}`, child)
  return {origin, pid, stop, stderr: () => errorTail.trim()}
}

export interface Load {
  /** The average of autocannon's per-second samples. */
  requestsPerSecond: number
  non2xx: number
  errors: number
  /** The errors by kind: their code (ECONNRESET…) or message. */
  errorKinds: Record<string, number>
  /** Requests with no answer within autocannon's 10 s. */
  timeouts: number
  /** Answers by HTTP status. */
  statuses: Record<string, number>
  /** Latency percentiles of every answer, whatever its status, in milliseconds. */
  p50: number
  p95: number
}

/** Runs load.mjs with its options on its standard input, and reads its Load. */
function runLoad(options: object): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [LOAD], {maxBuffer: 16 * 1024 * 1024}, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as Load),
    )
    child.stdin!.end(JSON.stringify(options))
  })
}

/**
 * autocannon at CONNECTIONS connections for `seconds` on `url`, or on `paths` of its origin requested in turn, in a
 * process of its own (so it shares no event loop with a server the benchmark runs itself); redirects not followed.
 */
export function loadTest(url: string, seconds: number, paths?: readonly string[]): Promise<Load> {
  return runLoad({url, paths, connections: CONNECTIONS, seconds})
}

/** A request as autocannon sends it: a POST with its JSON body, for instance. */
export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

/** loadTest's load, with `requests` sent in turn by each connection. */
export function loadRequests(url: string, seconds: number, requests: readonly LoadRequest[]): Promise<Load> {
  return runLoad({url, requests, connections: CONNECTIONS, seconds})
}

/** A process's resident memory (VmRSS), in kB; throws once it has ended. */
export function residentKiB(pid: number): number {
  let status: string
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    // A figure of 0 would read as a server that needs no memory.
    throw new Error(`process ${pid} has exited: its memory cannot be read`)
  }
  return Number(status.match(/^VmRSS:\s+(\d+) kB$/mu)?.[1] ?? 0)
}

async function stopAll() {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup()
}

/** Runs a benchmark, then stops what it started, whether it succeeded, failed or was interrupted (Ctrl-C). */
export function runBenchmark(main: () => Promise<void>) {
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)))
  main()
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    })
    .finally(stopAll)
}
