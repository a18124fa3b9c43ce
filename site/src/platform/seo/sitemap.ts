import {Readable} from 'node:stream'

import {allPaths, datedPaths, type PagesIndex, SERVER_RENDERED_LISTINGS} from '@parlia/schemas/pages/paths'
import {BLOG_PAGE_SIZE, blogCategoryPath, blogCategoryRoute, blogPagePath, blogPageRoute} from '@parlia/schemas/routes'
import {SitemapStream, streamToPromise} from 'sitemap'

import {pageCount} from '../../ui/components/Pagination/paginationWindow'
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
 * blog's list pages at their public URL (/blog?page=N) and the other pages, less the private ones.
 * A page's date is the latest change among the documents it shows.
 */
export function sitemapEntries(index: PagesIndex, postCount: number, documents: SitemapDocument[]): SitemapEntry[] {
  // Each category's listing pages, numbered from 1; a category's change and its articles' date them.
  const categoryPages = new Map(
    index.blogCategories.map(({slug, postCount: count}) => [
      slug,
      Array.from({length: pageCount(count, BLOG_PAGE_SIZE)}, (_, i) => i + 1),
    ]),
  )
  const categoryRoutes = (slug: string) => (categoryPages.get(slug) ?? []).map((page) => blogCategoryRoute(slug, page))
  const lastmod = new Map<string, string>()
  for (const doc of documents) {
    if (!doc.updatedAt || Number.isNaN(time(doc.updatedAt))) continue
    const pages = [
      ...datedPaths(doc, postCount),
      ...(doc._type === 'blogCategory' && doc.slug
        ? categoryRoutes(doc.slug)
        : doc.blogCategories.flatMap(categoryRoutes)),
    ]
    for (const path of pages) {
      const known = lastmod.get(path)
      if (!known || time(doc.updatedAt) > time(known)) lastmod.set(path, doc.updatedAt)
    }
  }
  const blogPages = Array.from({length: pageCount(postCount, BLOG_PAGE_SIZE)}, (_, i) => i + 1)
  // allPaths holds the routes the blog list is served from (and one page a deletion may have emptied).
  const blogRoutes = new Set(Array.from({length: blogPages.length + 1}, (_, i) => blogPageRoute(i + 1)))
  // And those of each category's listing (/blog/categorie/<slug>/page/N).
  for (const [slug, pages] of categoryPages)
    for (const page of [...pages, pages.length + 1]) blogRoutes.add(blogCategoryRoute(slug, page))
  const excluded = new Set(PRIVATE_PAGES)
  const paths = allPaths(index, postCount).filter((path) => !excluded.has(path) && !blogRoutes.has(path))
  const entries: SitemapEntry[] = [
    ...paths.map((path) => ({path, lastmod: lastmod.get(path) ?? null})),
    ...blogPages.map((page) => ({path: blogPagePath(page), lastmod: lastmod.get(blogPageRoute(page)) ?? null})),
    ...[...categoryPages].flatMap(([slug, pages]) =>
      pages.map((page) => ({
        path: blogCategoryPath(slug, page),
        lastmod: lastmod.get(blogCategoryRoute(slug, page)) ?? null,
      })),
    ),
    ...SERVER_RENDERED_LISTINGS.map((path) => ({path, lastmod: lastmod.get(path) ?? null})),
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
