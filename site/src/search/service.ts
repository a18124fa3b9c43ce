import {createHash} from 'node:crypto'

import {createEngine, type Engine, type SearchParams, type SearchResult} from './engine'
import {type IndexName, loadRecords} from './records'

/** How often, at most, the content is checked for changes (the dataset file or the Content Lake). */
const FRESHNESS_MS = 5_000

let built: {fingerprint: string; engine: Promise<Engine>} | null = null
let checkedAt = 0
let checking: Promise<Engine> | null = null

async function refresh(): Promise<Engine> {
  const records = await loadRecords()
  const fingerprint = createHash('sha1').update(JSON.stringify(records)).digest('hex')
  if (!built || built.fingerprint !== fingerprint) built = {fingerprint, engine: createEngine(records)}
  checkedAt = Date.now()
  return built.engine
}

/**
 * The embedded engine of this process: built once from the content, rebuilt when the content
 * changes (checked at most every few seconds, or at once after a webhook).
 */
export function searchEngine(): Promise<Engine> {
  if (built && Date.now() - checkedAt < FRESHNESS_MS) return built.engine
  checking ??= refresh().finally(() => {
    checking = null
  })
  return checking
}

/** Called by the revalidation webhook: the next search sees the change. */
export function invalidateSearchEngine(): void {
  checkedAt = 0
}

export async function multiSearch(requests: {indexName: IndexName; params: SearchParams}[]): Promise<{results: SearchResult[]}> {
  const engine = await searchEngine()
  // Results in request order, as InstantSearch matches them by position.
  return {results: await Promise.all(requests.map(({indexName, params}) => engine.search(indexName, params)))}
}
