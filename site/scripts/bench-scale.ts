// `npm run bench:scale [-- 1 10 100]`: how the site's costs grow with its content. For each factor (default 1, 10 and
// 100), a copy of the bundled dataset with that many times the articles, connectors, FAQ entries, use cases, customer
// cases and job offers (`npm run content:scale`; 1 is the bundled dataset itself) is built into .next-scale-x<N> and
// served by `next start` (no Sanity project, no Redis, a database of its own), and it prints:
//   - the build: its time, the peak resident memory of its process tree (sampled every 200 ms), the pages prerendered;
//   - the sitemap: its first answer's time, its URLs and bytes (an index and its parts past 50,000 URLs or 50 MB);
//   - the search's and the assistant's indexes, which a server builds on its first search and its first question: that
//     request's time and the server's memory it adds;
//   - p50/p95 at concurrency 20 of an article, of the connector catalogue, of POST /api/search (a keyword typed, as
//     InstantSearch asks) and of POST /api/assistant (questions in turn), each for BENCH_SECONDS (default 10);
//   - a settings change: the site settings' newsletter address (in every page's footer) is changed in the content and
//     the webhook sent as Sanity does; the time until every generated page (the prerendered ones and those the traffic
//     above generated) shows the new address;
//   - the server's memory after BENCH_SCALE_SOAK_SECONDS (default 600) of traffic over every URL of the sitemap.
// BENCH_SCALE_HEAP_MB sets the server's V8 heap bound instead of the start script's (384 MB), which 100× outgrows.
// BENCH_SCALE_BACKEND=lake serves the content from the local Content Lake and the search from the local Algolia (the
// services' stack, each factor's copy loaded into it, the records pushed by search:index), as a Sanity project and
// Algolia would: the dataset and the search's index are then out of the instance, and the bench neither searches
// through it nor counts the search (the browser asks Algolia). The assistant answers with extracts in both.
// Prints figures and asserts nothing; it takes long (the 100× build alone takes minutes).
import {spawn} from 'node:child_process'
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'

import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {routes} from '@parlia/schemas/routes'
import {createClient} from '@sanity/client'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {parseSitemap, parseSitemapIndex} from 'sitemap'
import {Readable} from 'node:stream'

import {
  CONNECTIONS,
  type Load,
  loadRequests,
  loadTest,
  nextStart,
  type NextServer,
  onStop,
  processTree,
  residentKiB,
  runBenchmark,
} from './bench/server'
import {catalogueSearchBody} from './bench/searchRequest'
import {type StartedStack, startStack} from '../e2e/stack.mjs'
import {startScriptEnv} from '../test/start-script.mjs'

const site = path.resolve(__dirname, '..')
const repository = path.resolve(site, '..')
const FACTORS = process.argv.slice(2).length ? process.argv.slice(2).map(Number) : [1, 10, 100]
const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const SOAK_SECONDS = Number(process.env.BENCH_SCALE_SOAK_SECONDS || 600)
const SECRET = 'bench-scale-secret'
const GIVE_UP_MS = 30 * 60_000
/** The server's V8 heap bound in MB, instead of the start script's (`BENCH_SCALE_HEAP_MB`). */
const HEAP_MB = process.env.BENCH_SCALE_HEAP_MB
const BACKENDS = ['dataset', 'lake'] as const
const BACKEND = (process.env.BENCH_SCALE_BACKEND || 'dataset') as (typeof BACKENDS)[number]
/** The stack's variables the bench leaves out: the assistant answers with extracts, as on the bundled dataset. */
const NOT_FROM_STACK = ['ASSISTANT_LLM_BASE_URL', 'ASSISTANT_LLM_API_KEY', 'ASSISTANT_LLM_MODEL']
const QUESTIONS = [
  'Où sont hébergées les données ?',
  'Combien coûte Parlia ?',
  'Est-ce que vous vous connectez à GLPI ?',
  'Comment créer un assistant sans coder ?',
  'Quels sont vos délais de mise en place ?',
]

