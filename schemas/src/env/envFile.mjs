// Reads the repository's one `.env` for the workspaces that run outside Next.js (the content commands), as the
// site reads it. Plain JavaScript, like defaults.mjs.
import {existsSync, readFileSync} from 'node:fs'
import {parseEnv} from 'node:util'

/**
 * The variables of the `.env` file (if there is one) under those of `env`, which win.
 * @param {string} file
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Record<string, string | undefined>}
 */
export function withEnvFile(file, env = process.env) {
  return {...(existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}), ...env}
}
