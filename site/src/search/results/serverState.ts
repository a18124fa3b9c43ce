import type {InstantSearchServerState} from 'react-instantsearch'

import {CATEGORY_ATTRIBUTE} from '../routing'
import {type ConnectorHit, connectorHitView, type FaqHit, faqHitView} from './hits'
import type {ConnectorResults, FaqResults} from './types'

/**
 * InstantSearch's server state ↔ the first results the page renders. The page data carries the hits once: in the
 * first results, which the light version renders; the state the live search starts from leaves them out, and the
 * live search puts them back (withFirstHits), so it starts without a request.
 */

type IndexState = InstantSearchServerState['initialResults'][string]
type SearchResponse = NonNullable<IndexState['results']>[number]

/** Each search page has one InstantSearch on one index; its main query's answer comes first. */
function pageIndex({initialResults}: InstantSearchServerState): {
  indexId: string
  state: IndexState
  main: SearchResponse
} {
  const [[indexId, state]] = Object.entries(initialResults) as [[string, IndexState]]
  return {indexId, state, main: state.results![0]!}
}

const baseResults = (main: SearchResponse) => ({query: main.query ?? '', nbHits: main.nbHits ?? 0})

export function connectorFirstResults(serverState: InstantSearchServerState): ConnectorResults {
  const {state, main} = pageIndex(serverState)
  // With categories ticked, the helper asks again without them (a disjunctive query, after the main one): its counts
  // are the filters' own, as the refinement list shows them.
  const facetsFrom = state.results![1] ?? main
  return {
    ...baseResults(main),
    tags: state.state?.disjunctiveFacetsRefinements?.[CATEGORY_ATTRIBUTE] ?? [],
    counts: facetsFrom.facets?.[CATEGORY_ATTRIBUTE] ?? {},
    hasMore: (main.page ?? 0) + 1 < (main.nbPages ?? 0),
    hits: (main.hits as ConnectorHit[]).map(connectorHitView),
  }
}

export function faqFirstResults(serverState: InstantSearchServerState): FaqResults {
  const {main} = pageIndex(serverState)
  return {...baseResults(main), hits: (main.hits as FaqHit[]).map(faqHitView)}
}

/** The state with its main answer's hits replaced. */
export function withFirstHits(serverState: InstantSearchServerState, hits: object[]): InstantSearchServerState {
  const {indexId, state, main} = pageIndex(serverState)
  return {initialResults: {[indexId]: {...state, results: [{...main, hits}, ...state.results!.slice(1)]}}}
}

/** The search part of a page's props, from InstantSearch's (serializable) server state. */
export function searchPageProps<Results>(
  serverState: InstantSearchServerState,
  firstResults: (serverState: InstantSearchServerState) => Results,
) {
  // The hits travel once, in the first results.
  return {firstResults: firstResults(serverState), serverState: withFirstHits(serverState, [])}
}
