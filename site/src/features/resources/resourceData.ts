import {anchorItems} from '../../ui/anchors/pageAnchors'
import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {customerCasesPageQuery, webinarsQuery, whitePapersQuery} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'
import {tenderTemplateCardQuery} from '../publicBuyers/query'
import {withListingPage} from '../listings/listingPage'
import {listPage, pageSlice} from '../listings/paging'
import {pageCount} from '../../ui/components/Pagination/paginationWindow'
import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'

/**
 * The resource listings. The white paper's file and the webinar's replay link are sent by e-mail
 * and never queried for a page, so no page can leak them.
 */

/** Page `page` of the customer cases with the listing's texts, or null past the last page (→ 404). */
export const getCustomerCases = (page: number, options: FetchOptions = {}) =>
  withListingPage(
    'customerCases',
    options,
    fetchContent(customerCasesPageQuery, pageSlice(page, 'customerCases'), options).then((result) => {
      const found = listPage(resolveImages(result), page, 'customerCases')
      return found && {customerCases: found.items, paging: {page, pageCount: found.pageCount, total: found.total}}
    }),
  )

/** How many pages the customer cases fill now (getStaticPaths). */
export async function getCustomerCasesPageCount(options: FetchOptions = {}): Promise<number> {
  const {total} = await fetchContent(customerCasesPageQuery, {start: 0, end: 0}, options)
  return pageCount(total, PAGED_LISTINGS.customerCases.pageSize)
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
