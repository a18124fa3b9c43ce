import {PAGED_LISTINGS, type PagedListingKey} from '@parlia/schemas/pagedListings'

import {pageCount} from '../../ui/components/Pagination/paginationWindow'
import {PRERENDERED_LIST_PAGES} from '../../ui/layout/staticProps'

const PAGE_PARAM = /^[1-9]\d{0,5}$/

/**
 * The page number of a `[page]` route parameter, or null when it can't be one: only plain
 * positive integers in canonical form (no sign, no leading zero, no decimals) are pages.
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !PAGE_PARAM.test(value)) return null
  return Number(value)
}

/** The GROQ slice of page `page` (1-based) of a paged listing: `[$start...$end]`, end excluded. */
export function pageSlice(page: number, key: PagedListingKey) {
  const {pageSize} = PAGED_LISTINGS[key]
  return {start: (page - 1) * pageSize, end: page * pageSize}
}

/** What a page of a paged listing carries beside its items: where it stands among the listing's pages. */
export interface PageOfList {
  page: number
  pageCount: number
  total: number
}

/** Page `page` of a paged listing of `total` items, or null when there is no such page (→ 404). */
export function listPage<T extends {total: number}>(
  result: T,
  page: number,
  key: PagedListingKey,
): (T & PageOfList) | null {
  const last = pageCount(result.total, PAGED_LISTINGS[key].pageSize)
  if (!Number.isInteger(page) || page < 1 || page > last) return null
  return {...result, page, pageCount: last}
}

/** The items of page `page` of a listing already read whole (its order computed here), or null past its end. */
export function pageOfItems<T>(
  items: readonly T[],
  page: number,
  key: PagedListingKey,
): ({items: T[]} & PageOfList) | null {
  const {start, end} = pageSlice(page, key)
  const found = listPage({total: items.length}, page, key)
  return found && {...found, items: items.slice(start, end)}
}

/**
 * getStaticPaths of a paged listing's `page/[page]` route: its pages 2 to PRERENDERED_LIST_PAGES at build (page 1 is
 * the listing's own route), later pages and those added since generated on their first request.
 */
export function listPageStaticPaths(pages: number): {paths: {params: {page: string}}[]; fallback: 'blocking'} {
  const last = Math.min(pages, PRERENDERED_LIST_PAGES)
  return {
    paths: Array.from({length: Math.max(0, last - 1)}, (_, index) => ({params: {page: String(index + 2)}})),
    fallback: 'blocking',
  }
}
