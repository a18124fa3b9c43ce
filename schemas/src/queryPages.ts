import {SAVINGS_PARAMS} from './constants/savingsCalculator'
import {routes} from './routes'

/** Apart from the route map, which every page's first load carries: only these pages and the server read these. */

/**
 * A page with two renderings behind its public address (rewrites in the site's next.config.ts): without any of
 * `params`, a statically generated page (`unfiltered`); with one, a page rendered for the request (`filtered`). Both
 * answer at these addresses of their own, so that shallow URL updates, which name the current page by its own
 * address, never make the router load the other one.
 */
export interface QueryPageRoute {
  unfiltered: string
  filtered: string
  params: readonly string[]
}

/** The search pages: their query and categories. */
export const searchPageRoutes: Readonly<Record<string, QueryPageRoute>> = {
  [routes.connectors]: {
    unfiltered: '/recherche/connecteurs',
    filtered: '/recherche/connecteurs/filtres',
    params: ['q', 'tags'],
  },
  [routes.faq]: {unfiltered: '/recherche/faq', filtered: '/recherche/faq/filtres', params: ['q']},
}

/** Every page with a rendering per query: the search pages, and the savings calculator with its defaults or figures. */
export const queryPageRoutes: Readonly<Record<string, QueryPageRoute>> = {
  ...searchPageRoutes,
  [routes.savingsCalculator]: {unfiltered: '/calculateur', filtered: '/calculateur/estimation', params: SAVINGS_PARAMS},
}

/** The statically generated page a public path is served by: itself, or a query page's unfiltered rendering. */
export const staticPageRoute = (path: string) =>
  Object.hasOwn(queryPageRoutes, path) ? queryPageRoutes[path]!.unfiltered : path
