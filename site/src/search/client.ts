import type {SearchClient} from 'instantsearch.js'

import {type PublicAlgolia, publicSearch} from '../platform/env/publicSearch'

/**
 * The search client of the browser. With Algolia's search-only credentials it is Algolia's lite
 * client (loaded with the first search, so the catalogue's first paint never waits for it);
 * without them it POSTs InstantSearch's multi-query request to the site's own `/api/search`.
 *
 * Server rendering never goes through here: getServerSideProps uses `serverClient.ts`, which calls
 * the engine module directly (and keeps it, and Orama, out of the browser bundle).
 */

/** The site's endpoint: Algolia's multi-query protocol over the embedded engine. */
const SEARCH_ENDPOINT = '/api/search'

type SearchRequests = Parameters<SearchClient['search']>[0]

function createEmbeddedSearchClient(endpoint: string = SEARCH_ENDPOINT): SearchClient {
  return {
    async search(requests: SearchRequests) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'application/json'},
        body: JSON.stringify({requests}),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {message?: string} | null
        throw new Error(body?.message ?? `La recherche a échoué (${response.status}).`)
      }
      return response.json()
    },
  } as SearchClient
}

/** Algolia's lite client, imported on the first search: sites without Algolia never download it. */
function createLazyAlgoliaClient(config: PublicAlgolia): SearchClient {
  let client: Promise<SearchClient> | null = null
  const load = () =>
    (client ??= import('./algoliaSearchClient').then(({algoliaSearchClient}) => algoliaSearchClient(config)))
  return {
    search: (requests: SearchRequests) => load().then((loaded) => loaded.search(requests)),
  } as SearchClient
}

let browserClient: SearchClient | null = null

/** One client per page load, so InstantSearch's caches survive re-renders. */
export function getBrowserSearchClient(): SearchClient {
  browserClient ??= publicSearch.algolia ? createLazyAlgoliaClient(publicSearch.algolia) : createEmbeddedSearchClient()
  return browserClient
}
