// Measures the first-load JavaScript (gzip) of each page of the production build against the
// framework's own floor: an empty page built by the same Next.js and React in a scratch app.
// Usage: npm run bench:bundle -w @parlia/site   (after `npm run build`)
import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {gzipSync} from 'node:zlib'

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repo = path.resolve(site, '..')
const distDir = process.env.NEXT_DIST_DIR || '.next'
const BUDGETS_KB = {content: 25, search: 80}
const SEARCH_PAGES = new Set(['/solution/connecteurs', '/ressources/faq'])

/** The scripts a first visit to `route` loads: the app's, the page's and the manifests. */
function firstLoadKb(appDir, route) {
  const dist = appDir === site ? distDir : '.next'
  const manifest = JSON.parse(readFileSync(path.join(appDir, dist, 'build-manifest.json'), 'utf8'))
  const files = new Set([...manifest.pages['/_app'], ...(manifest.pages[route] ?? []), ...manifest.lowPriorityFiles])
  let bytes = 0
  for (const file of files) {
    if (file.endsWith('.js')) bytes += gzipSync(readFileSync(path.join(appDir, dist, file)), {level: 9}).length
  }
  return bytes / 1024
}

function buildFloor() {
  const dir = path.join(site, `.bench-floor-${process.pid}`)
  rmSync(dir, {recursive: true, force: true})
  mkdirSync(path.join(dir, 'pages'), {recursive: true})
  writeFileSync(path.join(dir, 'pages/index.js'), 'export default function Empty() {\n  return null\n}\n')
  writeFileSync(path.join(dir, 'next.config.mjs'), `export default {turbopack: {root: ${JSON.stringify(repo)}}}\n`)
  execFileSync(path.join(repo, 'node_modules/.bin/next'), ['build'], {
    cwd: dir,
    stdio: 'ignore',
    env: {...process.env, NEXT_TELEMETRY_DISABLED: '1'},
  })
  return dir
}

if (!existsSync(path.join(site, distDir, 'build-manifest.json'))) {
  console.error('No production build: run `npm run build -w @parlia/site` first.')
  process.exit(1)
}

const floorDir = buildFloor()
const floor = firstLoadKb(floorDir, '/')
rmSync(floorDir, {recursive: true, force: true})

const manifest = JSON.parse(readFileSync(path.join(site, distDir, 'build-manifest.json'), 'utf8'))
const routes = Object.keys(manifest.pages).filter((route) => !route.startsWith('/_'))
let over = 0
console.log(`Framework floor (empty page, same Next.js and React): ${floor.toFixed(1)} KB gzip\n`)
console.log('route'.padEnd(48), 'first load', '  above floor', '  budget')
for (const route of routes.sort()) {
  const total = firstLoadKb(site, route)
  const budget = SEARCH_PAGES.has(route) ? BUDGETS_KB.search : BUDGETS_KB.content
  const above = total - floor
  if (above > budget) over += 1
  console.log(
    route.padEnd(48),
    `${total.toFixed(1)} KB`.padStart(10),
    `${above >= 0 ? '+' : ''}${above.toFixed(1)} KB`.padStart(13),
    `${above > budget ? 'OVER' : 'ok'} (${budget} KB)`.padStart(10),
  )
}
process.exit(over ? 1 : 0)
