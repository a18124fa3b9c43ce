import {queryPageRoutes} from '@parlia/schemas/queryPages'

interface Rewrite {
  source: string
  destination: string
  missing?: {type: 'query'; key: string}[]
}

/**
 * next.config.ts's rewrites of the query pages' public addresses to their two renderings (queryPageRoutes): the
 * static one when none of its parameters has a value in the query, the filtered one otherwise. Next.js
 * tries them in order, and the browser's router reads the same rules from the build manifest every page loads: two
 * rules a page, however many parameters it reads.
 */
export const queryPageRewrites = (): Rewrite[] =>
  Object.entries(queryPageRoutes).flatMap(([source, {unfiltered, filtered, params}]) => [
    {source, missing: params.map((key) => ({type: 'query' as const, key})), destination: unfiltered},
    {source, destination: filtered},
  ])
