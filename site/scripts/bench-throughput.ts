// `npm run bench:throughput` (after a build): requests per second at concurrency 20, in one run, of
//   - the home page, an article and the connector catalogue served by `next start` (NEXT_DIST_DIR, default .next);
//   - the same pages through deploy/'s nginx configuration in front of that server;
//   - an empty ISR page built with the same `next`, `react` and `react-dom` (a throwaway app in a temp folder), and an
//     ISR page of that app whose body is the home page's markup: what the framework alone does with those bytes;
//   - a static file server (Node's http and fs) holding the home page's bytes as `next start` sent them;
// with the non-2xx answers of each, then the two ratios the issue sets (targets ≥ 0.8): the home page under
// `next start` against the empty ISR page, and through nginx against the static server. It prints figures and
// asserts nothing: the machine's other work moves them. BENCH_SECONDS sets each measure's length (default 5),
// after a warm-up of 2 seconds.
import {execFile} from 'node:child_process'
import {existsSync, mkdirSync, mkdtempSync, readFile, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {promisify} from 'node:util'

import {startNginx} from '../../deploy/nginx.mjs'
import {CONNECTIONS, loadTest, NEXT, nextStart, onStop, runBenchmark, SECONDS, WARM_UP_SECONDS} from './bench/server'

const site = path.resolve(__dirname, '..')
const repository = path.resolve(site, '..')
const modules = path.join(repository, 'node_modules')

interface Measure {
  name: string
  requestsPerSecond: number
  non2xx: number
}

/**
 * An app built with the repository's `next`, of two ISR pages: an empty one (the framework's own rate for a page from
 * its cache) and one holding `homeHtml`, the home page's markup, as its body (the framework's rate for a page of
 * those bytes, whatever renders them).
 */
async function emptyIsrApp(homeHtml: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'parlia-bench-empty-'))
  onStop(() => rmSync(dir, {recursive: true, force: true}))
  mkdirSync(path.join(dir, 'pages'))
  symlinkSync(modules, path.join(dir, 'node_modules'))
  writeFileSync(path.join(dir, 'package.json'), '{"private": true}\n')
  // Turbopack resolves only inside its root, which must hold the temp folder and the repository's node_modules.
  writeFileSync(path.join(dir, 'next.config.js'), `module.exports = {turbopack: {root: '/'}}\n`)
  writeFileSync(
    path.join(dir, 'pages', 'index.js'),
    'export default function Page({text}) {\n  return <p>{text}</p>\n}\n\n' +
      "export function getStaticProps() {\n  return {props: {text: 'Bonjour'}, revalidate: 300}\n}\n",
  )
  writeFileSync(
    path.join(dir, 'pages', 'same-bytes.js'),
    `const HTML = ${JSON.stringify(homeHtml)}\n\nexport default function Page() {\n  return <div dangerouslySetInnerHTML={{__html: HTML}} />\n}\n\n` +
      'export function getStaticProps() {\n  return {props: {}, revalidate: 300}\n}\n',
  )
  console.log('Building the empty ISR page…')
  await promisify(execFile)(process.execPath, [NEXT, 'build'], {
    cwd: dir,
    env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: ''},
  })
  return (await nextStart(dir, {NEXT_DIST_DIR: ''})).origin
}

/** A Node static file server answering every request with the saved `file`, read from disk each time. */
async function staticServer(file: string): Promise<string> {
  const server: Server = createServer((_request, response) => {
    readFile(file, (error, bytes) => {
      if (error) response.writeHead(500).end()
      else response.writeHead(200, {'content-type': 'text/html; charset=utf-8'}).end(bytes)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onStop(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function measure(name: string, url: string): Promise<Measure> {
  await loadTest(url, WARM_UP_SECONDS)
  const result = await loadTest(url, SECONDS)
  const row = {name, requestsPerSecond: Math.round(result.requestsPerSecond), non2xx: result.non2xx + result.errors}
  console.log(`  ${name.padEnd(44)} ${String(row.requestsPerSecond).padStart(7)} req/s   non-2xx ${row.non2xx}`)
  return row
}

/** A statically generated article of this build (blog/[postId]). */
function anArticle(distDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>
  }
  const article = Object.keys(manifest.routes).find((route) => /^\/blog\/(?!page\/)[^/]+$/.test(route))
  if (!article) throw new Error('The build holds no article.')
  return article
}

async function main() {
  const distDir = path.join(site, process.env.NEXT_DIST_DIR || '.next')
  if (!existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`No build in ${distDir}: run \`npm run build\` first.`)
  const pages = {home: '/', article: anArticle(distDir), catalogue: '/solution/connecteurs'}
  const work = mkdtempSync(path.join(tmpdir(), 'parlia-bench-throughput-'))
  onStop(() => rmSync(work, {recursive: true, force: true}))

  // A database of its own (PGlite is one process), so a running site is left alone.
  const {origin} = await nextStart(site, {DATA_DIR: path.join(work, 'data')})
  const nginx = await startNginx({upstreams: [new URL(origin).host]})
  onStop(() => nginx.stop())
  const saved = path.join(work, 'home.html')
  const homeBytes = Buffer.from(await (await fetch(`${origin}/`)).arrayBuffer())
  writeFileSync(saved, homeBytes)
  const statik = await staticServer(saved)
  const empty = await emptyIsrApp(homeBytes.toString('utf8'))

  console.log(`autocannon -c ${CONNECTIONS}, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up`)
  const emptyPage = await measure('empty ISR page (next start)', `${empty}/`)
  const sameBytes = await measure('ISR page of the home page’s bytes (next start)', `${empty}/same-bytes`)
  const home = await measure('home page (next start)', `${origin}${pages.home}`)
  await measure(`article ${pages.article} (next start)`, `${origin}${pages.article}`)
  await measure('connector catalogue (next start)', `${origin}${pages.catalogue}`)
  const staticHome = await measure('home page bytes (Node static server)', `${statik}/`)
  const nginxHome = await measure('home page (nginx)', `${nginx.url}${pages.home}`)
  await measure(`article ${pages.article} (nginx)`, `${nginx.url}${pages.article}`)
  await measure('connector catalogue (nginx)', `${nginx.url}${pages.catalogue}`)

  const ratio = (a: Measure, b: Measure) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2)
  console.log(`home under next start / empty ISR page: ${ratio(home, emptyPage)} (target ≥ 0.8)`)
  console.log(`  the framework alone, for the home page's bytes:  ${ratio(sameBytes, emptyPage)}`)
  console.log(`home through nginx / static server:      ${ratio(nginxHome, staticHome)} (target ≥ 0.8)`)
}

runBenchmark(main)
