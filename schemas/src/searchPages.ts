import {routes} from './routes'

/** Apart from the route map, which every page's first load carries: only the search pages and the server read these. */

/**
 * The search pages' two renderings behind their public address (rewrites in the site's next.config.ts): without any
 * of `params`, a statically generated page (`unfiltered`); with one, a page rendered for the request (`filtered`).
 * Both answer at these addresses of their own, so that the search's shallow URL updates, which name the current page
 * by its own address, never make the router load the other one.
 */
export const searchPageRoutes: Readonly<
  Record<string, {unfiltered: string; filtered: string; params: readonly string[]}>
> = {
  [routes.connectors]: {
    unfiltered: '/recherche/connecteurs',
    filtered: '/recherche/connecteurs/filtres',
    params: ['q', 'tags'],
  },
  [routes.faq]: {unfiltered: '/recherche/faq', filtered: '/recherche/faq/filtres', params: ['q']},
}

/** The statically generated page a public path is served by: itself, or a search page's unfiltered rendering. */
export const staticPageRoute = (path: string) =>
  Object.hasOwn(searchPageRoutes, path) ? searchPageRoutes[path]!.unfiltered : path