interface Figures {
  factor: number
  documents: number
  build: {seconds: number; peakMb: number; prerendered: number}
  sitemap: {ms: number; urls: number; bytes: number; parts: number}
  /** Null on the local Algolia, which the browser asks. */
  searchIndex: {ms: number; mb: number} | null
  assistantIndex: {ms: number; mb: number}
  article: Load
  catalogue: Load
  search: Load | null
  assistant: Load
  /** `last`: one of the pages that showed the change last. */
  settings: {ms: number; pages: number; stale: number; last: string}
  soak: {seconds: number; requests: number; rssMb: number}
}

/** What a factor's measures need of its build and server. */
interface Served {
  contentDir: string
  stack: StartedStack | null
  documents: number
  build: {seconds: number; peakMb: number}
  prerendered: number
  distDir: string
}

const mb = (kiB: number) => kiB / 1024

/** Runs a command in `cwd`, sampling its process tree's resident memory; resolves with its time and peak. */
/** A build's processes start and end while they are sampled: one that has ended holds nothing. */
function residentOrNothing(pid: number): number {
  try {
    return residentKiB(pid)
  } catch {
    return 0
  }
}

function measuredRun(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const started = performance.now()
  const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']})
  const output: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
  let peakKiB = 0
  const sampler = setInterval(() => {
    const total = processTree(child.pid!).reduce((sum, pid) => sum + residentOrNothing(pid), 0)
    peakKiB = Math.max(peakKiB, total)
  }, 200)
  return new Promise<{seconds: number; peakMb: number}>((resolve, reject) =>
    child.once('exit', (code) => {
      clearInterval(sampler)
      if (code === 0) resolve({seconds: (performance.now() - started) / 1000, peakMb: mb(peakKiB)})
      else
        reject(new Error(`${Buffer.concat(output).toString()}\n\`${command} ${args.join(' ')}\` exited with ${code}.`))
    }),
  )
}

/** The content folder for `factor`: the bundled dataset, or a scaled copy written by `npm run content:scale`. */
async function contentFor(factor: number, work: string): Promise<string> {
  const dir = path.join(work, `content-x${factor}`)
  // A copy even at 1×: the settings change below edits it.
  if (factor === 1) {
    cpSync(path.join(repository, 'content'), dir, {recursive: true})
    return dir
  }
  await measuredRun(
    'npm',
    ['run', '--silent', 'content:scale', '--', String(factor), '--out', dir],
    repository,
    process.env,
  )
  return dir
}

const documentCount = (contentDir: string) =>
  readFileSync(path.join(contentDir, 'data.ndjson'), 'utf8').split('\n').filter(Boolean).length

async function timed(url: string, init?: RequestInit): Promise<{ms: number; text: string; status: number}> {
  const started = performance.now()
  const response = await fetch(url, {...init, signal: AbortSignal.timeout(300_000)})
  const text = await response.text()
  return {ms: performance.now() - started, text, status: response.status}
}

/** The sitemap's URLs as paths, through its index and parts when it has them. */
async function sitemap(origin: string): Promise<Figures['sitemap'] & {paths: string[]}> {
  const first = await timed(`${origin}${routes.sitemap}`)
  let bytes = first.text.length
  let texts = [first.text]
  let parts = 0
  if (first.text.includes('<sitemapindex')) {
    const index = await parseSitemapIndex(Readable.from([first.text]))
    parts = index.length
    texts = await Promise.all(
      index.map(async ({url}) => {
        const part = new URL(url)
        return (await timed(`${origin}${part.pathname}${part.search}`)).text
      }),
    )
    bytes += texts.reduce((sum, text) => sum + text.length, 0)
  }
  const items = (await Promise.all(texts.map((text) => parseSitemap(Readable.from([text]))))).flat()
  const paths = items.map(({url}) => {
    const {pathname, search} = new URL(url)
    return `${pathname}${search}`
  })
  return {ms: first.ms, urls: paths.length, bytes, parts, paths}
}

const json = {'content-type': 'application/json'}

/** The first request of its kind, which builds an index: its time, and the server's memory it adds. */
async function firstBuild(pid: number, request: () => Promise<{ms: number; status: number}>) {
  const before = residentKiB(pid)
  const {ms, status} = await request()
  if (status !== 200) throw new Error(`The request building the index answered ${status}.`)
  return {ms, mb: mb(residentKiB(pid) - before)}
}

