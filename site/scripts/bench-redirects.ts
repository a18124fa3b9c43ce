// `npm run bench:redirects` (after a build): what 10,000 editor-managed redirects cost the site. Two copies of the
// bundled dataset, one as it is and one with 10,000 redirect documents appended (bench/redirectDocuments.ts), are
// served in turn by `next start` (NEXT_DIST_DIR, default .next; no Sanity project, no Redis); on each, after a warm-up,
// autocannon at concurrency 20 measures the p50 and p95 latency and the req/s of
//   - an article (the dataset's first published post), which never looks a redirect up;
//   - redirect sources requested in turn, not followed (3xx answers, counted by status);
//   - addresses that are neither a page nor a redirect: the plain 404, where every redirect lookup happens;
// and it reads the server's resident memory after the warm-up. The table of redirects is built on the first 404 a
// process serves: its cost is timed in this process, with the site's own modules, and as the server's first redirected
// request against its second. It prints figures and asserts nothing: the machine's other work moves them.
// BENCH_SECONDS sets each measure's length (default 5), after a warm-up of 2 seconds.
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {performance} from 'node:perf_hooks'

import {type ExportedDocument, parseNdjson} from '@parlia/schemas/dataset'
import {postPath} from '@parlia/schemas/routes'

import {createDatasetBackend} from '../src/content/backends/dataset'
import {redirectsQuery} from '../src/features/redirects/query'
import {buildRedirectTable, type RedirectRow} from '../src/features/redirects/table'
import {generateRedirects, type GeneratedRedirects} from './bench/redirectDocuments'
import {
  CONNECTIONS,
  type Load,
  loadTest,
  nextStart,
  onStop,
  residentKiB,
  runBenchmark,
  SECONDS,
  WARM_UP_SECONDS,
} from './bench/server'

const site = path.resolve(__dirname, '..')
const bundled = path.join(site, '..', 'content')
const REDIRECTS = 10_000
/** Redirect sources requested in turn: every 20th, so each family comes in its share. */
const SAMPLE_EVERY = 20
const NOT_FOUND_PATHS = Array.from({length: 50}, (_, n) => `/archives/${2015 + (n % 9)}/page-introuvable-${n + 1}`)

interface ServerFigures {
  article: Load
  redirected: Load | null
  notFound: Load
  /** The first two requests after the server started, both to redirect sources, in milliseconds. */
  cold: {status: number; ms: number}[]
  /** Resident memory, in kB. */
  rssAfterWarmUp: number
  rssAfterMeasures: number
}

/** A copy of the bundled content (its images and files too), its documents followed by `extra`. */
function contentFolder(work: string, name: string, extra: readonly ExportedDocument[]): string {
  const dir = path.join(work, name)
  mkdirSync(dir)
  for (const folder of ['images', 'files'])
    cpSync(path.join(bundled, folder), path.join(dir, folder), {recursive: true})
  const documents = readFileSync(path.join(bundled, 'data.ndjson'), 'utf8').replace(/\n*$/u, '\n')
  writeFileSync(
    path.join(dir, 'data.ndjson'),
    documents + extra.map((document) => `${JSON.stringify(document)}\n`).join(''),
  )
  return dir
}

/** The path of the dataset's first published article (in the file's order; a future date is not published yet). */
function firstPublishedPost(dataset: readonly ExportedDocument[]): string {
  const now = new Date().toISOString()
  const post = dataset.find(
    (document) =>
      document._type === 'post' &&
      !document._id.startsWith('drafts.') &&
      typeof document.publishedAt === 'string' &&
      document.publishedAt <= now,
  ) as {postId?: {current?: string}} | undefined
  if (!post?.postId?.current) throw new Error('The bundled dataset holds no published article.')
  return postPath(post.postId.current)
}

/**
 * The cost of the table where the server pays it, in this process with the site's modules: reading the redirects
 * from the dataset (parsing it, then the GROQ query, targets resolved), then building the table, its first build
 * (unoptimised code, as in a fresh server) and the median of five more.
 */
