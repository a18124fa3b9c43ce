// `npm run bench:bundle [-- /route …]` (after a build; NEXT_DIST_DIR names it, default .next): each page's first-load
// JavaScript (gzip -9, scripts/bench/firstLoad.mjs) against the framework's floor, an empty page built now by the same
// `next` (scripts/bench/floor.mjs), and the budgets (scripts/bench/budgets.mjs): content and form pages at most
// floor + 15 KB, the search pages floor + 55 KB. Then checks that no first load holds the assistant's widget, the
// draft preview or visual editing (scripts/bench/forbidden.mjs). Every page of the build by default, or the routes
// given (patterns such as /blog/[postId], or paths the build prerendered). Exit code 1 when a page is over its budget
// or holds forbidden code: `npm test` runs it after the build.
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

import {bundleVerdict, KB} from './bench/budgets.mjs'
import {firstLoadFiles, gzipBytes} from './bench/firstLoad.mjs'
import {buildFloor, removeFloor} from './bench/floor.mjs'
import {checkForbidden, SHIPS_IN} from './bench/forbidden.mjs'
import {pageRouteOf, pageRoutes} from './bench/routes.mjs'

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distName = process.env.NEXT_DIST_DIR || '.next'
const distDir = path.join(site, distName)
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const signedKb = (bytes) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`
const shortList = (items) =>
  items.length > 4 ? `${items.slice(0, 4).join(', ')} and ${items.length - 4} more` : items.join(', ')

// The floor's folder goes on exit (scripts/bench/floor.mjs), also after Ctrl-C.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))

async function floorBytes() {
  console.log('Building the floor (an empty page of the same Next.js)…')
  const dir = await buildFloor()
  try {
    const floorDist = path.join(dir, '.next')
    return gzipBytes(floorDist, firstLoadFiles(readJson(path.join(floorDist, 'build-manifest.json')), '/'))
  } finally {
    removeFloor(dir)
  }
}

/** Prints each route against the floor and its budget; resolves with the routes over budget. */
function budgets(manifest, routes, floor) {
  console.log(`\nFirst-load JavaScript, gzip -9, of site/${distName} (/_app + the page + lowPriorityFiles, .js only)\n`)
  console.log(`${'route'.padEnd(48)} ${'first load'.padStart(10)} ${'vs floor'.padStart(10)}  verdict`)
  console.log(`${'floor (empty page, same Next.js)'.padEnd(48)} ${kb(floor).padStart(10)}`)
  const cache = new Map()
  const over = []
  for (const route of routes) {
    const verdict = bundleVerdict(route, gzipBytes(distDir, firstLoadFiles(manifest, route), cache), floor)
    const budget = `floor + ${verdict.budgetKb} KB`
    const status = verdict.over
      ? `OVER by ${kb(verdict.aboveBytes - verdict.budgetKb * KB)} (${budget})`
      : `ok (${budget})`
    console.log(
      `${route.padEnd(48)} ${kb(verdict.bytes).padStart(10)} ${signedKb(verdict.aboveBytes).padStart(10)}  ${status}`,
    )
    if (verdict.over) over.push(route)
  }
  return over
}

/** Prints what the forbidden-code check saw; resolves with the groups that failed. */
function forbiddenCode(manifest, routes) {
  const firstLoad = new Map()
  const pagesOf = new Map()
  for (const route of routes) {
    for (const file of firstLoadFiles(manifest, route)) {
      if (!firstLoad.has(file)) firstLoad.set(file, readFileSync(path.join(distDir, file), 'utf8'))
      pagesOf.set(file, [...(pagesOf.get(file) ?? []), route])
    }
  }
  const everyFirstLoad = new Set(pageRoutes(manifest).flatMap((route) => firstLoadFiles(manifest, route)))
  const groups = checkForbidden(site, distDir, firstLoad, everyFirstLoad)
  console.log(
    `\nCode kept out of first loads: markers of its own (scripts/bench/forbidden.mjs) searched in the ${firstLoad.size} first-load files\n`,
  )
  for (const group of groups) {
    const from = group.sources
      ? group.sources.map((dir) => `site/${dir}`).join(', ')
      : `${group.package}'s protocol names`
    const live = !group.shipsIn
      ? 'server-only or bundled apart'
      : `${group.seen.length} found in ${SHIPS_IN[group.shipsIn]}${group.seen.length ? ` (${shortList(group.seenFiles)})` : ''}`
    console.log(
      `${group.ok ? 'ok  ' : 'FAIL'} ${group.name}: ${group.markers.length} markers from ${from}; ${live}; ${group.violations.length ? 'IN A FIRST LOAD' : 'in no first load'}`,
    )
    for (const violation of group.violations) {
      console.log(
        `       ${violation.file} (first load of ${shortList(pagesOf.get(violation.file))}) holds ${violation.markers.map((m) => JSON.stringify(m)).join(', ')}`,
      )
    }
    if (!group.violations.length && !group.ok)
      console.log('       the markers no longer match that code: the check cannot see it')
  }
  return groups.filter((group) => !group.ok)
}

/**
 * Prints the HTML of each prerendered page of `routes` (one per route pattern, the first the build wrote): its bytes,
 * and those of its data block (`__NEXT_DATA__`, what the page's scripts read). Figures only: issue 29 wants the home
 * page at most 40 KB.
 */
function htmlSizes(routes, prerender) {
  console.log(`
HTML of the prerendered pages, uncompressed: the whole page, and its data block
`)
  const paths = Object.entries(prerender.routes)
  for (const route of routes) {
    const found = paths.find(([, {srcRoute}]) => (srcRoute ?? null) === route) ?? paths.find(([p]) => p === route)
    if (!found) continue
    const file = path.join(distDir, 'server', 'pages', `${found[0] === '/' ? '/index' : found[0]}.html`)
    if (!existsSync(file)) continue
    const html = readFileSync(file, 'utf8')
    const data = html.match(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? ''
    console.log(
      `${found[0].padEnd(48)} ${kb(Buffer.byteLength(html)).padStart(10)} ${kb(Buffer.byteLength(data)).padStart(10)}`,
    )
  }
}

async function main() {
  if (!existsSync(path.join(distDir, 'build-manifest.json'))) {
    throw new Error(
      `No production build in site/${distName}: run \`npm run build\` first (NEXT_DIST_DIR names another build).`,
    )
  }
  const manifest = readJson(path.join(distDir, 'build-manifest.json'))
  const prerender = readJson(path.join(distDir, 'prerender-manifest.json'))
  const args = process.argv.slice(2)
  const routes = args.length
    ? [...new Set(args.map((route) => pageRouteOf(route, manifest, prerender)))]
    : pageRoutes(manifest)

  const over = budgets(manifest, routes, await floorBytes())
  const failed = forbiddenCode(manifest, routes)
  htmlSizes(routes, prerender)
  console.log(
    `\n${over.length} of ${routes.length} pages over their budget; code kept out of first loads: ` +
      `${failed.length ? `FAIL (${failed.map((group) => group.name).join(', ')})` : 'ok'}`,
  )
  return over.length || failed.length ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
