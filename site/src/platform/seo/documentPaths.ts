import {SITE_LANGUAGE} from '@parlia/schemas/constants'
import {feedPath, routes} from '@parlia/schemas/routes'
import {securityDocuments} from '@parlia/schemas/security/documentPaths'
import {escapeRegExp} from 'es-toolkit'
import {groupBy} from 'remeda'

/** Where a document's request is rewritten: the API route that writes it (pages/api/seo/[...document].ts). */
const SEO_DOCUMENTS_API = '/api/seo'

/** The feed exists in the site's one language: /rss/fr (spec sections 2 and 7). */
export const FEED_LOCALES: readonly string[] = [SITE_LANGUAGE]

/**
 * The site's non-HTML documents at their public paths. They are written by an API route rather than by pages,
 * whose client chunks (never loaded) every page's build manifest would list; exactly these paths are rewritten, so
 * any other (/rss/en) gets the site's 404 page.
 */
export const SEO_DOCUMENT_PATHS: ReadonlySet<string> = new Set([
  routes.robots,
  routes.sitemap,
  ...FEED_LOCALES.map(feedPath),
  ...Object.values(securityDocuments),
])

/**
 * next.config.ts's rewrites of the documents' paths to their API route, one per folder: a folder's documents by
 * name (`/:document(robots\\.txt|sitemap\\.xml)`), exactly those. The build manifest, which every page loads, carries
 * each rule. Rewrites, not a proxy: a proxy (middleware) costs every request of the site, pages included, its
 * matching (measured).
 */
export function seoDocumentRewrites(): {source: string; destination: string}[] {
  const folders = groupBy([...SEO_DOCUMENT_PATHS], (path) => path.slice(0, path.lastIndexOf('/')))
  return Object.entries(folders).map(([folder, paths]) => {
    const names = paths.map((path) => path.slice(folder.length + 1))
    return names.length === 1
      ? {source: `${folder}/${names[0]}`, destination: `${SEO_DOCUMENTS_API}${folder}/${names[0]}`}
      : {
          source: `${folder}/:document(${names.map(escapeRegExp).join('|')})`,
          destination: `${SEO_DOCUMENTS_API}${folder}/:document`,
        }
  })
}
