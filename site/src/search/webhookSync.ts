import type {IndexName} from '@parlia/search/records'

import {type AlgoliaWriter, algoliaWriter, pushSynonyms, syncRecord} from './algolia'
import {loadRecord} from './contentRecords'
import {invalidateSearchEngine} from './multiSearch'
import {getSynonymGroups} from './synonymGroups'

/** The types whose documents are records of an index. */
const INDEX_OF_TYPE: ReadonlyMap<string, IndexName> = new Map([
  ['connector', 'connectors'],
  ['faq', 'faq'],
])

// Reads after a webhook bypass the API CDN, which can lag behind a publish.
const FRESH = {fresh: true}

/**
 * What a published change does to the search. On Algolia, a connector's or an FAQ entry's record is saved, or deleted
 * when the document is gone, and a change of the synonyms pushes the groups again to both indices; without Algolia,
 * the embedded index (records and synonyms) is rebuilt at the next search. Other types change nothing searched.
 */
export async function syncSearch(
  change: {_id: string; _type: string; operation?: string | null},
  algolia: AlgoliaWriter | null = algoliaWriter(),
) {
  const indexName = INDEX_OF_TYPE.get(change._type)
  const synonyms = change._type === 'searchSynonyms'
  if (!indexName && !synonyms) return
  if (!algolia) invalidateSearchEngine()
  else if (indexName) await syncRecord(algolia, indexName, change, await loadRecord(indexName, change._id, FRESH))
  else await pushSynonyms(algolia, await getSynonymGroups(FRESH))
}
