import type {SearchClient} from 'instantsearch.js'
import {type ReactNode, useEffect, useLayoutEffect, useState} from 'react'
import {InstantSearch, type InstantSearchServerState} from 'react-instantsearch'

import {getBrowserSearchClient} from '../client'
import {createSearchRouter, searchStateMapping} from '../routing'

/**
 * The live search of a search page: InstantSearch and its widgets' hooks, rendering nothing. It reports its results
 * and actions to the page, which renders them with the same components as its first, server-rendered results (see
 * ../components/useLiveSearch.ts). The same tree gives getServerState its parameters on the server.
 */

export interface SearchSetup {
  /** The URL being rendered (path and query), read by the router on the server. */
  serverUrl: string
  /** Only given by getServerState on the server; the browser uses its own client. */
  searchClient?: SearchClient
}

/** Where the live search reports; getServerState's render needs only the widgets' parameters. */
export interface Reporting<Results, Actions> {
  onResults?: (results: Results) => void
  onReady?: (actions: Actions) => void
}

/** What the page gives its live search in the browser. */
export interface LiveSearchProps<Results, Actions> extends Required<Reporting<Results, Actions>> {
  serverUrl: string
  /** The server's state, its first hits left out: they come back from `firstResults` (results/serverState.ts). */
  serverState: InstantSearchServerState
  firstResults: Results
}

interface SearchInstanceProps extends SearchSetup {
  indexName: string
  /** Whether the category filters (`?tags=`) are part of the URL. */
  withTags: boolean
  children: ReactNode
}

export function SearchInstance({serverUrl, searchClient, indexName, withTags, children}: SearchInstanceProps) {
  // Created once: InstantSearch does not support changing its routing.
  const [routing] = useState(() => ({
    router: createSearchRouter(serverUrl),
    stateMapping: searchStateMapping(indexName, {withTags}),
  }))
  return (
    <InstantSearch
      searchClient={searchClient ?? getBrowserSearchClient()}
      indexName={indexName}
      routing={routing}
      insights={false}
      future={{preserveSharedStateOnUnmount: true}}
    >
      {children}
    </InstantSearch>
  )
}

export function useReport<Results, Actions>(
  results: Results,
  actions: Actions,
  {onResults, onReady}: Reporting<Results, Actions>,
) {
  // Before paint, so the page never shows the previous results a frame longer than InstantSearch has them.
  useLayoutEffect(() => onResults?.(results), [onResults, results])
  useEffect(() => onReady?.(actions), [onReady, actions])
}
