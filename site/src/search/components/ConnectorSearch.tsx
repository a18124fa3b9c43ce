import {routes} from '@parlia/schemas/routes'
import {Suspense, useState} from 'react'

import {lazyChunk} from '../../platform/bundling/lazyChunk'
import type {ConnectorActions, ConnectorResults, SearchPageProps} from '../results/types'
import {CategoryFilters} from './CategoryFilters'
import {ConnectorHits} from './ConnectorHits'
import {SearchField} from './SearchField'
import styles from './Search.module.css'
import {useLiveSearch} from './useLiveSearch'

// InstantSearch, its router and the search client load with the visitor's first gesture on the search.
const LiveConnectorSearch = lazyChunk(() =>
  import('../live/LiveConnectorSearch').then((module) => module.LiveConnectorSearch),
)

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag) => b.includes(tag))

/** The catalogue's search: keyword, category filters (`?tags=`), hits with load more. */
export function ConnectorSearch({
  firstResults,
  serverState,
  serverUrl,
  brandName,
}: SearchPageProps<ConnectorResults> & {brandName: string}) {
  const {results, live, triggers, act, report} = useLiveSearch<ConnectorResults, ConnectorActions>(firstResults)
  // A box shows ticked at once; the search's own state takes over once it has caught up.
  const [ticked, setTicked] = useState<string[] | null>(null)
  if (ticked && sameTags(ticked, results.tags)) setTicked(null)
  const selected = ticked ?? results.tags

  const toggle = (slug: string) => {
    setTicked(selected.includes(slug) ? selected.filter((tag) => tag !== slug) : [...selected, slug])
    act((search) => search.toggleTag(slug))
  }

  return (
    <div className={styles.catalogue}>
      <div className={styles.sidebar}>
        <SearchField
          id="recherche-connecteurs"
          label="Rechercher un connecteur"
          placeholder="GLPI, Teams, téléphonie…"
          action={routes.connectors}
          query={results.query}
          onQuery={(query) => act((search) => search.setQuery(query), 'query')}
          triggers={triggers}
        >
          <CategoryFilters selected={selected} counts={results.counts} onToggle={toggle} />
        </SearchField>
      </div>
      <div className={styles.results}>
        <ConnectorHits
          results={results}
          brandName={brandName}
          onMore={() => act((search) => search.showMore())}
          triggers={triggers}
        />
      </div>
      {live ? (
        <Suspense fallback={null}>
          <LiveConnectorSearch
            serverUrl={serverUrl}
            serverState={serverState}
            firstResults={firstResults}
            {...report}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
