import {defineConfig, devices} from '@playwright/test'

import {E2E_BROWSER_PATH} from './e2e/chromium.mjs'
import {CONSENT_ANSWERED} from './e2e/consent'
import {services} from './e2e/mode'

const PORT = Number(process.env.E2E_PORT || 3210)
const SHARED_STATE = ['**/revalidate.spec.ts', '**/redirects.spec.ts', '**/services/**/*.spec.ts']
// Edits and publishes the home page's draft, which the specs above read in service mode's one Content Lake.
const PUBLISHES_HOME = '**/presentation.spec.ts'
// The real Studio, in service mode only: it edits that same lake, the home page included, once the others are done.
const STUDIO = '**/studio/**/*.spec.ts'

/** End-to-end tests against the production build, in Debian's Chromium (no browser download). */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/warmUp.ts',
  // One results folder per build, so parallel local runs never delete each other's traces.
  outputDir: `test-results/${process.env.NEXT_DIST_DIR || '.next'}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    // CI keeps only the log, and recording a trace costs a fifth of the run's time (same specs: 175 s with, 139 s without).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The consent banner is e2e/consent.spec.ts's subject; elsewhere the visitor has already answered it.
    storageState: CONSENT_ANSWERED,
    launchOptions: {
      executablePath: E2E_BROWSER_PATH,
      // Chromium's own background traffic is refused by our closed network; keep it quiet.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {...devices['Desktop Chrome'], channel: undefined},
      testIgnore: [...SHARED_STATE, PUBLISHES_HOME, STUDIO],
    },
    // Specs that change what the other specs read (published content, the search index, the services' modes)
    // run once those are done. e2e/services/ proves what only the local services can show (the API CDN's lag,
    // the Algolia index, a Brevo outage, the captcha's verdicts): it runs in service mode only.
    {
      name: 'shared state',
      use: {...devices['Desktop Chrome'], channel: undefined},
      testMatch: services ? SHARED_STATE : SHARED_STATE.filter((pattern) => !pattern.includes('/services/')),
      dependencies: ['chromium'],
    },
    // On the embedded defaults its content is a copy of its own (e2e/content.ts): it runs beside the others.
    {
      name: 'publishes the home page',
      use: {...devices['Desktop Chrome'], channel: undefined},
      testMatch: PUBLISHES_HOME,
      dependencies: services ? ['shared state'] : [],
    },
    ...(services
      ? [
          {
            name: 'studio',
            // The lake's certificate is made for the run; a person trusts theirs once (`npm run dev` says how).
            use: {...devices['Desktop Chrome'], channel: undefined, ignoreHTTPSErrors: true},
            testMatch: STUDIO,
            dependencies: ['publishes the home page'],
          },
        ]
      : []),
  ],
  webServer: {
    command: `next start --port ${PORT} --hostname 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Every spec submits forms, searches and asks the assistant from 127.0.0.1: the per-address rate limits would stop them
    // (e2e/run.mjs also gives the server its DATABASE_URL, which e2e/leads.ts reads).
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      FORMS_RATE_LIMIT_MAX: process.env.FORMS_RATE_LIMIT_MAX ?? '100000',
      SEARCH_RATE_LIMIT_MAX: process.env.SEARCH_RATE_LIMIT_MAX ?? '100000',
      ASSISTANT_RATE_LIMIT_MAX: process.env.ASSISTANT_RATE_LIMIT_MAX ?? '100000',
    },
  },
})
