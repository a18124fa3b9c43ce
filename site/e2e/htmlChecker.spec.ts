import {connectorPath, routes} from '@parlia/schemas/routes'
import {type APIRequestContext, expect, test} from '@playwright/test'

import {type CheckedPage, formatHtmlErrors, htmlErrors} from './htmlChecker'

/**
 * The W3C Nu HTML Checker (vnu-jar) finds no error on any route's server HTML: every URL of the sitemap, and the
 * pages it leaves out on purpose (the private pages, the 404 page, the static pages the paged lists are served from,
 * the search pages' states). All pages go through one run of the checker; its warnings are advice and fail nothing.
 */

const UNLISTED: {path: string; status: number}[] = [
  {path: '/cette-page-n-existe-pas', status: 404},
  {path: connectorPath('connecteur-inexistant'), status: 404},
  {path: routes.login, status: 200},
  {path: routes.contactConfirmation, status: 200},
  {path: routes.demoConfirmation, status: 200},
  {path: routes.contentConfirmation, status: 200},
  {path: `${routes.connectors}?q=glpi&tags=itsm`, status: 200},
  // A search that finds nothing: the catalogue offers the contact button in place of the results.
  {path: `${routes.connectors}?q=zzqxw`, status: 200},
  {path: `${routes.faq}?q=rgpd`, status: 200},
  {path: `${routes.faq}?q=zzqxw`, status: 200},
]

/** Every URL of the sitemap, as a path on the server under test (the sitemap names the public origin). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(routes.sitemap)
  expect(response.status()).toBe(200)
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  )
  expect(locations.length).toBeGreaterThan(50)
  return locations.map((location) => {
    const url = new URL(location)
    return `${url.pathname}${url.search}`
  })
}

/** The static page a paged list's URL is served from (next.config.ts's rewrites): /blog?page=2 from /blog/page/2. */
function servedFrom(path: string): string | null {
  const url = new URL(path, 'http://site')
  const page = url.searchParams.get('page')
  return page && url.searchParams.size === 1 ? `${url.pathname}/page/${page}` : null
}

test('the W3C HTML checker finds no error on any route', async ({request}) => {
  // One Java start checks about 170 pages, after they are fetched from a server shared with the other specs.
  test.setTimeout(240_000)
  const listed = await sitemapPaths(request)
  const pagedRoutes = listed.map(servedFrom).filter((path) => path !== null)
  expect(pagedRoutes, 'the blog list has a second page').toContain('/blog/page/2')
  // One sector's customer cases (?secteur=…, an alternate address the sitemap leaves out), as the listing links it.
  const listing = await (await request.get(routes.customerCases)).text()
  const sector = listing.match(/href="(\/ressources\/cas-usage-client\?secteur=[a-z-]+)"/)?.[1]
  expect(sector, 'the customer cases link a sector').toBeTruthy()
  // The savings calculator rendered for an address's figures, and with errors (its page for the request).
  const estimates = [
    `${routes.savingsCalculator}?demandes=900&part=35`,
    `${routes.savingsCalculator}?demandes=x&cout=0`,
  ]
  const routesToCheck = [...listed, ...pagedRoutes, sector!, ...estimates]
    .map((path) => ({path, status: 200}))
    .concat(UNLISTED)
  const pages: CheckedPage[] = []
  for (const {path, status} of routesToCheck) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(status)
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
    pages.push({path, html: await response.text()})
  }
  const errors = htmlErrors(pages)
  expect(errors, `The HTML checker reports ${errors.length} error(s):\n${formatHtmlErrors(errors)}`).toEqual([])
})
