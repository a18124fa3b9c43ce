// Runs the end-to-end suite in both modes, one after the other:
//   embedded  the defaults (bundled dataset, the site's own search, e-mails as files, no captcha), against the
//             production build in .next (`npm run build`);
//   services  every outside service configured as a customer deploys it (Sanity, Algolia, Brevo, Turnstile, a
//             language model), its hosts pointed at local servers that speak those protocols (services/, e2e/stack.mjs): the
//             runner starts them, indexes Algolia with `npm run search:index`, builds the site against them into
//             .next-services (public values are inlined at build time) and runs the same specs, plus
//             e2e/services/ and e2e/studio/: for these it also builds the real Studio, which the local Content Lake
//             serves, for a site of that spec's own (studio.spec.ts).
// E2E_MODE=embedded or E2E_MODE=services runs one; arguments go to Playwright (`node e2e/run.mjs forms.spec.ts`).
import {spawn} from 'node:child_process'
import {existsSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

import {DEFAULT_DATASET, LOCAL_PROJECT_ID} from '@parlia/schemas/env/defaults'
import getPort from 'get-port'

import {startThrowawayPostgres, stopThrowawayPostgres} from '../test/throwaway-postgres.mjs'
import {CHROMIUM_PATH, chromiumInstalled, HEADLESS_SHELL_PATH} from './chromium.mjs'
import {startStack} from './stack.mjs'

const SITE = fileURLToPath(new URL('..', import.meta.url))
const MODES = ['embedded', 'services']
const modes = process.env.E2E_MODE ? [process.env.E2E_MODE] : MODES
if (!modes.every((mode) => MODES.includes(mode))) {
  console.error(`E2E_MODE is one of ${MODES.join(', ')} (unset: both).`)
  process.exit(1)
}
if (!chromiumInstalled()) {
  console.error(
    `Chromium was found neither at ${HEADLESS_SHELL_PATH} nor at ${CHROMIUM_PATH}.\n` +
      "Install Debian's builds with:  sudo apt-get install -y chromium-headless-shell chromium\n" +
      '(or point CHROMIUM_HEADLESS_SHELL_PATH or CHROMIUM_PATH at another build).',
  )
  process.exit(1)
}
const embeddedBuild = process.env.NEXT_DIST_DIR || '.next'
if (modes.includes('embedded') && !existsSync(path.join(SITE, embeddedBuild, 'BUILD_ID'))) {
  console.error('No production build found: run `npm run build` (or `npm test` from the repository root) first.')
  process.exit(1)
}

/** Runs a command in site/ and resolves with its exit code; an interruption is passed on to it. */
function run(command, args, env) {
  const child = spawn(command, args, {cwd: SITE, stdio: 'inherit', env})
  const forward = (signal) => child.kill(signal)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward)
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, forward)
      resolve(code ?? 1)
    }),
  )
}

const playwright = (env) => run('npx', ['playwright', 'test', ...process.argv.slice(2)], env)

async function embedded(env) {
  console.log('\n=== End-to-end tests, embedded defaults ===\n')
  return playwright({...env, NEXT_DIST_DIR: embeddedBuild})
}

/**
 * Builds the Studio into a temporary folder for the site at `siteUrl` (which its Presentation tool frames), on the
 * local Content Lake (no SANITY_PROJECT_ID), as `npm run dev` runs it. Resolves with the folder, or null on failure.
 */
async function buildStudio(siteUrl, env) {
  const dir = mkdtempSync(path.join(tmpdir(), 'parlia-e2e-studio-'))
  // Set, so that a project in the developer's .env does not win: the local lake's project, the stack's dataset.
  const status = await run('npm', ['run', '--silent', 'build:into', '-w', '@parlia/studio', '--', dir], {
    ...env,
    SANITY_PROJECT_ID: LOCAL_PROJECT_ID,
    SANITY_DATASET: DEFAULT_DATASET,
    NEXT_PUBLIC_SITE_URL: siteUrl,
  })
  return status === 0 ? dir : null
}

async function services(env) {
  console.log('\n=== End-to-end tests, service mode (local Sanity, Algolia, Brevo and Turnstile) ===\n')
  const studioSitePort = await getPort({host: '127.0.0.1'})
  const studioSiteUrl = `http://127.0.0.1:${studioSitePort}`
  const studioApp = await buildStudio(studioSiteUrl, env)
  if (!studioApp) return 1
  const stack = await startStack({STACK_STUDIO_APP: studioApp, STACK_STUDIO_SITE_URL: studioSiteUrl})
  try {
    const modeEnv = {
      ...env,
      ...stack.env,
      NEXT_DIST_DIR: process.env.E2E_SERVICES_DIST_DIR || '.next-services',
      E2E_PORT: process.env.E2E_SERVICES_PORT || String(Number(env.E2E_PORT || 3210) + 1),
      E2E_SERVICES: JSON.stringify(stack.admin),
      E2E_STUDIO_SITE_PORT: String(studioSitePort),
    }
    const steps = [
      () => run('npx', ['tsx', 'scripts/search-index.ts'], modeEnv),
      // The site's own build script: Next.js's build and the draft-mode editing script beside it (public/).
      () => run('npm', ['run', 'build', '--silent'], modeEnv),
      () => playwright(modeEnv),
    ]
    for (const step of steps) {
      const status = await step()
      if (status !== 0) return status
    }
    return 0
  } finally {
    await stack.stop()
    rmSync(studioApp, {recursive: true, force: true})
  }
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
const failed = []
try {
  for (const mode of modes) {
    const status = await (mode === 'embedded' ? embedded : services)(env)
    if (status !== 0) failed.push(mode)
  }
} catch (error) {
  console.error(error)
  failed.push('runner')
} finally {
  if (throwaway) stopThrowawayPostgres(throwaway.dir)
  if (dataDir) rmSync(dataDir, {recursive: true, force: true})
}
if (failed.length > 0) console.error(`\nEnd-to-end tests failed in: ${failed.join(', ')}.`)
process.exit(failed.length > 0 ? 1 : 0)
