// Runs the end-to-end suite, after checking that the browser and the production build exist.
import {spawnSync} from 'node:child_process'
import {existsSync} from 'node:fs'

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

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {stdio: 'inherit'})
process.exit(result.status ?? 1)
