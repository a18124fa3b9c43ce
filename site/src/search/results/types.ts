import type {InstantSearchServerState} from 'react-instantsearch'

import type {HighlightParts} from './highlight'

/**
 * What the search pages show of a result page, as plain data: computed on the server for the page's first render
 * (serverState.ts), then reported by the live search (../live/) once the visitor uses it.
 */

export interface ConnectorHitView {
  id: string
  slug: string
  title: HighlightParts
  description: string
  /** Category slugs; the card names them. */
  categories: string[]
  logo: string | null
}

export interface FaqHitView {
  id: string
  /** The question's id on the page, where the assistant's sources link. */
  anchor: string
  question: HighlightParts
  answer: HighlightParts
  category: string
}

interface Results<Hit> {
  /** The keywords these results answer. */
  query: string
  nbHits: number
  hits: Hit[]
}

export interface ConnectorResults extends Results<ConnectorHitView> {
  /** The ticked categories. */
  tags: string[]
  /** Connectors per category slug, the ticked categories aside (what ticking one more would add). */
  counts: Record<string, number>
  hasMore: boolean
}

export type FaqResults = Results<FaqHitView>

/** What the page asks of the live search. */
export interface SearchActions {
  setQuery: (query: string) => void
}

export interface ConnectorActions extends SearchActions {
  toggleTag: (slug: string) => void
  showMore: () => void
}

/** A search page's props for its search. */
export interface SearchPageProps<Results> {
  /** The results for the URL's own state, rendered on the server and at hydration. */
  firstResults: Results
  /** What the live search starts from (serverState.ts). */
  serverState: InstantSearchServerState
  serverUrl: string
}
