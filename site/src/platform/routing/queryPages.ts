import type {ParsedUrlQuery} from 'node:querystring'

import type {GetServerSidePropsContext} from 'next'

import type {FetchOptions} from '../../content/backends/types'
import {fetchOptionsFor} from '../../content/fetch'

/**
 * What the query pages' renderings for a request share (queryPageRoutes: the search pages, the savings calculator):
 * the query they render, and how long a cache may keep them.
 */

/**
 * A shared CDN may keep a page rendered for its query 1 s, so a publish reaches its visitors within the 2 s target: no
 * webhook purges it, and a longer `s-maxage` or any `stale-while-revalidate` would serve the page from before the
 * publish to the first visitor after it, however late. That costs the server at most one render per URL, CDN node and
 * second; `stale-if-error` still covers an outage. `max-age=0`: browsers ask again each time.
 */
export const QUERY_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-if-error=600'

/** Draft mode: an editor's page shows drafts, so no cache may keep it (nor serve it to a visitor). */
export const PREVIEW_CACHE_CONTROL = 'private, no-store'

/**
 * The visited URL's query string: reached through the rewrite, the page's `resolvedUrl` names its own address
 * without it, and `query` holds it parsed.
 */
export const visitedSearch = (query: ParsedUrlQuery) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => [value ?? []].flat().map((item) => [key, item])),
  ).toString()

/**
 * How a page rendered for its query reads the content, and how long a cache may keep it: live for a while after a
 * publish (publishWindow) and drafts in draft mode, the static pages' rule; an editor's page kept by no cache.
 */
export async function queryPageOptions({res, draftMode}: GetServerSidePropsContext): Promise<FetchOptions> {
  const options = await fetchOptionsFor({draftMode})
  res.setHeader('Cache-Control', options.preview ? PREVIEW_CACHE_CONTROL : QUERY_PAGE_CACHE_CONTROL)
  return options
}
