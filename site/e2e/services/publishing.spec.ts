import {expect, test} from '@playwright/test'
import {algoliasearch} from 'algoliasearch'

import {bundledDocument, lakeClient} from '../content'
import {services} from '../mode'
import {type OwnServer, startOwnServer} from '../ownServer'
import {notifyChange, REPORT_WAIT_S} from '../webhook'

// Service mode only (playwright.config.ts): the API CDN's lag and the Algolia index exist only there. A publish
// in the local Content Lake plus Sanity's signed webhook, on a server of the spec's own.
const SECRET = 'secret-de-test-publication'
const stack = services!
const lake = lakeClient(stack.contentLake)
const algolia = algoliasearch(stack.algolia.appId, stack.algolia.adminKey, {
  hosts: [{url: new URL(stack.algolia.url).host, protocol: 'http', accept: 'readWrite'}],
})

let server: OwnServer
const page = async (path: string) => {
  const response = await fetch(`${server.base}${path}`)
  return {status: response.status, html: await response.text()}
}
/** What the API CDN answers now: the host every page build reads, except the webhook's. */
const fromCdn = async (query: string) => {
  const url = `${stack.contentLake.cdnUrl}/v2025-02-19/data/query/${stack.contentLake.dataset}?query=${encodeURIComponent(query)}`
  return ((await (await fetch(url)).json()) as {result: unknown}).result
}

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  server = await startOwnServer('e2e-publishing', {SANITY_REVALIDATE_SECRET: SECRET})
})

test.afterAll(() => server?.stop())

test('a renamed connector is on its page, on the use cases and the home page that reference it, in the catalogue’s popular connectors and in the Algolia index at once, while the API CDN still serves the old name', async ({
  page: browser,
}) => {
  expect((await page('/solution/connecteurs/lucca')).html).toContain('Lucca')
  expect((await page('/cas-usage/ressources-humaines')).html).not.toContain('Lucca Paie')

  await lake.patch('connector-lucca').set({name: 'Lucca Paie'}).commit()
  expect(await fromCdn('*[_id == "connector-lucca"][0].name')).toBe('Lucca')

  const response = await notifyChange(
    server.base,
    SECRET,
    {
      _id: 'connector-lucca',
      _type: 'connector',
      slug: 'lucca',
      operation: 'update',
    },
    {wait: REPORT_WAIT_S},
  )
  expect(response.status).toBe(200)
  const {revalidated, failed} = await response.json()
  expect(failed).toEqual([])
  // Its page, the use cases and the home page that show it (and the articles whose links name it, with the blog's
  // lists, however many the editors wrote); not the use cases' listing, which shows no connector.
  expect(revalidated).toEqual(
    expect.arrayContaining([
      '/',
      '/cas-usage/entreprise',
      '/cas-usage/ressources-humaines',
      '/solution/connecteurs/lucca',
    ]),
  )
  expect(revalidated).not.toContain('/cas-usage')
  for (const path of ['/solution/connecteurs/lucca', '/cas-usage/ressources-humaines', '/cas-usage/entreprise', '/']) {
    expect((await page(path)).html, path).toContain('Lucca Paie')
  }
  // The catalogue is rendered on request: inside the window the webhook opened, it reads past the lagging API CDN.
  // Its popular connectors come from the content (its search results, from Algolia, were updated by the webhook).
  await browser.goto(`${server.base}/solution/connecteurs`)
  const popular = browser.getByRole('region', {name: 'Les plus populaires'})
  expect(await popular.getByRole('link').allTextContents()).toContain('Lucca Paie')
  expect(await fromCdn('*[_id == "connector-lucca"][0].name')).toBe('Lucca')
  expect(await algolia.getObject({indexName: 'connectors', objectID: 'connector-lucca'})).toMatchObject({
    title: 'Lucca Paie',
  })
})

test('an edited FAQ entry is re-indexed in Algolia', async () => {
  const question = 'Le widget de conversation respecte-t-il le RGAA ?'
  await lake.patch('faq-accessibilite').set({question}).commit()
  const response = await notifyChange(
    server.base,
    SECRET,
    {
      _id: 'faq-accessibilite',
      _type: 'faq',
      slug: null,
      operation: 'update',
    },
    {wait: REPORT_WAIT_S},
  )
  expect(response.status).toBe(200)
  expect(await algolia.getObject({indexName: 'faq', objectID: 'faq-accessibilite'})).toMatchObject({question})
  const {hits} = await algolia.searchSingleIndex({indexName: 'faq', searchParams: {query: 'widget RGAA'}})
  expect(hits.map((hit) => hit.objectID)).toContain('faq-accessibilite')
})

