import {createHash} from 'node:crypto'
import {createEngine, type Engine, type SearchParams, type SearchResult} from '@parlia/search/engine'
import type {IndexName} from '@parlia/search/records'

import {contentVersion} from '../content/fetch'
import {onContentChange} from '../content/revalidation/contentChanges'
import {serverRenderedReadOptions} from '../content/revalidation/publishWindow'
import {loadRecords} from './contentRecords'
import {getSynonymGroups} from './synonymGroups'

/**
 * How long a check of the content holds. The bundled dataset's version is one stat() away;
 * the Content Lake can only be checked by reading every record, and its webhook calls
 * `invalidateSearchEngine` on each change anyway, so it is re-read far less often.
 */
const CHECK_INTERVAL_MS = {cheap: 1_000, fullRead: 60_000}

interface Built {
  /** The backend's version token when it has one. */
  version: string | null
  /** A hash of the records and the synonyms, so an unrelated content change keeps the index. */
  fingerprint: string
  engine: Promise<Engine>
}

interface EngineState {
  built: Built | null
  checkedAt: number
  checking: Promise<Engine> | null
}

/**
 * Next.js loads API routes and pages through separate module instances: the webhook (an API route) must reach the
 * engine the catalogue's server-rendered search uses, so the process's one lives on globalThis.
 */
const PROCESS_ENGINE: unique symbol = Symbol.for('@parlia/site/searchEngine')
const processGlobals = globalThis as typeof globalThis & {[PROCESS_ENGINE]?: EngineState}
const state: EngineState = (processGlobals[PROCESS_ENGINE] ??= {
  built: null,
  checkedAt: Number.NEGATIVE_INFINITY,
  checking: null,
})

async function refresh(): Promise<Engine> {
  const version = await contentVersion()
  if (state.built && version !== null && version === state.built.version) {
    state.checkedAt = Date.now()
    return state.built.engine
  }
  // Live after a publish: the webhook's rebuild must not index what the API CDN still holds.
  const options = await serverRenderedReadOptions()
  const [records, synonyms] = await Promise.all([loadRecords(options), getSynonymGroups(options)])
  const fingerprint = createHash('sha1')
    .update(JSON.stringify([records, synonyms]))
    .digest('hex')
  if (!state.built || state.built.fingerprint !== fingerprint) {
    // The editors' groups apply to both indices, as `npm run search:index` pushes them to Algolia.
    state.built = {
      version,
      fingerprint,
      engine: createEngine(records, {synonyms: {connectors: synonyms, faq: synonyms}}),
    }
  } else state.built.version = version
  state.checkedAt = Date.now()
  return state.built.engine
}

/**
 * The embedded engine of this process: built once from the content, rebuilt when the content
 * changes (checked at most every second on the bundled dataset, or at once after a webhook).
 */
function searchEngine(): Promise<Engine> {
  const interval = state.built?.version === null ? CHECK_INTERVAL_MS.fullRead : CHECK_INTERVAL_MS.cheap
  if (state.built && Date.now() - state.checkedAt < interval) return state.built.engine
  state.checking ??= refresh().finally(() => {
    state.checking = null
  })
  return state.checking
}

/** Called by the revalidation webhook: the next search sees the change. */
export function invalidateSearchEngine(): void {
  state.checkedAt = Number.NEGATIVE_INFINITY
  if (state.built) state.built.version = null
}

// A change published through any instance's webhook.
onContentChange('search', invalidateSearchEngine)

export async function multiSearch(
  requests: {indexName: IndexName; params: SearchParams}[],
): Promise<{results: SearchResult[]}> {
  const engine = await searchEngine()
  // Results in request order, as InstantSearch matches them by position.
  return {results: await Promise.all(requests.map(({indexName, params}) => engine.search(indexName, params)))}
}
