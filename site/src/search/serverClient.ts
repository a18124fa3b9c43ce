import type {SearchClient} from 'instantsearch.js'

import {publicSearch} from '../env/publicSearch'
import {algoliaSearchClient} from './algoliaSearchClient'
import {parseSearchRequest} from './protocol'
import {multiSearch} from './service'

/**
 * The search client of server rendering (getServerState in getServerSideProps): Algolia when it
 * is configured, otherwise the embedded engine called in-process — never the site's own HTTP
 * endpoint. Only getServerSideProps imports this module, so Next.js leaves it (and Orama) out of
 * the browser bundle.
 */
export function createServerSearchClient(): SearchClient {
  if (publicSearch.algolia) return algoliaSearchClient(publicSearch.algolia)
  return {
    // The same validation as /api/search, so both paths see identical parameters.
    search: async (requests: unknown) => multiSearch(parseSearchRequest({requests})),
  } as unknown as SearchClient
}
