import {SITE_LANGUAGE} from '@parlia/schemas/constants'
import {feedPath, routes} from '@parlia/schemas/routes'

/** Where the proxy hands a document's request: the API route that writes it (pages/api/seo/[...document].ts). */
export const SEO_DOCUMENTS_API = '/api/seo'

/** The feed exists in the site's one language: /rss/fr (spec sections 2 and 7). */
export const FEED_LOCALES: readonly string[] = [SITE_LANGUAGE]

/**
 * The site's non-HTML documents at their public paths. They are written by an API route rather than by pages,
 * whose client chunks (never loaded) every page's build manifest would list; the proxy rewrites exactly these
 * paths, so any other (/rss/en) gets the site's 404 page.
 */
export const SEO_DOCUMENT_PATHS: ReadonlySet<string> = new Set([routes.robots, routes.sitemap, ...FEED_LOCALES.map(feedPath)])
