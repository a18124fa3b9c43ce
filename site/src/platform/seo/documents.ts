import {feedPath, routes} from '@parlia/schemas/routes'

import {publicEnv} from '../env/public'
import {getLayoutData} from '../../ui/layout/layoutData'
import {getListingPage} from '../../features/listings/listingPage'
import {TENDER_TEMPLATE_WRITERS} from '../../features/publicBuyers/tenderTemplateDocuments'
import {SECURITY_DOCUMENT_WRITERS} from '../../features/security/securityDocuments'
import {FEED_LOCALES} from './documentPaths'
import {buildFeed} from './feed'
import {robotsTxt} from './robots'
import {getFeedPosts, getSitemapEntries, XML_CACHE_CONTROL} from './seoData'
import {sitemapDocument} from './sitemap'

/** The request's query parameters a document reads (the sitemap's part). */
export type SeoQuery = Partial<Record<string, string>>

export interface SeoDocument {
  contentType: string
  cacheControl: string
  body: string | Buffer
  /** A file to save (a PDF, a Word document): its name, sent as an attachment's. */
  filename?: string
}

/** robots.txt, written from the configured origin so the sitemap's address is absolute. */
async function robots(): Promise<SeoDocument> {
  return {
    contentType: 'text/plain; charset=utf-8',
    cacheControl: 'public, s-maxage=86400, stale-while-revalidate',
    body: robotsTxt(publicEnv.siteUrl),
  }
}

/**
 * The sitemap: every public page and its last modification, rebuilt at most every few minutes; past a sitemap's
 * limits, the index of its parts, each at /sitemap.xml?partie=N. Null for a part that does not exist.
 */
async function sitemap(query: SeoQuery): Promise<SeoDocument | null> {
  const part = query.partie === undefined ? null : /^[1-9]\d{0,5}$/.test(query.partie) ? Number(query.partie) : 0
  const body = await sitemapDocument(await getSitemapEntries(), publicEnv.siteUrl, part)
  return body === null ? null : {contentType: 'application/xml; charset=utf-8', cacheControl: XML_CACHE_CONTROL, body}
}

/** The blog's RSS 2.0 feed, rebuilt from the articles at most every few minutes. */
async function feed(): Promise<SeoDocument> {
  const [layout, posts, blog] = await Promise.all([getLayoutData(), getFeedPosts(), getListingPage('blog')])
  // The blog's own description, as its list page gives it; the site's without its listing document.
  const description = blog ? (blog.seo.metaDescription ?? blog.hero.lead) : layout.description
  return {
    contentType: 'application/rss+xml; charset=utf-8',
    cacheControl: XML_CACHE_CONTROL,
    body: buildFeed(posts, {siteName: layout.brandName, siteUrl: publicEnv.siteUrl, description}),
  }
}

const WRITERS: ReadonlyMap<string, (query: SeoQuery) => Promise<SeoDocument | null>> = new Map([
  [routes.robots, robots],
  [routes.sitemap, sitemap],
  ...FEED_LOCALES.map((locale) => [feedPath(locale), feed] as const),
  ...SECURITY_DOCUMENT_WRITERS,
  ...TENDER_TEMPLATE_WRITERS,
])

/** The document at this public path (one of SEO_DOCUMENT_PATHS) and query, or null for any other. */
export async function seoDocument(path: string, query: SeoQuery = {}): Promise<SeoDocument | null> {
  return (await WRITERS.get(path)?.(query)) ?? null
}