async function tableCost(dir: string) {
  let started = performance.now()
  const rows = await createDatasetBackend(dir).fetch<RedirectRow[]>(redirectsQuery, {}, {})
  const readMs = performance.now() - started
  const builds: number[] = []
  let built: ReturnType<typeof buildRedirectTable> | null = null
  for (let run = 0; run < 6; run += 1) {
    started = performance.now()
    built = buildRedirectTable(rows)
    builds.push(performance.now() - started)
  }
  const [firstBuildMs, ...others] = builds
  others.sort((a, b) => a - b)
  return {readMs, firstBuildMs: firstBuildMs!, buildMs: others[2]!, table: built!.table, dropped: built!.dropped}
}

async function timedRequest(url: string): Promise<{status: number; ms: number}> {
  const started = performance.now()
  const response = await fetch(url, {redirect: 'manual'})
  await response.arrayBuffer()
  return {status: response.status, ms: performance.now() - started}
}

/** `next start` on `contentDir`: the cold requests, the warm-up, the memory, the measures; then it stops. */
async function serve(
  contentDir: string,
  dataDir: string,
  paths: {article: string; redirected: readonly string[]; cold: readonly string[]},
  measureRedirects: boolean,
): Promise<ServerFigures> {
  const server = await nextStart(
    site,
    // No project: the dataset of CONTENT_DIR; no Redis: each server's memory holds all it serves. A database of its
    // own (PGlite is one process), so a running site is left alone.
    {CONTENT_DIR: contentDir, SANITY_PROJECT_ID: '', REDIS_URL: '', DATA_DIR: dataDir},
    paths.article,
  )
  const {origin} = server
  const cold = []
  for (const source of paths.cold) cold.push(await timedRequest(`${origin}${source}`))
  const url = `${origin}${paths.article}`
  await loadTest(url, WARM_UP_SECONDS)
  await loadTest(origin, WARM_UP_SECONDS, paths.redirected)
  await loadTest(origin, WARM_UP_SECONDS, NOT_FOUND_PATHS)
  const rssAfterWarmUp = residentKiB(server.pid())
  const article = await loadTest(url, SECONDS)
  const redirected = measureRedirects ? await loadTest(origin, SECONDS, paths.redirected) : null
  const notFound = await loadTest(origin, SECONDS, NOT_FOUND_PATHS)
  const rssAfterMeasures = residentKiB(server.pid())
  await server.stop()
  return {article, redirected, notFound, cold, rssAfterWarmUp, rssAfterMeasures}
}

const count = (n: number) => n.toLocaleString('en-US')
const ms = (value: number) => (value >= 100 ? String(Math.round(value)) : value.toFixed(1))
const mb = (kiB: number) => `${(kiB / 1024).toFixed(1)} MB`
const latency = (load: Load | null) => (load ? `${ms(load.p50)} / ${ms(load.p95)}` : '–')
const rate = (load: Load | null) => (load ? count(Math.round(load.requestsPerSecond)) : '–')
const statuses = (load: Load | null) =>
  load
    ? [
        ...Object.entries(load.statuses).map(([status, n]) => `${status} ×${count(n)}`),
        ...(load.errors ? [`errors ×${count(load.errors)}`] : []),
      ].join(', ')
    : '–'
const request = ({status, ms: time}: {status: number; ms: number}) => `${status} in ${ms(time)} ms`

