// Starts the local stack of services (services/src/stack) in a process of its own, as the end-to-end runner
// and the specs that need a private one do: the stack's code is TypeScript that reuses the site's modules, run
// by tsx, and its servers must outlive any one spec.
import {spawn} from 'node:child_process'
import {createInterface} from 'node:readline'
import {fileURLToPath} from 'node:url'

const REPO = fileURLToPath(new URL('../..', import.meta.url))
const CLI = 'services/src/stack/cli.ts'

/**
 * Resolves with `{env, admin, stop}` once every server listens: `env` holds the site's variables pointing at
 * them, `admin` what a spec needs to drive them (services/src/stack/index.ts).
 */
export function startStack(env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    cwd: REPO,
    env: {...process.env, ...env},
    // stdin stays open: the stack stops by itself when this process goes away.
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    child.kill('SIGTERM')
    await exited
  }
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`The local services stopped before starting (exit code ${code}).`)))
    createInterface({input: child.stdout}).once('line', (line) => {
      const {env: stackEnv, admin} = JSON.parse(line)
      resolve({env: stackEnv, admin, stop})
    })
  })
}
