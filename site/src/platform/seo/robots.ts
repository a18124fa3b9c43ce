import {routes} from '@parlia/schemas/routes'

/**
 * Pages kept out of search engines by the `noindex` they carry (see PageHead), hence absent from the sitemap.
 * robots.txt must let crawlers fetch them: a page it disallows is never read, so its `noindex` is never seen
 * and its address can still be indexed from links elsewhere.
 */
export const PRIVATE_PAGES: readonly string[] = [
  routes.login,
  routes.contactConfirmation,
  routes.demoConfirmation,
  routes.contentConfirmation,
]

/** What robots.txt disallows: only what has no HTML to carry a `noindex`. */
const DISALLOWED_PREFIXES: readonly string[] = ['/api/']

/** /robots.txt: everything may be crawled but the API; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PREFIXES.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}${routes.sitemap}`,
    '',
  ].join('\n')
}
