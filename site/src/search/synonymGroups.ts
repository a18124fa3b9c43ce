import type {SynonymGroups} from '@parlia/search/synonyms'

import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {searchSynonymsQuery} from '../content/queries'

/**
 * The editors' synonym groups (the Studio's "Synonymes de recherche"), each at least two terms: what the embedded
 * engine, the assistant's retrieval and `npm run search:index` apply. None when the document does not exist.
 */
export function getSynonymGroups(options: FetchOptions = {}): Promise<SynonymGroups> {
  return fetchContent(searchSynonymsQuery, {}, options)
}
