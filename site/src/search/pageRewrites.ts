import {searchPageRoutes} from '@parlia/schemas/routes'

interface Rewrite {
  source: string
  destination: string
  has?: {type: 'query'; key: string}[]
}

/**
 * next.config.ts's rewrites of the search pages' public addresses to their two renderings (searchPageRoutes): the
 * filtered one when any of its parameters is in the query, whatever its value, the static one otherwise. Next.js
 * tries them in order, and the browser's router reads the same rules.
 */
export const searchPageRewrites = (): Rewrite[] =>
  Object.entries(searchPageRoutes).flatMap(([source, {unfiltered, filtered, params}]) => [
    ...params.map((key) => ({source, has: [{type: 'query' as const, key}], destination: filtered})),
    {source, destination: unfiltered},
  ])
