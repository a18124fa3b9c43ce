// Runs the studio's own Sanity CLI from the studio folder (so it finds
// sanity.cli.ts) with telemetry and the update check off. Every package script
// and the content commands go through it, so no run can forget those variables.
import {spawn} from 'node:child_process'
import {createRequire} from 'node:module'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {QUIET_CLI_ENV} from './env.mjs'

export const STUDIO_DIR = fileURLToPath(new URL('..', import.meta.url))

const require = createRequire(import.meta.url)
const SANITY_BIN = join(dirname(require.resolve('sanity/package.json')), 'bin', 'sanity')
const FORWARDED_SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM'])

/**
 * @param {string[]} args arguments of the `sanity` command
 * @param {Record<string, string>} [env] variables to add to the current environment
 * @returns {Promise<number>} the CLI's exit code
 */
export function runSanity(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SANITY_BIN, ...args], {
      cwd: STUDIO_DIR,
      stdio: 'inherit',
      env: {...process.env, ...QUIET_CLI_ENV, ...env},
    })
    // A stopped launcher (turbo, a process manager) must not leave the CLI running.
    /** @param {NodeJS.Signals} signal */
    const forward = (signal) => child.kill(signal)
    for (const signal of FORWARDED_SIGNALS) process.on(signal, forward)
    child.on('error', reject)
    child.on('exit', (code) => {
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward)
      resolve(code ?? 1)
    })
  })
}

// As a command: `node scripts/sanity.mjs <sanity arguments>`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await runSanity(process.argv.slice(2))
}
