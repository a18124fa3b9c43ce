import {routes} from '../routes'

/** Pages kept out of search engines: disallowed here, `noindex` on the page, absent from the sitemap. */
export const PRIVATE_PAGES: readonly string[] = [
  routes.login,
  routes.contactConfirmation,
  routes.demoConfirmation,
  routes.contentConfirmation,
]

const API_PREFIX = '/api/'

/** /robots.txt: everything may be crawled but the API and the private pages; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[API_PREFIX, ...PRIVATE_PAGES].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}${routes.sitemap}`,
    '',
  ].join('\n')
}
