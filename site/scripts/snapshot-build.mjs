// `npm run snapshot:build -- <folder>` (after a build; NEXT_DIST_DIR names it, default .next) writes what a visitor
// receives from the build: the HTML of every URL of its sitemap, of a page that does not exist and of robots.txt,
// served by `next start`, and each page route's first-load JavaScript (gzip -9, as bench:bundle counts it).
// `npm run snapshot:build -- --compare <before> <after>` prints every difference between two snapshots; exit code 1
// when there is one. For a change that must not change behaviour (a restructuring): snapshot a build before, one
// after, compare.
// What differs between two builds of the same code, or two requests, is written neutrally (snapshot/neutral.mjs).
import {spawn} from 'node:child_process'
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

import {firstLoadFiles, gzipBytes} from './bench/firstLoad.mjs'
import {pageRoutes} from './bench/routes.mjs'
import {freePort, listening} from './loopback.mjs'
import {neutral} from './snapshot/neutral.mjs'

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distName = process.env.NEXT_DIST_DIR || '.next'
const distDir = path.join(site, distName)
const NEXT = path.join(path.dirname(fileURLToPath(import.meta.resolve('next/package.json'))), 'dist/bin/next')
const MISSING_PAGE = '/page-qui-n-existe-pas'

/** A URL's path as a file name of the snapshot. */
const fileOf = (pathname) => `${pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '__')}.html`

async function sitemapPaths(origin, url = `${origin}/sitemap.xml`) {
  const xml = await (await fetch(url)).text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]))
  const nested = locations.filter((location) => location.pathname.endsWith('.xml'))
  const pages = locations.filter((location) => !location.pathname.endsWith('.xml')).map((location) => location.pathname)
  for (const sitemap of nested) pages.push(...(await sitemapPaths(origin, `${origin}${sitemap.pathname}`)))
  return pages
}

async function snapshot(folder) {
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`No build in site/${distName}: run the build first.`)
  const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
  rmSync(folder, {recursive: true, force: true})
  mkdirSync(path.join(folder, 'html'), {recursive: true})

  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const cache = new Map()
  const firstLoad = pageRoutes(manifest).map(
    (route) => `${route}\t${gzipBytes(distDir, firstLoadFiles(manifest, route), cache)}`,
  )
  writeFileSync(path.join(folder, 'first-load.tsv'), `${firstLoad.join('\n')}\n`)

  const port = await freePort()
  const server = spawn(process.execPath, [NEXT, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: site,
    env: {...process.env, NEXT_TELEMETRY_DISABLED: '1'},
    stdio: 'ignore',
  })
  try {
    await listening(port, {name: 'next start', exited: () => server.exitCode !== null, ms: 60_000})
    const origin = `http://127.0.0.1:${port}`
    const paths = [...new Set([...(await sitemapPaths(origin)), MISSING_PAGE, '/robots.txt'])].sort()
    for (const pathname of paths) {
      const response = await fetch(`${origin}${pathname}`, {redirect: 'manual'})
      const body = neutral(await response.text(), buildId)
      writeFileSync(path.join(folder, 'html', fileOf(pathname)), `<!-- ${pathname} ${response.status} -->\n${body}`)
    }
    console.log(`Snapshot of site/${distName} in ${folder}: ${paths.length} URLs, ${firstLoad.length} page routes.`)
  } finally {
    server.kill()
  }
}

function compare(before, after) {
  const differences = []
  const lines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [])
  const loads = (folder) =>
    new Map(
      lines(path.join(folder, 'first-load.tsv'))
        .filter(Boolean)
        .map((line) => line.split('\t')),
    )
  const [loadsBefore, loadsAfter] = [loads(before), loads(after)]
  for (const route of new Set([...loadsBefore.keys(), ...loadsAfter.keys()])) {
    if (loadsBefore.get(route) !== loadsAfter.get(route))
      differences.push(
        `first load of ${route}: ${loadsBefore.get(route) ?? 'none'} → ${loadsAfter.get(route) ?? 'none'} bytes`,
      )
  }
  const pages = (folder) => new Set(readdirSync(path.join(folder, 'html')))
  const [pagesBefore, pagesAfter] = [pages(before), pages(after)]
  for (const file of [...new Set([...pagesBefore, ...pagesAfter])].sort()) {
    if (!pagesAfter.has(file) || !pagesBefore.has(file)) {
      differences.push(`${file}: only ${pagesAfter.has(file) ? 'after' : 'before'}`)
      continue
    }
    // Made neutral again: a snapshot taken before a rule was added compares as if taken with it.
    const read = (folder) => neutral(readFileSync(path.join(folder, 'html', file), 'utf8'), 'BUILD_ID').split('\n')
    const [a, b] = [read(before), read(after)]
    const line = a.findIndex((text, index) => text !== b[index])
    if (line === -1 && a.length === b.length) continue
    const at = line === -1 ? Math.min(a.length, b.length) : line
    const [x, y] = [a[at] ?? '', b[at] ?? '']
    let column = 0
    while (column < x.length && x[column] === y[column]) column += 1
    const excerpt = (text) => text.slice(Math.max(0, column - 60), column + 100)
    differences.push(
      `${file}, line ${at + 1}, column ${column + 1}:\n    before: ${excerpt(x)}\n    after:  ${excerpt(y)}`,
    )
  }
  console.log(
    differences.length === 0 ? 'No difference.' : `${differences.length} differences:\n- ${differences.join('\n- ')}`,
  )
  if (differences.length > 0) process.exitCode = 1
}

const args = process.argv.slice(2)
if (args[0] === '--compare' && args.length === 3) compare(args[1], args[2])
else if (args.length === 1 && !args[0].startsWith('--')) await snapshot(path.resolve(args[0]))
else {
  console.error('Usage: npm run snapshot:build -- <folder> | --compare <before> <after>')
  process.exitCode = 2
}