test('a synonym group published in the studio reaches both Algolia indices at once, regenerating no page', async () => {
  const before = await algolia.searchSingleIndex({indexName: 'connectors', searchParams: {query: 'quokka'}})
  expect(before.nbHits).toBe(0)
  const groups = await lake.fetch<object[]>('*[_id == "searchSynonyms"][0].groups')
  await lake
    .patch('searchSynonyms')
    .set({groups: [...groups, {_key: 'e2e-quokka', _type: 'synonymGroup', terms: ['quokka', 'glpi']}]})
    .commit()
  const response = await notifyChange(
    server.base,
    SECRET,
    {
      _id: 'searchSynonyms',
      _type: 'searchSynonyms',
      slug: null,
      operation: 'update',
    },
    {wait: REPORT_WAIT_S},
  )
  expect(response.status).toBe(200)
  expect((await response.json()).revalidated).toEqual([])
  for (const indexName of ['connectors', 'faq']) {
    const {hits} = await algolia.searchSynonyms({indexName, searchSynonymsParams: {query: 'quokka'}})
    expect(hits.map((hit) => hit.synonyms)).toEqual([['quokka', 'glpi']])
  }
  const {hits} = await algolia.searchSingleIndex({indexName: 'connectors', searchParams: {query: 'quokka'}})
  expect(hits.map((hit) => hit.objectID)).toContain('connector-glpi')
})

test('an unpublished connector answers 404 and leaves the index', async () => {
  expect((await page('/solution/connecteurs/aircall')).status).toBe(200)
  await lake.delete('connector-aircall')
  const response = await notifyChange(
    server.base,
    SECRET,
    {
      _id: 'connector-aircall',
      _type: 'connector',
      slug: 'aircall',
      operation: 'delete',
    },
    {wait: REPORT_WAIT_S},
  )
  expect(response.status).toBe(200)
  expect((await response.json()).revalidated).toContain('/solution/connecteurs/aircall')
  expect((await page('/solution/connecteurs/aircall')).status).toBe(404)
  await expect(algolia.getObject({indexName: 'connectors', objectID: 'connector-aircall'})).rejects.toMatchObject({
    status: 404,
  })
})

test('a crop set in the studio reaches the page: the image comes from the image CDN, cut to the crop', async ({
  page: browser,
}) => {
  const crop = {_type: 'sanity.imageCrop', top: 0.1, bottom: 0.2, left: 0.25, right: 0.05}
  await lake.patch('post-accessibilite-rgaa-chatbot').set({'cover.crop': crop}).commit()
  const response = await notifyChange(
    server.base,
    SECRET,
    {
      _id: 'post-accessibilite-rgaa-chatbot',
      _type: 'post',
      slug: 'accessibilite-rgaa-chatbot',
      operation: 'update',
    },
    {wait: REPORT_WAIT_S},
  )
  expect(response.status).toBe(200)

  await browser.goto(`${server.base}/blog/accessibilite-rgaa-chatbot`)
  const cover = browser.getByRole('img', {name: /Personne naviguant au clavier/})
  const src = new URL((await cover.getAttribute('src'))!, server.base)
  const original = src.pathname === '/_next/image' ? new URL(src.searchParams.get('url')!) : src
  expect(original.origin).toBe(stack.contentLake.imageUrl)
  // The bundled cover, whichever the art script last drew: its file name is its SHA-1 and size.
  const bundledCover = String(
    (bundledDocument('post-accessibilite-rgaa-chatbot').cover as {_sanityAsset: string})._sanityAsset,
  )
    .split('/')
    .pop()
  expect(bundledCover).toMatch(/^[0-9a-f]{40}-1200x630\.svg$/)
  expect(original.pathname).toBe(`/images/${stack.contentLake.projectId}/${stack.contentLake.dataset}/${bundledCover}`)
  // 1200 × 630 less 30 % of its width and 30 % of its height: the rectangle Sanity's image API cuts.
  expect(original.searchParams.get('rect')).toBe('300,63,840,441')
  await expect(cover).toHaveAttribute('width', '840')
  await expect(cover).toHaveAttribute('height', '441')
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true)
})
