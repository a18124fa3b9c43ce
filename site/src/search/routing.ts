import {CONNECTOR_CATEGORIES} from '@parlia/schemas/constants'
import type {Router, StateMapping, UiState} from 'instantsearch.js'
import history from 'instantsearch.js/es/lib/routers/history'
import singletonRouter from 'next/router'

import {MAX_QUERY_LENGTH} from '@parlia/search/query'

/**
 * URL ↔ InstantSearch state of the search pages. The catalogue's URL is the spec's own:
 * `/solution/connecteurs?q=glpi&tags=itsm&tags=erp` (the keyword in `q`, the categories in
 * `tags`, repeated); nothing else — not the load-more page — goes to the URL.
 */

export interface SearchRouteState {
  q?: string
  tags?: string[]
}

/** The attribute the category filters refine (the records' tag slugs). */
export const CATEGORY_ATTRIBUTE = 'categories'

const KNOWN_TAGS: ReadonlySet<string> = new Set(CONNECTOR_CATEGORIES.map((category) => category.slug))

/**
 * Reads `q` and `tags` from a query string; unknown or repeated tags are dropped, and `q` is cut to the
 * longest query there is, as the search field does (a longer one in a hand-made URL would fail the search).
 */
export function parseSearchRoute(search: string): SearchRouteState {
  const params = new URLSearchParams(search)
  const q = params.get('q')?.slice(0, MAX_QUERY_LENGTH).trim()
  const tags = [
    ...new Set(
      params
        .getAll('tags')
        .flatMap((value) => value.split(','))
        .map((tag) => tag.trim()),
    ),
  ].filter((tag) => KNOWN_TAGS.has(tag))
  return {...(q ? {q} : {}), ...(tags.length ? {tags} : {})}
}

/** The query string of a route state: `?q=…&tags=itsm&tags=erp`, or '' when empty. */
export function formatSearchRoute({q, tags}: SearchRouteState): string {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  for (const tag of tags ?? []) params.append('tags', tag)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** Query and category refinement of `indexName` ↔ `q` and `tags`. */
export function searchStateMapping(
  indexName: string,
  {withTags = true}: {withTags?: boolean} = {},
): StateMapping<UiState, SearchRouteState> {
  return {
    $$type: 'ais.parlia',
    stateToRoute(uiState) {
      const state = uiState[indexName] ?? {}
      const q = state.query?.trim()
      const tags = withTags ? (state.refinementList?.[CATEGORY_ATTRIBUTE] ?? []) : []
      return {...(q ? {q} : {}), ...(tags.length ? {tags: [...tags]} : {})}
    },
    routeToState(route) {
      return {
        [indexName]: {
          ...(route.q ? {query: route.q} : {}),
          ...(withTags && route.tags?.length ? {refinementList: {[CATEGORY_ATTRIBUTE]: route.tags}} : {}),
        },
      }
    },
  }
}

/**
 * InstantSearch's history router, wired to Next.js' router as react-instantsearch-router-nextjs
 * does: URL changes go through `Router.push(…, {shallow: true})` so Next's own history stays
 * consistent (back and forward work, getServerSideProps is not re-run), and a Next navigation to
 * the same page with another query string updates the search. On the server it reads `serverUrl`.
 */
export function createSearchRouter(serverUrl: string): Router<SearchRouteState> {
  const shared = {
    createURL({routeState, location}: {routeState: SearchRouteState; location: Location}) {
      return `${location.origin}${location.pathname}${formatSearchRoute(routeState)}${location.hash}`
    },
    parseURL({location}: {location: Location}) {
      return parseSearchRoute(location.search)
    },
    cleanUrlOnDispose: false,
    writeDelay: 300,
  }

  if (typeof window === 'undefined') {
    const location = new URL(serverUrl, 'http://localhost') as unknown as Location
    return history<SearchRouteState>({...shared, getLocation: () => location})
  }

  let onRouteChange: (() => void) | undefined
  let ownBeforePopState: Parameters<typeof singletonRouter.beforePopState>[0] = () => true
  /** Set while a push of ours completes, so it is not read back as an outside navigation. */
  let pushedByUs = false

  return history<SearchRouteState>({
    ...shared,
    start(update) {
      const pathname = singletonRouter.pathname
      onRouteChange = () => {
        if (singletonRouter.pathname === pathname && !pushedByUs) update()
        pushedByUs = false
      }
      singletonRouter.events.on('routeChangeComplete', onRouteChange)
      const previous = singletonRouter.router?._bps
      if (previous) ownBeforePopState = previous
      // Back/forward within the catalogue: InstantSearch reads the URL itself, no server round trip.
      singletonRouter.beforePopState(() => singletonRouter.asPath.split('?')[0] !== window.location.pathname)
    },
    dispose() {
      if (onRouteChange) singletonRouter.events.off('routeChangeComplete', onRouteChange)
      singletonRouter.beforePopState(ownBeforePopState)
    },
    push(url) {
      const {pathname, search, hash, searchParams} = new URL(url)
      pushedByUs = true
      // The page named by its own route, the visitor's address as `as`: Next.js then keeps the current page (a
      // shallow update) instead of resolving the address through the rewrites to the search page's other rendering.
      const query = Object.fromEntries(
        [...new Set(searchParams.keys())].map((key) => [key, searchParams.getAll(key)] as const),
      )
      void singletonRouter.push({pathname: singletonRouter.pathname, query}, `${pathname}${search}${hash}`, {
        shallow: true,
        scroll: false,
      })
    },
  })
}
