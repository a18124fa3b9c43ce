// Runs the end-to-end suite, after checking that the browser and the production build exist.
import {spawn} from 'node:child_process'
import {existsSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {startThrowawayPostgres, stopThrowawayPostgres} from '../scripts/throwaway-postgres.mjs'
import {CHROMIUM_PATH, chromiumInstalled} from './chromium.mjs'

if (!chromiumInstalled()) {
  console.error(
    `Chromium was not found at ${CHROMIUM_PATH}.\n` +
      'Install Debian\'s build with:  sudo apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at another Chromium binary).',
  )
  process.exit(1)
}
if (!existsSync(new URL(`../${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`, import.meta.url))) {
  console.error('No production build found: run `npm run build` (or `npm test` from the repository root) first.')
  process.exit(1)
}

// The forms' specs read the leads the server stores, and the embedded PGlite database is the server's
// alone: without DATABASE_URL, a throwaway PostgreSQL server lives for the run, shared by the server and the
// specs (e2e/leads.ts). The run's e-mail files go to a temporary DATA_DIR, never to the developer's .data/.
const env = {...process.env}
const throwaway = env.DATABASE_URL
  ? null
  : await startThrowawayPostgres().catch((error) => {
      console.error(error.message)
      process.exit(1)
    })
if (throwaway) env.DATABASE_URL = throwaway.url
const dataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'parlia-e2e-data-'))
if (dataDir) env.DATA_DIR = dataDir
let status = 1
try {
  const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {stdio: 'inherit', env})
  // Interrupted, Playwright stops first; this process outlives it to stop the database server.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => playwright.kill(signal))
  status = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)))
} finally {
  if (throwaway) stopThrowawayPostgres(throwaway.dir)
  if (dataDir) rmSync(dataDir, {recursive: true, force: true})
}
process.exit(status)