/** Every generated page: the build's prerendered ones, and those generated since (Next's cache folder). */
function generatedPaths(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>
  }
  return Object.keys(manifest.routes).filter((route) => !route.startsWith('/_') && route !== '/500')
}

/** Publishes a new newsletter address: in the bundled dataset's file, or on the local Content Lake as the Studio would. */
async function publishNewsletterUrl(marker: string, {contentDir, stack}: Served): Promise<void> {
  if (stack) {
    const {url, projectId, dataset, writeToken} = stack.admin.contentLake
    const client = createClient({
      projectId,
      dataset,
      apiHost: url,
      useProjectHostname: false,
      apiVersion: SANITY_API_VERSION,
      token: writeToken,
      useCdn: false,
    })
    await client.patch('siteSettings').set({newsletterUrl: marker}).commit()
    return
  }
  const file = path.join(contentDir, 'data.ndjson')
  const lines = readFileSync(file, 'utf8').split('\n')
  const edited = lines.map((line) => {
    if (!line.includes('"_id":"siteSettings"')) return line
    const settings = JSON.parse(line) as Record<string, unknown>
    return JSON.stringify({...settings, newsletterUrl: marker})
  })
  writeFileSync(file, edited.join('\n'))
}

/** Changes the newsletter address in every page's footer, sends the webhook, and polls every page until it shows. */
async function settingsChange(origin: string, served: Served, pages: string[]): Promise<Figures['settings']> {
  const marker = `https://lettre.parlia.fr/?edition=${Date.now()}`
  await publishNewsletterUrl(marker, served)
  const started = performance.now()
  const body = JSON.stringify({_id: 'siteSettings', _type: 'siteSettings', slug: null, operation: 'update'})
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: {...json, [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET)},
    body,
  })
  if (response.status !== 202) throw new Error(`The webhook answered ${response.status}: ${await response.text()}`)
  let stale = [...pages]
  let last = ''
  while (stale.length && performance.now() - started < GIVE_UP_MS) {
    const next: string[] = []
    for (let index = 0; index < stale.length; index += CONNECTIONS) {
      const batch = stale.slice(index, index + CONNECTIONS)
      const texts = await Promise.all(batch.map(async (page) => (await timed(`${origin}${page}`)).text))
      batch.forEach((page, at) => {
        if (!texts[at]!.includes(marker)) next.push(page)
      })
    }
    if (!next.length) last = stale[0]!
    stale = next
    if (stale.length) await sleep(500)
  }
  return {ms: performance.now() - started, pages: pages.length, stale: stale.length, last}
}

/** Starts the local services on `contentDir` and pushes its search records to their Algolia. */
async function lakeFor(contentDir: string): Promise<StartedStack> {
  const stack = await startStack({STACK_CONTENT_DIR: contentDir})
  onStop(() => stack.stop())
  for (const name of NOT_FROM_STACK) delete stack.env[name]
  const indexed = await measuredRun('npx', ['tsx', 'scripts/search-index.ts'], site, {...process.env, ...stack.env})
  console.log(`local Content Lake and Algolia started, records pushed in ${indexed.seconds.toFixed(0)} s`)
  return stack
}

