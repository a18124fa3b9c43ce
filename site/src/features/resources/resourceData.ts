import {anchorItems} from '../../ui/anchors/pageAnchors'
import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {customerCasesPageQuery, webinarsQuery, whitePapersQuery} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'
import {tenderTemplateCardQuery} from '../publicBuyers/query'
import {withListingPage} from '../listings/listingPage'
import {listPage, pageSlice} from '../listings/paging'
import {pageCount} from '../../ui/components/Pagination/paginationWindow'
import {SECTORS} from '@parlia/schemas/constants/sectors'
import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'

/**
 * The resource listings. The white paper's file and the webinar's replay link are sent by e-mail
 * and never queried for a page, so no page can leak them.
 */

/**
 * Page `page` of the customer cases with the listing's texts, of one sector (`sector`, a slug of SECTORS) or all,
 * with the sectors that have cases in the constants' order; null past the last page or for an unknown sector (→ 404).
 */
export const getCustomerCases = (page: number, options: FetchOptions = {}, sector: string | null = null) => {
  const filter = sector === null ? null : (SECTORS.find(({slug}) => slug === sector) ?? undefined)
  if (filter === undefined) return Promise.resolve(null)
  return withListingPage(
    'customerCases',
    options,
    fetchContent(customerCasesPageQuery, {...pageSlice(page, 'customerCases'), sector}, options).then((result) => {
      const found = listPage(resolveImages(result), page, 'customerCases')
      const present = new Set(result.sectors)
      return (
        found && {
          customerCases: found.items,
          paging: {page, pageCount: found.pageCount, total: found.total},
          sectors: {current: filter, all: SECTORS.filter(({slug}) => present.has(slug))},
        }
      )
    }),
  )
}

/** How many pages the customer cases fill now (getStaticPaths). */
export async function getCustomerCasesPageCount(options: FetchOptions = {}) {
  const {total} = await fetchContent(customerCasesPageQuery, {start: 0, end: 0, sector: null}, options)
  return pageCount(total, PAGED_LISTINGS.customerCases.pageSize)
}

/** The sectors that have customer cases now (getStaticPaths of their pages). */
export async function getCustomerCaseSectors(options: FetchOptions = {}): Promise<string[]> {
  const {sectors} = await fetchContent(customerCasesPageQuery, {start: 0, end: 0, sector: null}, options)
  return sectors
}

export const getWhitePapers = (options: FetchOptions = {}) =>
  withListingPage(
    'whitePapers',
    options,
    Promise.all([fetchContent(whitePapersQuery, {}, options), fetchContent(tenderTemplateCardQuery, {}, options)]).then(
      ([items, publicBuyers]) => ({
        whitePapers: anchorItems(resolveImages(items)),
        // The public buyers' page's template, downloaded directly beside the papers sent on request.
        tenderTemplate: publicBuyers?.tenderTemplate ?? null,
      }),
    ),
  )

export const getWebinars = (options: FetchOptions = {}) =>
  withListingPage(
    'webinars',
    options,
    fetchContent(webinarsQuery, {}, options).then((items) => ({webinars: anchorItems(resolveImages(items))})),
  )

export type CustomerCasesProps = NonNullable<Awaited<ReturnType<typeof getCustomerCases>>>
export type WhitePapersProps = NonNullable<Awaited<ReturnType<typeof getWhitePapers>>>
export type WebinarsProps = NonNullable<Awaited<ReturnType<typeof getWebinars>>>