function printTable(rows: [string, string, string][]) {
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)))
  for (const row of rows)
    console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('   ')}`.trimEnd())
}

function familyCounts(sources: GeneratedRedirects['sources']): string {
  const counts = new Map<string, number>()
  for (const {family} of sources) counts.set(family, (counts.get(family) ?? 0) + 1)
  return [...counts].map(([family, n]) => `${family} ${count(n)}`).join(', ')
}

async function main() {
  const distDir = path.join(site, process.env.NEXT_DIST_DIR || '.next')
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(`No build in ${distDir}: run \`npm run build\` first.`)
  }
  const dataset = parseNdjson(readFileSync(path.join(bundled, 'data.ndjson'), 'utf8'), 'content/data.ndjson')
  const article = firstPublishedPost(dataset)
  const generated = generateRedirects(dataset, REDIRECTS)

  const work = mkdtempSync(path.join(tmpdir(), 'parlia-bench-redirects-'))
  onStop(() => rmSync(work, {recursive: true, force: true}))
  const plain = contentFolder(work, 'bundled', [])
  const withRedirects = contentFolder(work, 'redirects', generated.documents)

  const baseline = await tableCost(plain)
  const cost = await tableCost(withRedirects)
  const redirected = generated.sources
    .filter(({path: source}, index) => index % SAMPLE_EVERY === 0 && cost.table.has(source))
    .map(({path: source}) => encodeURI(source))
  // Two sources no route of the site reads first (a getStaticProps), so that the first times the table alone.
  const cold = generated.sources
    .filter(({family, path: source}) => family === 'resources' && cost.table.has(source))
    .slice(0, 2)
    .map(({path: source}) => encodeURI(source))

  console.log(
    `${count(REDIRECTS)} redirects generated (${familyCounts(generated.sources)}): ` +
      `${count(cost.table.size)} in the table, ${count(cost.dropped.length)} left out`,
  )
  console.log(
    `In this process: reading the redirects (dataset parse + GROQ) ${ms(cost.readMs)} ms ` +
      `(the bundled dataset, none: ${ms(baseline.readMs)} ms); building the table ${ms(cost.firstBuildMs)} ms ` +
      `the first time, then ${ms(cost.buildMs)} ms`,
  )
  console.log(`Serving the bundled dataset, then with ${count(REDIRECTS)} redirects…`)
  const paths = {article, redirected, cold}
  const before = await serve(plain, path.join(work, 'data-bundled'), paths, false)
  const after = await serve(withRedirects, path.join(work, 'data-redirects'), paths, true)

  console.log(
    `autocannon -c ${CONNECTIONS}, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up; latency p50 / p95 in ms`,
  )
  printTable([
    ['', 'bundled', `+ ${count(REDIRECTS)} redirects`],
    [`article ${article}: p50 / p95`, latency(before.article), latency(after.article)],
    ['  req/s', rate(before.article), rate(after.article)],
    ['  statuses', statuses(before.article), statuses(after.article)],
    [`redirected (${redirected.length} sources in turn): p50 / p95`, '–', latency(after.redirected)],
    ['  req/s', '–', rate(after.redirected)],
    ['  statuses', '–', statuses(after.redirected)],
    [
      `plain 404 (${NOT_FOUND_PATHS.length} paths in turn): p50 / p95`,
      latency(before.notFound),
      latency(after.notFound),
    ],
    ['  req/s', rate(before.notFound), rate(after.notFound)],
    ['  statuses', statuses(before.notFound), statuses(after.notFound)],
    ['first request after start (a source)', request(before.cold[0]!), request(after.cold[0]!)],
    ['second request (another source)', request(before.cold[1]!), request(after.cold[1]!)],
    ['server RSS after warm-up', mb(before.rssAfterWarmUp), mb(after.rssAfterWarmUp)],
    ['server RSS after the measures', mb(before.rssAfterMeasures), mb(after.rssAfterMeasures)],
  ])
  const perThousand = (kiB: number) => mb((kiB * 1000) / REDIRECTS)
  console.log(
    `RSS per 1,000 redirects: ${perThousand(after.rssAfterWarmUp - before.rssAfterWarmUp)} after warm-up, ` +
      `${perThousand(after.rssAfterMeasures - before.rssAfterMeasures)} after the measures`,
  )
}

runBenchmark(main)
