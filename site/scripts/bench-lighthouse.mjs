// Lighthouse (mobile preset, simulated throttling) on the production build, in Debian's Chromium.
// Prints each route's four category scores and key metrics; exits 1 below the standing budgets.
// Usage: npm run bench:lighthouse -w @parlia/site [-- /route …]   (after `npm run build`)
import {spawn} from 'node:child_process'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import {CHROMIUM_PATH} from '../e2e/chromium.mjs'

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.BENCH_PORT || 3290)
const ROUTES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/connexion', '/page-inconnue']
const BUDGET = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100}

const server = spawn(path.join(site, '..', 'node_modules', '.bin', 'next'), ['start', '--port', String(PORT)], {
  cwd: site,
  env: {...process.env, NEXT_TELEMETRY_DISABLED: '1'},
  stdio: 'ignore',
})
const base = `http://localhost:${PORT}`
for (let attempt = 0; ; attempt += 1) {
  if (await fetch(base).then(() => true, () => false)) break
  if (attempt > 100) throw new Error('The production server did not start (run `npm run build` first).')
  await new Promise((resolve) => setTimeout(resolve, 200))
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})
let failures = 0
try {
  console.log('route'.padEnd(28), 'perf', ' a11y', '  bp', ' seo', '   LCP ms', '  TBT ms', '   CLS')
  for (const route of ROUTES) {
    const {lhr} = await lighthouse(`${base}${route}`, {port: chrome.port, output: 'json', logLevel: 'error'}, undefined)
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN
    const scores = Object.keys(BUDGET).map(score)
    // Pages kept out of search engines on purpose (login, 404) are not held to the SEO score.
    const noindex = lhr.audits['is-crawlable']?.score === 0
    const below = Object.entries(BUDGET).filter(([id, min]) => score(id) < min && !(noindex && id === 'seo'))
    if (below.length) failures += 1
    console.log(
      route.padEnd(28),
      ...scores.map((value) => String(value).padStart(4)),
      metric('largest-contentful-paint').toFixed(0).padStart(9),
      metric('total-blocking-time').toFixed(0).padStart(8),
      metric('cumulative-layout-shift').toFixed(3).padStart(7),
      noindex ? ' (noindex)' : '',
      below.length ? `  below budget: ${below.map(([id]) => id).join(', ')}` : '',
    )
    for (const [id] of below) {
      const audits = lhr.categories[id].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      for (const audit of audits) console.log(`    ${id}: ${audit.id} — ${audit.title}`)
    }
  }
} finally {
  await chrome.kill()
  server.kill()
}
process.exit(failures ? 1 : 0)