async function measure(factor: number, work: string): Promise<Figures> {
  console.log(`\n=== ${factor}× the content (${BACKEND}) ===`)
  const contentDir = await contentFor(factor, work)
  const documents = documentCount(contentDir)
  const stack = BACKEND === 'lake' ? await lakeFor(contentDir) : null
  // The content's source: the lake's variables, or the bundled dataset's copy (no project).
  const source = stack ? stack.env : {CONTENT_DIR: contentDir, SANITY_PROJECT_ID: ''}
  const distName = `.next-scale-x${factor}`
  const distDir = path.join(site, distName)
  onStop(() => rmSync(distDir, {recursive: true, force: true}))
  const env = {...process.env, ...source, NEXT_DIST_DIR: distName, NEXT_TELEMETRY_DISABLED: '1'}
  const build = await measuredRun('npm', ['run', '--silent', 'build'], site, env)
  const prerendered = generatedPaths(distDir).length
  console.log(
    `${documents} documents; build ${build.seconds.toFixed(0)} s, peak ${build.peakMb.toFixed(0)} MB, ${prerendered} pages prerendered`,
  )

  const dataDir = mkdtempSync(path.join(tmpdir(), 'parlia-bench-scale-data-'))
  onStop(() => rmSync(dataDir, {recursive: true, force: true}))
  const server = await nextStart(site, {
    ...source,
    NEXT_DIST_DIR: distName,
    REDIS_URL: '',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SANITY_REVALIDATE_SECRET: SECRET,
    // One address sends every request: the per-address limits would stop the run.
    SEARCH_RATE_LIMIT_MAX: '100000000',
    ASSISTANT_RATE_LIMIT_MAX: '100000000',
    // The start script's heap bound fits the bundled content to 10×; a larger content base needs a larger one (its
    // other V8 settings kept).
    ...(HEAP_MB && {
      NODE_OPTIONS: startScriptEnv().NODE_OPTIONS!.replace(
        /--max-old-space-size=\d+/,
        `--max-old-space-size=${HEAP_MB}`,
      ),
    }),
  })
  try {
    return await measureServed(factor, server, {contentDir, stack, documents, build, prerendered, distDir})
  } catch (error) {
    // `next start` serves from a child process: one that died says why only on stderr.
    console.error(`The server failed during the run; the end of its stderr:\n${server.stderr()}`)
    throw error
  } finally {
    await stack?.stop()
  }
}

async function measureServed(factor: number, server: NextServer, served: Served): Promise<Figures> {
  const {stack, documents, build, prerendered, distDir} = served
  const {origin} = server
  const pid = server.pid()

  const map = await sitemap(origin)
  console.log(
    `sitemap: first answer ${map.ms.toFixed(0)} ms, ${map.urls} URLs, ${(map.bytes / 1024).toFixed(0)} KB` +
      (map.parts ? ` in ${map.parts} parts` : ''),
  )
  const searchIndex = stack
    ? null
    : await firstBuild(pid, () =>
        timed(`${origin}/api/search`, {method: 'POST', headers: json, body: catalogueSearchBody('ticket')}),
      )
  const assistantIndex = await firstBuild(pid, () =>
    timed(`${origin}/api/assistant`, {method: 'POST', headers: json, body: JSON.stringify({question: QUESTIONS[0]})}),
  )
  console.log(
    (searchIndex
      ? `first search (builds the index): ${searchIndex.ms.toFixed(0)} ms, +${searchIndex.mb.toFixed(0)} MB; `
      : 'search: on the local Algolia; ') +
      `first question (builds the assistant's index): ${assistantIndex.ms.toFixed(0)} ms, +${assistantIndex.mb.toFixed(0)} MB`,
  )

  const article = map.paths.find((page) => /^\/blog\/(?!categorie\/)[^/?]+$/.test(page)) ?? routes.blog
  const loads = {
    article: await loadTest(`${origin}${article}`, SECONDS),
    catalogue: await loadTest(`${origin}${routes.connectors}`, SECONDS),
    search: stack
      ? null
      : await loadRequests(origin, SECONDS, [
          ...['t', 'ti', 'tic', 'tick', 'ticket', 'sig', 'signature', 'paie'].map((query) => ({
            method: 'POST' as const,
            path: '/api/search',
            headers: json,
            body: catalogueSearchBody(query),
          })),
        ]),
    assistant: await loadRequests(
      origin,
      SECONDS,
      QUESTIONS.map((question) => ({
        method: 'POST' as const,
        path: '/api/assistant',
        headers: json,
        body: JSON.stringify({question}),
      })),
    ),
  }
  for (const [name, load] of Object.entries(loads))
    if (load)
      console.log(
        `${name}: p50 ${load.p50} ms, p95 ${load.p95} ms, ${load.requestsPerSecond.toFixed(0)} req/s, ` +
          `non-2xx ${load.non2xx}, errors ${load.errors}`,
      )

  const generated = [...new Set([...generatedPaths(distDir), article, routes.connectors])]
  const settings = await settingsChange(origin, served, generated)
  console.log(
    `settings change: every one of ${settings.pages} generated pages shows it after ${(settings.ms / 1000).toFixed(1)} s` +
      ` (last: ${settings.last})` +
      (settings.stale ? ` (${settings.stale} still stale when the bench gave up)` : ''),
  )

  const soakStarted = performance.now()
  const soakLoad = await loadTest(origin, SOAK_SECONDS, map.paths)
  const soak = {
    seconds: (performance.now() - soakStarted) / 1000,
    requests: Math.round(soakLoad.requestsPerSecond * SOAK_SECONDS),
    rssMb: mb(residentKiB(server.pid())),
  }
  console.log(
    `after ${soak.seconds.toFixed(0)} s of traffic over the sitemap's ${map.urls} URLs (${soak.requests} requests, ` +
      `non-2xx ${soakLoad.non2xx}, errors ${soakLoad.errors}): ${soak.rssMb.toFixed(0)} MB resident`,
  )
  await server.stop()
  rmSync(distDir, {recursive: true, force: true})
  return {
    factor,
    documents,
    build: {...build, prerendered},
    sitemap: map,
    searchIndex,
    assistantIndex,
    ...loads,
    settings,
    soak,
  }
}

