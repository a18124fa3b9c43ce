import {liteClient} from 'algoliasearch/lite'
import type {SearchClient} from 'instantsearch.js'

import type {PublicAlgolia} from '../env/publicSearch'
import {algoliaHostOptions} from './hosts'

/** Algolia's lite client with the site's search-only credentials, on the configured host when there is one. */
export function algoliaSearchClient({appId, searchKey, host}: PublicAlgolia): SearchClient {
  return liteClient(appId, searchKey, algoliaHostOptions(host)) as unknown as SearchClient
}
