import {createEngine, type SearchParams, type SearchResult} from '@parlia/search/engine'
import type {IndexName} from '@parlia/search/records'

import {derivedCache} from '../content/derivedCache'
import {loadRecords} from './contentRecords'
import {getSynonymGroups} from './synonymGroups'

/**
 * The embedded engine of this process: built once from the content, rebuilt when the records or the synonyms change
 * (checked at most every second on the bundled dataset, or at once after a webhook).
 */
const searchEngine = derivedCache(
  'search',
  (options) => Promise.all([loadRecords(options), getSynonymGroups(options)]),
  // The editors' groups apply to both indices, as `npm run search:index` pushes them to Algolia.
  ([records, synonyms]) => createEngine(records, {synonyms: {connectors: synonyms, faq: synonyms}}),
)

/** Called by the revalidation webhook: the next search sees the change. */
export const invalidateSearchEngine = searchEngine.invalidate

export async function multiSearch(
  requests: {indexName: IndexName; params: SearchParams}[],
): Promise<{results: SearchResult[]}> {
  const engine = await searchEngine.get()
  // Results in request order, as InstantSearch matches them by position.
  return {results: await Promise.all(requests.map(({indexName, params}) => engine.search(indexName, params)))}
}