function printSummary(all: Figures[]) {
  const rows: [string, ...string[]][] = [
    ['', ...all.map(({factor}) => `${factor}× (${BACKEND})`)],
    ['documents', ...all.map(({documents}) => String(documents))],
    ['build time', ...all.map(({build}) => `${build.seconds.toFixed(0)} s`)],
    ['build peak memory', ...all.map(({build}) => `${build.peakMb.toFixed(0)} MB`)],
    ['pages prerendered', ...all.map(({build}) => String(build.prerendered))],
    [
      'sitemap',
      ...all.map(({sitemap: map}) => `${map.ms.toFixed(0)} ms, ${map.urls} URLs, ${(map.bytes / 1024).toFixed(0)} KB`),
    ],
    [
      'search index',
      ...all.map(({searchIndex: index}) =>
        index ? `${index.ms.toFixed(0)} ms, +${index.mb.toFixed(0)} MB` : 'local Algolia',
      ),
    ],
    [
      'assistant index',
      ...all.map(({assistantIndex: index}) => `${index.ms.toFixed(0)} ms, +${index.mb.toFixed(0)} MB`),
    ],
    ['article p95', ...all.map(({article}) => `${article.p95} ms`)],
    ['catalogue p95', ...all.map(({catalogue}) => `${catalogue.p95} ms`)],
    ['/api/search p95', ...all.map(({search}) => (search ? `${search.p95} ms` : 'local Algolia'))],
    ['/api/assistant p95', ...all.map(({assistant}) => `${assistant.p95} ms`)],
    ['settings to every page', ...all.map(({settings}) => `${(settings.ms / 1000).toFixed(1)} s (${settings.pages})`)],
    [`memory after the soak`, ...all.map(({soak}) => `${soak.rssMb.toFixed(0)} MB (${soak.seconds.toFixed(0)} s)`)],
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  console.log(`\nSummary (concurrency ${CONNECTIONS}, ${SECONDS} s per load):`)
  for (const row of rows) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('   ')}`)
}

runBenchmark(async () => {
  if (!FACTORS.every((factor) => Number.isInteger(factor) && factor >= 1))
    throw new Error('Usage: npm run bench:scale [-- 1 10 100] (whole factors of the content).')
  if (!BACKENDS.includes(BACKEND)) throw new Error(`BENCH_SCALE_BACKEND is one of ${BACKENDS.join(', ')}.`)
  const work = mkdtempSync(path.join(tmpdir(), 'parlia-bench-scale-'))
  onStop(() => rmSync(work, {recursive: true, force: true}))
  if (!existsSync(path.join(repository, 'content', 'data.ndjson'))) throw new Error('No bundled dataset in content/.')
  const all: Figures[] = []
  for (const factor of FACTORS) all.push(await measure(factor, work))
  printSummary(all)
})
