import {liteClient} from 'algoliasearch/lite'
import type {SearchClient} from 'instantsearch.js'

import {algoliaHostOptions} from './hosts'

/** Algolia's lite client with the site's search-only credentials, on the configured host when there is one. */
export function algoliaSearchClient({appId, searchKey, host}: {appId: string; searchKey: string; host: string | null}): SearchClient {
  return liteClient(appId, searchKey, algoliaHostOptions(host)) as unknown as SearchClient
}
