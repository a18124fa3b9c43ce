import {LISTING_PAGES, type ListingPageKey} from '@parlia/schemas/constants/listingPages'

import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {listingPageQuery} from '../../content/queries'
import {type Resolved, resolveImages} from '../../content/resolveImages'
import type {ListingPageQueryResult} from '../../content/sanity.types'

/** A listing page's own texts (short name, hero, SEO), images resolved. */
export type ListingPageData = Resolved<NonNullable<ListingPageQueryResult>>

/** A listing's texts, or null when its listingPage document is missing. */
export async function getListingPage(key: ListingPageKey, options: FetchOptions = {}): Promise<ListingPageData | null> {
  const listing = await fetchContent(listingPageQuery, {listingId: LISTING_PAGES[key].id}, options)
  return listing && resolveImages(listing)
}

/**
 * Loads a listing's texts beside its items (getStaticProps, getServerSideProps): null, so a 404,
 * when its listingPage document is missing, as for any page whose document is gone, or when the
 * items are (a page of the blog past the last).
 */
export async function withListingPage<P extends object>(
  key: ListingPageKey,
  options: FetchOptions,
  items: Promise<P | null>,
): Promise<({listing: ListingPageData} & P) | null> {
  const [listing, props] = await Promise.all([getListingPage(key, options), items])
  return listing && props ? {listing, ...props} : null
}
