import {cpSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {expect, type Locator, type Page, test} from '@playwright/test'

import {listingPagePath, PAGED_LISTINGS, type PagedListingKey} from '@parlia/schemas/pagedListings'

import {publicEnv} from '../src/platform/env/public'
import {expectNoAxeViolations} from './a11y'
import {bundledDocuments} from './content'
import {formatHtmlErrors, htmlErrors} from './htmlChecker'
import {type OwnServer, startOwnServer} from './ownServer'
import {notifyChange, REPORT_WAIT_S} from './webhook'

/**
 * The listings that grow with the content show a page of it at a time, as the blog does: on a server of the spec's
 * own reading a copy of the bundled dataset with a page's worth and one more of use cases, customer cases and job
 * offers, which the build never saw. Their publication's webhook regenerates each listing's first page; the later
 * pages are generated on their first request.
 */

// One server for the file's tests.
test.describe.configure({mode: 'serial'})

const SECRET = 'e2e-paged-listings-secret'

type StoredDocument = ReturnType<typeof bundledDocuments>[number]

interface PagedListing {
  key: Exclude<PagedListingKey, 'blog'>
  type: string
  /** Whether a stored document is one the listing shows. */
  listed: (document: StoredDocument) => boolean
  /** The added document number `index` (from 1), after a document of the bundled dataset. */
  added: (model: StoredDocument, index: number) => StoredDocument
  /** The items of the page shown. */
  items: (page: Page) => Locator
  /** The name of the listing's pages' navigation. */
  pagination: string
}

const day = (index: number) => String(index).padStart(2, '0')
const slug = (current: string) => ({_type: 'slug', current})
const hasSlug = (field: string) => (document: StoredDocument) =>
  typeof (document[field] as {current?: unknown} | undefined)?.current === 'string'

const LISTINGS: PagedListing[] = [
  {
    key: 'useCases',
    type: 'useCase',
    listed: hasSlug('useCaseId'),
    added: (model, index) => ({
      ...model,
      _id: `useCase-ajoute-${index}`,
      useCaseId: slug(`cas-ajoute-${index}`),
      title: `Cas d’usage ajouté ${day(index)}`,
      grouping: 'metier',
    }),
    items: (page) => page.getByRole('main').locator('a[href^="/cas-usage/"]'),
    pagination: 'Pages des cas d’usage',
  },
  {
    key: 'customerCases',
    type: 'customerCase',
    listed: hasSlug('slug'),
    added: (model, index) => ({
      ...model,
      _id: `customerCase-ajoute-${index}`,
      slug: slug(`client-ajoute-${index}`),
      client: `Client ajouté ${day(index)}`,
    }),
    items: (page) => page.getByRole('main').getByRole('article'),
    pagination: 'Pages des cas clients',
  },
  {
    key: 'jobs',
    type: 'job',
    listed: hasSlug('jobId'),
    added: (model, index) => ({
      ...model,
      _id: `job-ajoute-${index}`,
      jobId: slug(`offre-ajoutee-${index}`),
      title: `Offre ajoutée ${day(index)}`,
      datePosted: `2027-02-${day(index)}`,
    }),
    items: (page) => page.getByRole('main').locator('a[href^="/rejoignez-nous/"]'),
    pagination: 'Pages des offres',
  },
]

/** A page's worth of each listing and one more: every listing has two pages at least. */
const addedCount = (listing: PagedListing) => PAGED_LISTINGS[listing.key].pageSize + 1

/** How many pages the listing fills with the bundled dataset's items and the added ones. */
function lastPage(listing: PagedListing): number {
  const total = bundledDocuments(listing.type).filter(listing.listed).length + addedCount(listing)
  return Math.ceil(total / PAGED_LISTINGS[listing.key].pageSize)
}

let server: OwnServer
let dir: string

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'parlia-paged-'))
  cpSync(path.resolve(__dirname, '..', '..', 'content', 'data.ndjson'), path.join(dir, 'data.ndjson'))
  const added = LISTINGS.flatMap((listing) => {
    const model = bundledDocuments(listing.type).find(listing.listed)!
    return Array.from({length: addedCount(listing)}, (_, index) => listing.added(model, index + 1))
  })
  writeFileSync(path.join(dir, 'data.ndjson'), `${added.map((doc) => JSON.stringify(doc)).join('\n')}\n`, {flag: 'a'})
  server = await startOwnServer('e2e-paged-listings', {
    CONTENT_DIR: dir,
    SANITY_PROJECT_ID: '',
    SANITY_REVALIDATE_SECRET: SECRET,
    // Its pages in its own cache: in service mode, Redis would share them with the other specs' server.
    REDIS_URL: '',
  })
  // As Sanity calls it after each publish: the first page of each listing, prerendered at build, is regenerated.
  for (const document of LISTINGS.map((listing) => added.find((doc) => doc._type === listing.type)!)) {
    const change = {_id: document._id, _type: document._type, slug: null, operation: 'create' as const}
    const response = await notifyChange(server.base, SECRET, change, {wait: REPORT_WAIT_S})
    expect(response.ok, await response.text()).toBe(true)
  }
})

test.afterAll(() => {
  server?.stop()
  if (dir) rmSync(dir, {recursive: true, force: true})
})

for (const listing of LISTINGS) {
  const {key, pagination} = listing
  const base = PAGED_LISTINGS[key].path

  test(`${base} shows a page at a time, page N at ?page=N, and links its pages`, async ({page}) => {
    const last = lastPage(listing)
    expect((await page.goto(`${server.base}${base}`))?.status()).toBe(200)
    await expect(listing.items(page)).toHaveCount(PAGED_LISTINGS[key].pageSize)
    const pages = page.getByRole('navigation', {name: pagination})
    await expect(pages).toContainText(`1 / ${last}`)
    await pages.getByRole('link', {name: /Suivant/}).click()
    await expect(page).toHaveURL(`${server.base}${listingPagePath(key, 2)}`)
    await expect(page.getByRole('navigation', {name: 'Fil d’Ariane'})).toContainText('Page 2')
    await expect(listing.items(page).first()).toBeVisible()
    await expect(page.getByRole('navigation', {name: pagination}).getByRole('link', {name: 'Page 1'})).toHaveAttribute(
      'href',
      base,
    )
    await expectNoAxeViolations(page)

    // Server-rendered, canonical on page 1 (the spec's rule drops `page`), and nothing past the last page.
    const html = await (await fetch(`${server.base}${listingPagePath(key, 2)}`)).text()
    expect(html).toContain(`<link rel="canonical" href="${publicEnv.siteUrl}${base}"`)
    for (const value of [String(last + 1), '0', '02', 'abc'])
      expect((await fetch(`${server.base}${base}?page=${value}`)).status, `?page=${value}`).toBe(404)

    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${publicEnv.siteUrl}${listingPagePath(key, last)}</loc>`)
    expect(sitemap).not.toContain(`${base}?page=${last + 1}<`)
    // Last: the checker takes seconds, longer than the server keeps an idle connection the next fetch would reuse.
    expect(formatHtmlErrors(htmlErrors([{path: listingPagePath(key, 2), html}]))).toBe('')
  })
}
