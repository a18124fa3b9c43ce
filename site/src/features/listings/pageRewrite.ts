import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'
import {routes} from '@parlia/schemas/routes'
import {escapeRegExp} from 'es-toolkit'

/**
 * next.config.ts's rewrite of every paged list's /<address>?page=N to the static page /<address>/page/N, which
 * serves it server-rendered (a statically generated page cannot read its query string; bad values answer 404 there):
 * the paged listings and each blog category (/blog/categorie/<slug>). One rule for all of them: the build manifest,
 * which every page loads, carries each rule.
 */
export function pagedListRewrite() {
  const addresses = [
    ...Object.values(PAGED_LISTINGS).map(({path}) => escapeRegExp(path.slice(1))),
    `${escapeRegExp(routes.blog.slice(1))}/categorie/[^/]+`,
  ]
  return {
    source: `/:list(${addresses.join('|')})`,
    has: [{type: 'query' as const, key: 'page', value: '(?<page>.*)'}],
    destination: '/:list/page/:page',
  }
}
