// `npm run build` and `npm start`'s build: turbo's build with CONTENT_STATE set (see contentState.ts), the arguments
// passed through (`--filter=@parlia/site`).
import {spawnSync} from 'node:child_process'
import {join} from 'node:path'

import {REPO_ROOT} from '../content/env'
import {configuredContentState} from './contentState'

async function main() {
  const state = await configuredContentState(join(REPO_ROOT, '.env'))
  const {status} = spawnSync('turbo', ['run', 'build', ...process.argv.slice(2)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {...process.env, CONTENT_STATE: state, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1'},
  })
  process.exit(status ?? 1)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
