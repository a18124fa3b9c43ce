import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {resolveImage} from '../content/image'
import {publicEnv} from '../env/public'
import {REVALIDATE_SECONDS} from '../layout/staticProps'
import {feedPostsQuery, organizationQuery, pagesIndexQuery, sitemapQuery} from '../content/queries'
import type {FeedPost} from './feed'
import {SITEMAP_TYPES, sitemapEntries, type SitemapEntry} from './sitemap'
import type {CompanyFacts} from './structuredData/company'
import type {OrganizationRef} from './structuredData/organization'

/** The feed and the sitemap follow the content as the pages do: cached as long as a page lives before revalidation. */
export const XML_CACHE_CONTROL = `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate`

/** The feed lists the latest articles; older ones stay in the sitemap. */
export const FEED_SIZE = 50

export async function getFeedPosts(options: FetchOptions = {}): Promise<FeedPost[]> {
  const posts = await fetchContent(feedPostsQuery, {limit: FEED_SIZE}, options)
  return posts.map((post) => ({
    title: post.title,
    postId: post.postId,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt,
    // The bundled dataset has no system dates.
    updatedAt: post._updatedAt ?? null,
    categories: (post.categories ?? []).filter(Boolean).map((category) => category.title),
  }))
}

export async function getSitemapEntries(options: FetchOptions = {}): Promise<SitemapEntry[]> {
  const [index, {postCount, documents}] = await Promise.all([
    fetchContent(pagesIndexQuery, {}, options),
    fetchContent(sitemapQuery, {types: SITEMAP_TYPES}, options),
  ])
  return sitemapEntries(
    index,
    postCount,
    documents.map(({_type, slug, updatedAt}) => ({_type, slug: slug ?? null, updatedAt: updatedAt ?? null})),
  )
}

/** The company as the home page describes it (Organization): brand, logo and the settings' legal notice. */
export async function getOrganization(options: FetchOptions = {}): Promise<(OrganizationRef & CompanyFacts) | null> {
  const settings = await fetchContent(organizationQuery, {}, options)
  const logo = resolveImage(settings?.logo)
  if (!settings || !logo) return null
  return {
    name: settings.brandName,
    siteUrl: publicEnv.siteUrl,
    logo,
    legalName: settings.legalNotice.companyName,
    description: settings.description,
    headOffice: settings.legalNotice.headOffice,
    telephone: settings.legalNotice.phone,
    email: settings.contactEmail,
    sameAs: [settings.socialLink.url],
  }
}
