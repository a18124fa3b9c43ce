// `npm run bench:search`: index build time and memory for 1,000 generated connectors and 500 FAQ
// entries, then the p50/p95 latency of POST /api/search, from a production server loaded with that
// dataset, for 1,000 queries typed as you go. The bundled synonym groups come along: several of the words typed
// name one, and each alternative costs a search. Prints figures; asserts nothing.
import {spawn} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'

import {CONNECTOR_CATEGORIES, FAQ_CATEGORIES} from '@parlia/schemas/constants'

import {catalogueSearchBody} from './bench/searchRequest'

const site = path.resolve(__dirname, '..')
const PORT = Number(process.env.BENCH_PORT || 3291)
const CONNECTORS = 1000
const FAQ_ENTRIES = 500
const QUERIES = 1000

const WORDS = [
  'ticket',
  'incident',
  'téléphonie',
  'congés',
  'facture',
  'réservation',
  'salle',
  'annuaire',
  'mot de passe',
  'contrat',
  'planning',
  'document',
  'signature',
  'statistiques',
  'messagerie',
  'paie',
  'badge',
  'livraison',
  'rendez-vous',
  'demande',
]
const BRANDS = ['Nova', 'Axel', 'Orbis', 'Lumen', 'Kairo', 'Vega', 'Sylva', 'Quartz', 'Helix', 'Opale']

let seed = 42
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
const sentence = (length: number) => Array.from({length}, () => pick(WORDS)).join(' ')
const block = (text: string) => ({
  _type: 'block',
  _key: `k${Math.floor(random() * 1e9)}`,
  style: 'normal',
  markDefs: [],
  children: [{_type: 'span', _key: 's', text, marks: []}],
})

/** The editors' synonyms of the bundled dataset. */
const bundledSynonyms = (): object[] =>
  readFileSync(path.join(site, '..', 'content', 'data.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"searchSynonyms"'))
    .map((line) => JSON.parse(line) as object)

function dataset(): string {
  const docs: object[] = bundledSynonyms()
  for (let index = 0; index < CONNECTORS; index += 1) {
    const name = `${pick(BRANDS)} ${pick(WORDS)} ${index}`
    docs.push({
      _id: `connector-bench-${index}`,
      _type: 'connector',
      name,
      connectorId: {_type: 'slug', current: `bench-${index}`},
      categories: [pick(CONNECTOR_CATEGORIES).slug, pick(CONNECTOR_CATEGORIES).slug],
      shortDescription: `Connecteur ${name} : ${sentence(8)}.`,
      body: [block(sentence(40)), block(sentence(30))],
      popularity: index + 1,
      featured: false,
    })
  }
  for (let index = 0; index < FAQ_ENTRIES; index += 1) {
    docs.push({
      _id: `faq-bench-${index}`,
      _type: 'faq',
      question: `Comment gérer ${sentence(3)} ?`,
      answer: [block(sentence(50))],
      category: pick(FAQ_CATEGORIES).value,
      popular: index < 8,
    })
  }
  return docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
}

/** What a visitor types, keystroke by keystroke: « t », « ti », « tic »… then the next word. */
function typedQueries(): string[] {
  const queries: string[] = []
  while (queries.length < QUERIES) {
    const phrase = `${pick(WORDS)} ${pick(WORDS)}`
    for (let end = 1; end <= phrase.length && queries.length < QUERIES; end += 1) queries.push(phrase.slice(0, end))
  }
  return queries
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function main() {
  const contentDir = mkdtempSync(path.join(tmpdir(), 'parlia-bench-search-'))
  writeFileSync(path.join(contentDir, 'data.ndjson'), dataset())
  process.env.CONTENT_DIR = contentDir

  const {loadRecords} = await import('../src/search/contentRecords')
  const {createEngine} = await import('@parlia/search/engine')
  const {getSynonymGroups} = await import('../src/search/synonymGroups')
  const [records, groups] = await Promise.all([loadRecords(), getSynonymGroups()])
  global.gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  const engine = await createEngine(records, {synonyms: {connectors: groups, faq: groups}})
  const buildMs = performance.now() - started
  global.gc?.()
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024
  await engine.search('connectors', {query: 'ticket'})
  console.log(
    `Index build: ${records.connectors.length} connectors + ${records.faq.length} FAQ entries (${groups.length} synonym groups) in ${buildMs.toFixed(0)} ms, ~${heapMb.toFixed(1)} MB of heap`,
  )

  const server = spawn(path.join(site, '..', 'node_modules', '.bin', 'next'), ['start', '--port', String(PORT)], {
    cwd: site,
    // One address sends every query: the per-address rate limit would stop the run.
    env: {...process.env, CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1', SEARCH_RATE_LIMIT_MAX: '1000000'},
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${PORT}/api/search`
  const post = (query: string) =>
    fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: catalogueSearchBody(query),
    })
  try {
    for (
      let attempt = 0;
      !(await post('').then(
        (response) => response.ok,
        () => false,
      ));
      attempt += 1
    ) {
      if (attempt > 150)
        throw new Error('The production server did not start (run `npm run build -w @parlia/site` first).')
      await sleep(200)
    }
    const latencies: number[] = []
    let failures = 0
    for (const query of typedQueries()) {
      const begin = performance.now()
      const response = await post(query)
      await response.arrayBuffer()
      if (!response.ok) failures += 1
      latencies.push(performance.now() - begin)
    }
    latencies.sort((a, b) => a - b)
    console.log(
      `POST /api/search, ${latencies.length} typed-as-you-go queries (2 requests each, as InstantSearch sends): ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
        `max ${latencies.at(-1)!.toFixed(1)} ms, ${failures} failures`,
    )
  } finally {
    server.kill()
    rmSync(contentDir, {recursive: true, force: true})
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
