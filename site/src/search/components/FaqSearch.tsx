import {routes} from '@parlia/schemas/routes'
import {Suspense} from 'react'

import {lazyChunk} from '../../platform/bundling/lazyChunk'
import type {FaqResults, SearchActions, SearchPageProps} from '../results/types'
import {FaqHits} from './FaqHits'
import {SearchField} from './SearchField'
import {useLiveSearch} from './useLiveSearch'

// InstantSearch, its router and the search client load with the visitor's first gesture on the search.
const LiveFaqSearch = lazyChunk(() => import('../live/LiveFaqSearch').then((module) => module.LiveFaqSearch))

/** Every FAQ entry, narrowed as the visitor types (`?q=`), matches highlighted. */
export function FaqSearch({firstResults, serverState, serverUrl}: SearchPageProps<FaqResults>) {
  const {results, live, triggers, act, report} = useLiveSearch<FaqResults, SearchActions>(firstResults)
  return (
    <>
      <SearchField
        id="recherche-faq"
        label="Rechercher dans la FAQ"
        placeholder="RGPD, intégration, tarifs…"
        action={routes.faq}
        query={results.query}
        onQuery={(query) => act((search) => search.setQuery(query), 'query')}
        triggers={triggers}
      />
      <FaqHits results={results} />
      {live ? (
        <Suspense fallback={null}>
          <LiveFaqSearch serverUrl={serverUrl} serverState={serverState} firstResults={firstResults} {...report} />
        </Suspense>
      ) : null}
    </>
  )
}
