import {anchorItems} from '../../ui/anchors/pageAnchors'
import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {customerCasesQuery, webinarsQuery, whitePapersQuery} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'
import {withListingPage} from '../listings/listingPage'

/**
 * The resource listings. The white paper's file and the webinar's replay link are sent by e-mail
 * and never queried for a page, so no page can leak them.
 */

export const getCustomerCases = (options: FetchOptions = {}) =>
  withListingPage(
    'customerCases',
    options,
    fetchContent(customerCasesQuery, {}, options).then((items) => ({customerCases: resolveImages(items)})),
  )

export const getWhitePapers = (options: FetchOptions = {}) =>
  withListingPage(
    'whitePapers',
    options,
    fetchContent(whitePapersQuery, {}, options).then((items) => ({whitePapers: anchorItems(resolveImages(items))})),
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
