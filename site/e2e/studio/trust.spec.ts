import {spawnSync} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {trustCommands} from '@parlia/services/src/contentLake/tls'
import {chromium, expect, test} from '@playwright/test'

import {E2E_BROWSER_PATH} from '../chromium.mjs'
import {services} from '../mode'

// On its first run, `npm run dev` prints the command that makes a person's browser trust the local Content Lake's
// certificate (trustHint). The Linux one runs here as a person would run it, in a home folder of the spec's own; then
// Debian's Chromium, told nothing else (no ignoreHTTPSErrors), must open the lake's HTTPS host, and must refuse it
// without the command. Service mode only, on the certificate made for the run (playwright.config.ts).
const studio = services!.contentLake.studio!
const linuxCommand = trustCommands(studio.certFile).linux
const homes: string[] = []

test.beforeAll(() => {
  const certutil = spawnSync('certutil', ['-H'])
  if ((certutil.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    throw new Error("certutil was not found: install Debian's libnss3-tools (.ci/run does).")
})

test.afterAll(() => {
  for (const home of homes) rmSync(home, {recursive: true, force: true})
})

const newHome = () => {
  const home = mkdtempSync(path.join(tmpdir(), 'parlia-trust-home-'))
  homes.push(home)
  return home
}

/** The environment of a person whose home folder is `home` (their browser's certificate database lives in it). */
const personIn = (home: string): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== 'XDG_DATA_HOME',
    ),
  ),
  HOME: home,
})

/** What Chromium, run by the person in `home`, answers for the lake's login page: its status, or its error. */
async function openLake(home: string): Promise<string> {
  const browser = await chromium.launch({executablePath: E2E_BROWSER_PATH, env: personIn(home)})
  try {
    // Set against the studio project's own ignoreHTTPSErrors, which the runner lends every new page.
    const page = await browser.newPage({ignoreHTTPSErrors: false})
    const response = await page.goto(`${studio.url}/auth/login?origin=${encodeURIComponent(studio.url)}`)
    return `${response?.status()} ${await page.title()}`
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? ''
  } finally {
    await browser.close()
  }
}

function runPrintedCommand(home: string) {
  const run = spawnSync('sh', ['-c', linuxCommand], {env: personIn(home) as NodeJS.ProcessEnv, encoding: 'utf8'})
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
}

test('a browser that has run before trusts the lake once the printed Linux command has run', async () => {
  const home = newHome()
  // Refused at first: Chromium makes its certificate database on this first run, wherever its version puts it.
  expect(await openLake(home)).toMatch(/ERR_CERT_AUTHORITY_INVALID/)
  runPrintedCommand(home)
  expect(await openLake(home)).toBe('200 Connexion au Content Lake local')
})

test('the printed Linux command also works before the browser ever ran', async () => {
  const home = newHome()
  runPrintedCommand(home)
  expect(await openLake(home)).toBe('200 Connexion au Content Lake local')
})
