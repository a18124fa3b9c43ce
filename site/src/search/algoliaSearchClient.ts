import {liteClient} from 'algoliasearch/lite'
import type {SearchClient} from 'instantsearch.js'

import type {PublicAlgolia} from '../platform/env/publicSearch'
import {algoliaHostOptions} from './hosts'

type Timeouts = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['timeouts']>

/** Algolia's lite client with the site's search-only credentials, on the configured host when there is one. */
export function algoliaSearchClient({appId, searchKey, host}: PublicAlgolia, timeouts?: Timeouts): SearchClient {
  return liteClient(appId, searchKey, {
    ...algoliaHostOptions(host),
    ...(timeouts && {timeouts}),
  }) as unknown as SearchClient
}
