import {SITE_LANGUAGE} from '@parlia/schemas/constants'
import {feedPath, routes} from '@parlia/schemas/routes'
import {tenderTemplateDocuments} from '@parlia/schemas/publicBuyers/documentPaths'
import {securityDocuments} from '@parlia/schemas/security/documentPaths'
import {escapeRegExp} from 'es-toolkit'

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
  ...Object.values(tenderTemplateDocuments),
])

/**
 * next.config.ts's rewrite of the documents' paths to their API route: one rule naming each path
 * (`/:document(robots\\.txt|sitemap\\.xml|rss/fr|…)`), exactly those. The build manifest, which every page loads,
 * carries each rule, hence one for all. Rewrites, not a proxy: a proxy (middleware) costs every request of the site,
 * pages included, its matching (measured).
 */
export function seoDocumentRewrite(): {source: string; destination: string} {
  const names = [...SEO_DOCUMENT_PATHS].map((path) => escapeRegExp(path.slice(1)))
  return {source: `/:document(${names.join('|')})`, destination: `${SEO_DOCUMENTS_API}/:document`}
}
