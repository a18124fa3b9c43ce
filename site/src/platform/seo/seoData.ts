import {PAGE_DATING_TYPES} from '@parlia/schemas/pages/paths'

import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {publicEnv} from '../env/public'
import {REVALIDATE_SECONDS} from '../../ui/layout/staticProps'
import {feedPostsQuery, organizationQuery, pagesIndexQuery, sitemapQuery} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'
import type {FeedPost} from './feed'
import {sitemapEntries, type SitemapEntry} from './sitemap'
import type {CompanyFacts} from './structuredData/company'
import type {OrganizationRef} from './structuredData/organization'

/** The feed and the sitemap follow the content as the pages do: cached as long as a page lives before revalidation. */
export const XML_CACHE_CONTROL = `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate`

/** The feed lists the latest articles; older ones stay in the sitemap. */
export const FEED_SIZE = 50

export async function getFeedPosts(options: FetchOptions = {}): Promise<FeedPost[]> {
  return fetchContent(feedPostsQuery, {limit: FEED_SIZE}, options)
}

export async function getSitemapEntries(options: FetchOptions = {}): Promise<SitemapEntry[]> {
  const [index, {counts, documents}] = await Promise.all([
    fetchContent(pagesIndexQuery, {}, options),
    fetchContent(sitemapQuery, {types: PAGE_DATING_TYPES}, options),
  ])
  return sitemapEntries(index, counts, documents)
}

/** The company as the home page describes it (Organization): brand, logo and the settings' legal notice. */
export async function getOrganization(options: FetchOptions = {}): Promise<(OrganizationRef & CompanyFacts) | null> {
  const settings = resolveImages(await fetchContent(organizationQuery, {}, options))
  const logo = settings?.logo
  return settings && logo ? {...settings, logo, siteUrl: publicEnv.siteUrl} : null
}
