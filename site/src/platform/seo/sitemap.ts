import {Readable} from 'node:stream'

import type {ListingCounts} from '@parlia/schemas/pagedListings'
import {allPaths, blogCategoryPages, datedPaths, pagedListPages, type PagesIndex} from '@parlia/schemas/pages/paths'
import {SitemapIndexStream, SitemapStream, streamToPromise} from 'sitemap'

import {PRIVATE_PAGES} from './robots'

export interface SitemapDocument {
  /** Names the listing of a listingPage document, which has no slug. */
  _id: string
  _type: string
  slug: string | null
  /** `_updatedAt`, else the document's own date; null when neither is known. */
  updatedAt: string | null
  /** The slugs of the categories an article is filed under, whose listings show it; empty for other documents. */
  blogCategories: string[]
}

export interface SitemapEntry {
  path: string
  lastmod: string | null
}

const time = (value: string) => new Date(value).getTime()

/**
 * Every public page with its last modification: the statically generated pages (allPaths), the
 * paged lists' pages at their public URL (/blog?page=N, /cas-usage?page=N…) and the other pages, less the
 * private ones. A page's date is the latest change among the documents it shows.
 */
export function sitemapEntries(index: PagesIndex, counts: ListingCounts, documents: SitemapDocument[]): SitemapEntry[] {
  // A category's change and its articles' date each page of its listing.
  const categoryRoutes = new Map(
    index.blogCategories.map((category) => [
      category.slug,
      blogCategoryPages(category, {afterDeletion: false}).map(({route}) => route),
    ]),
  )
  const routesOfCategory = (slug: string) => categoryRoutes.get(slug) ?? []
  const lastmod = new Map<string, string>()
  for (const doc of documents) {
    if (!doc.updatedAt || Number.isNaN(time(doc.updatedAt))) continue
    const pages = [
      ...datedPaths(doc, counts),
      ...(doc._type === 'blogCategory' && doc.slug
        ? routesOfCategory(doc.slug)
        : doc.blogCategories.flatMap(routesOfCategory)),
    ]
    for (const path of pages) {
      const known = lastmod.get(path)
      if (!known || time(doc.updatedAt) > time(known)) lastmod.set(path, doc.updatedAt)
    }
  }
  // A paged list's pages are listed at their public address, not at the routes they are generated at.
  const listRoutes = new Set(pagedListPages(index, counts, {afterDeletion: true}).map(({route}) => route))
  const excluded = new Set(PRIVATE_PAGES)
  const paths = allPaths(index, counts).filter((path) => !excluded.has(path) && !listRoutes.has(path))
  const entries: SitemapEntry[] = [
    ...paths.map((path) => ({path, lastmod: lastmod.get(path) ?? null})),
    ...pagedListPages(index, counts, {afterDeletion: false}).map(({path, route}) => ({
      path,
      lastmod: lastmod.get(route) ?? null,
    })),
  ]
  const unique = new Map<string, SitemapEntry>()
  for (const entry of entries) if (!excluded.has(entry.path) && !unique.has(entry.path)) unique.set(entry.path, entry)
  return [...unique.values()]
}

/** The sitemap's XML (sitemaps.org protocol), absolute URLs on the site's origin. */
export async function sitemapXml(entries: SitemapEntry[], siteUrl: string): Promise<string> {
  const stream = new SitemapStream({
    hostname: `${siteUrl}/`,
    xmlns: {news: false, video: false, xhtml: false, image: false},
  })
  const items = entries.map(({path, lastmod}) => ({
    url: path,
    ...(lastmod ? {lastmod: new Date(lastmod).toISOString()} : {}),
  }))
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8')
}

/** What one sitemap may hold (sitemaps.org): past either, the site serves a sitemap index and its parts. */
export const SITEMAP_LIMITS = {urls: 50_000, bytes: 50 * 1024 * 1024} as const

/** Room for the XML declaration and the urlset's opening and closing tags with their namespaces. */
const URLSET_OVERHEAD_BYTES = 1_024

/** The bytes one entry takes in a sitemap: its <url> with its absolute, escaped <loc> and its <lastmod>. */
function entryBytes({path, lastmod}: SitemapEntry, siteUrl: string): number {
  const loc = `${siteUrl}${path}`.replaceAll('&', '&amp;')
  const date = lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''
  return Buffer.byteLength(`<url><loc>${loc}</loc>${date}</url>`)
}

/** The entries cut into sitemaps each within `limits`, in their order; one part when they all fit. */
export function sitemapParts(
  entries: SitemapEntry[],
  siteUrl: string,
  limits: {urls: number; bytes: number} = SITEMAP_LIMITS,
): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [[]]
  let bytes = URLSET_OVERHEAD_BYTES
  for (const entry of entries) {
    const size = entryBytes(entry, siteUrl)
    const current = parts.at(-1)!
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push([entry])
      bytes = URLSET_OVERHEAD_BYTES + size
    } else {
      current.push(entry)
      bytes += size
    }
  }
  return parts
}

/** Where a part of a split sitemap is served: /sitemap.xml?partie=N, N from 1. */
const sitemapPartPath = (part: number) => `/sitemap.xml?partie=${part}`

/** A sitemap index listing each part, dated by its latest page. */
async function sitemapIndexXml(parts: SitemapEntry[][], siteUrl: string): Promise<string> {
  const latest = (part: SitemapEntry[]) =>
    part.reduce<string | null>(
      (max, {lastmod}) => (lastmod && (!max || time(lastmod) > time(max)) ? lastmod : max),
      null,
    )
  const items = parts.map((part, index) => {
    const lastmod = latest(part)
    return {
      url: `${siteUrl}${sitemapPartPath(index + 1)}`,
      ...(lastmod ? {lastmod: new Date(lastmod).toISOString()} : {}),
    }
  })
  return (await streamToPromise(Readable.from(items).pipe(new SitemapIndexStream()))).toString('utf8')
}

/**
 * /sitemap.xml (`part` null): the sitemap itself while every page fits in one, else the index of its parts; a part
 * (`part` N) exists only then. Null for a part that does not exist.
 */
export async function sitemapDocument(
  entries: SitemapEntry[],
  siteUrl: string,
  part: number | null,
  limits: {urls: number; bytes: number} = SITEMAP_LIMITS,
): Promise<string | null> {
  const parts = sitemapParts(entries, siteUrl, limits)
  if (part === null) return parts.length === 1 ? sitemapXml(parts[0]!, siteUrl) : sitemapIndexXml(parts, siteUrl)
  if (parts.length === 1 || !Number.isInteger(part) || part < 1 || part > parts.length) return null
  return sitemapXml(parts[part - 1]!, siteUrl)
}
