// Child processes of the cluster suite: each one's output goes to a log file (printed when a test fails), and
// every process still running is killed when the suite's process exits (an interruption goes through cluster.mjs's stop).
import {spawn} from 'node:child_process'
import {createWriteStream, readFileSync} from 'node:fs'
import {setTimeout as sleep} from 'node:timers/promises'

const running = new Set()
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/** Spawns `command`, its stdout and stderr appended to `log`; `exited` resolves with its exit code or signal. */
export function launch(command, args, {log, ...options}) {
  const child = spawn(command, args, {...options, stdio: ['ignore', 'pipe', 'pipe']})
  const out = createWriteStream(log, {flags: 'a'})
  child.stdout.pipe(out)
  child.stderr.pipe(out)
  running.add(child)
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve(code ?? signal)
    }),
  )
  child.once('error', (error) => {
    running.delete(child)
    out.write(`${error.message}\n`)
  })
  return {child, exited, log}
}

/** Sends `signal`, then SIGKILL after `graceMs`; resolves with how it ended. */
export async function terminate({child, exited}, signal = 'SIGTERM', graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return exited
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  try {
    return await exited
  } finally {
    clearTimeout(timer)
  }
}

/** The last lines of a process's log, for a failure's message. */
export function tail(log, lines = 30) {
  try {
    return readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no output)'
  }
}

/** Resolves once `url` answers (any status), or rejects after `ms` (or as soon as the process exits). */
export async function answering(url, process, ms = 60_000) {
  const deadline = Date.now() + ms
  let ended = false
  void process.exited.then(() => (ended = true))
  for (;;) {
    if (
      await fetch(url, {signal: AbortSignal.timeout(2_000)}).then(
        () => true,
        () => false,
      )
    )
      return
    if (ended) throw new Error(`${url}: the process exited before answering.\n${tail(process.log)}`)
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms / 1000} s.\n${tail(process.log)}`)
    await sleep(200)
  }
}
