// `npm run test:cluster`: the cluster suite (cluster/cluster.test.mjs) on the production build in .next (or
// NEXT_DIST_DIR), the one `npm run build` made: two `next start` instances behind nginx, on a throwaway Redis and
// a throwaway PostgreSQL of its own, which a test restarts (never DATABASE_URL's: other suites may be using it).
// Arguments go to Node's test runner
// (`node cluster/run.mjs --test-name-pattern=nginx`).
import {spawn} from 'node:child_process'
import {existsSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

import {startThrowawayPostgres, stopThrowawayPostgres} from '../test/throwaway-postgres.mjs'

const SITE = fileURLToPath(new URL('..', import.meta.url))
const build = process.env.NEXT_DIST_DIR || '.next'
if (!existsSync(path.join(SITE, build, 'BUILD_ID'))) {
  console.error(
    `No production build found in site/${build}: run \`npm run build\` (or \`npm test\` from the repository root) first.`,
  )
  process.exit(1)
}

const throwaway = await startThrowawayPostgres().catch((error) => {
  console.error(error.message)
  process.exit(1)
})

let status = 1
try {
  // The test file runs in this child itself (not under `--test`, which would add a process between a signal and it).
  const child = spawn(
    process.execPath,
    ['--test-reporter=spec', ...process.argv.slice(2), 'cluster/cluster.test.mjs'],
    {
      cwd: SITE,
      stdio: 'inherit',
      env: {...process.env, CLUSTER_BUILD: build, DATABASE_URL: throwaway.url, CLUSTER_POSTGRES_DIR: throwaway.dir},
    },
  )
  const forward = (signal) => child.kill(signal)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward)
  status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
} finally {
  stopThrowawayPostgres(throwaway.dir)
}
if (status !== 0)
  console.error('\nThe cluster suite failed (each failure above ends with the servers’ last log lines).')
process.exit(status)
