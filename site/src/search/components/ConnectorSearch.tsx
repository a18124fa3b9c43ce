import {routes} from '@parlia/schemas/routes'
import type {SearchClient} from 'instantsearch.js'
import {useState} from 'react'
import {Configure, InstantSearch} from 'react-instantsearch'

import {getBrowserSearchClient} from '../client'
import {createSearchRouter, searchStateMapping} from '../routing'
import {CategoryFilters} from './CategoryFilters'
import {ConnectorHits} from './ConnectorHits'
import {SearchField} from './SearchField'
import styles from './Search.module.css'

const CONNECTOR_INDEX = 'connectors'
const CONNECTORS_PER_PAGE = 12
const HIT_ATTRIBUTES = ['title', 'slug', 'categories', 'description', 'logo']

export interface SearchSetup {
  /** The URL being rendered (path and query), read by the router on the server. */
  serverUrl: string
  /** Only given by getServerState on the server; the browser uses its own client. */
  searchClient?: SearchClient
}

/** The catalogue's InstantSearch: keyword, category filters (`?tags=`), hits with load more. */
export function ConnectorSearch({serverUrl, searchClient}: SearchSetup) {
  // Created once: InstantSearch does not support changing its routing.
  const [routing] = useState(() => ({router: createSearchRouter(serverUrl), stateMapping: searchStateMapping(CONNECTOR_INDEX)}))
  return (
    <InstantSearch
      searchClient={searchClient ?? getBrowserSearchClient()}
      indexName={CONNECTOR_INDEX}
      routing={routing}
      insights={false}
      future={{preserveSharedStateOnUnmount: true}}
    >
      {/* Only what the cards show travels (Algolia honours these; the embedded engine may ignore them). */}
      <Configure
        hitsPerPage={CONNECTORS_PER_PAGE}
        attributesToRetrieve={HIT_ATTRIBUTES}
        attributesToHighlight={['title']}
      />
      <div className={styles.catalogue}>
        <div className={styles.sidebar}>
          <SearchField
            id="recherche-connecteurs"
            label="Rechercher un connecteur"
            placeholder="GLPI, Teams, téléphonie…"
            action={routes.connectors}
          >
            <CategoryFilters />
          </SearchField>
        </div>
        <div className={styles.results}>
          <ConnectorHits />
        </div>
      </div>
    </InstantSearch>
  )
}
