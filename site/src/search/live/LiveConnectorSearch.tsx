import {CONNECTOR_CATEGORIES} from '@parlia/schemas/constants'
import {memo, useMemo, useState} from 'react'
import {
  Configure,
  InstantSearchSSRProvider,
  useInfiniteHits,
  useInstantSearch,
  useRefinementList,
  useSearchBox,
} from 'react-instantsearch'

import {HIGHLIGHT_TAGS} from '../results/highlight'
import {type ConnectorHit, connectorHit, connectorHitView} from '../results/hits'
import {withFirstHits} from '../results/serverState'
import type {ConnectorActions, ConnectorResults} from '../results/types'
import {CATEGORY_ATTRIBUTE} from '../routing'
import {type LiveSearchProps, type Reporting, SearchInstance, type SearchSetup, useReport} from './SearchInstance'

const CONNECTOR_INDEX = 'connectors'
const CONNECTORS_PER_PAGE = 12
const HIT_ATTRIBUTES = ['title', 'slug', 'categories', 'description', 'logo']

function ConnectorWidgets(reporting: Reporting<ConnectorResults, ConnectorActions>) {
  const {refine: setQuery} = useSearchBox()
  const {items: facetValues, refine: toggleTag} = useRefinementList({
    attribute: CATEGORY_ATTRIBUTE,
    limit: CONNECTOR_CATEGORIES.length,
    operator: 'or',
  })
  // Highlights as tagged text (HIGHLIGHT_TAGS), not HTML: the page writes them as text.
  const {items, results, isLastPage, showMore} = useInfiniteHits<ConnectorHit>({showPrevious: false, escapeHTML: false})
  const {indexUiState} = useInstantSearch()
  const tags = indexUiState.refinementList?.[CATEGORY_ATTRIBUTE]

  const view = useMemo<ConnectorResults>(
    () => ({
      query: results?.query ?? '',
      nbHits: results?.nbHits ?? 0,
      tags: tags ?? [],
      counts: Object.fromEntries(facetValues.map(({value, count}) => [value, count])),
      hasMore: !isLastPage,
      hits: items.map(connectorHitView),
    }),
    [results, tags, facetValues, isLastPage, items],
  )
  const actions = useMemo(() => ({setQuery, toggleTag, showMore}), [setQuery, toggleTag, showMore])
  useReport(view, actions, reporting)
  return null
}

/** The catalogue's InstantSearch: keyword, category filters (`?tags=`), hits with load more. */
export function ConnectorInstantSearch({
  onResults,
  onReady,
  ...setup
}: SearchSetup & Reporting<ConnectorResults, ConnectorActions>) {
  return (
    <SearchInstance {...setup} indexName={CONNECTOR_INDEX} withTags>
      {/* Only what the cards show travels (Algolia honours these; the embedded engine may ignore them). */}
      <Configure
        hitsPerPage={CONNECTORS_PER_PAGE}
        attributesToRetrieve={HIT_ATTRIBUTES}
        attributesToHighlight={['title']}
        {...HIGHLIGHT_TAGS}
      />
      <ConnectorWidgets onResults={onResults} onReady={onReady} />
    </SearchInstance>
  )
}

/** The catalogue's live search in the browser, started from the server's state: no request for what is shown. */
export const LiveConnectorSearch = memo(function LiveConnectorSearch({
  serverState,
  firstResults,
  ...props
}: LiveSearchProps<ConnectorResults, ConnectorActions>) {
  const [initial] = useState(() => withFirstHits(serverState, firstResults.hits.map(connectorHit)))
  return (
    <InstantSearchSSRProvider {...initial}>
      <ConnectorInstantSearch {...props} />
    </InstantSearchSSRProvider>
  )
})
