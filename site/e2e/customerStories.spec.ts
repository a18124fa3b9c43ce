import {routes} from '@parlia/schemas/routes'
import {expect, test} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'

/**
 * The customer stories (issue 30): each case of the listing links to its own page, which tells it in full, links the
 * use cases that cite it (whose pages link back) and describes itself in JSON-LD. The stories are read from the
 * listing, whichever the editors keep.
 */

/** The stories linked from the listing's first page, with their client's name. */
async function listedStories(page: import('@playwright/test').Page) {
  await page.goto(routes.customerCases)
  const links = page.getByRole('article').getByRole('heading', {level: 2}).getByRole('link')
  await expect(links).not.toHaveCount(0)
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({client: anchor.textContent!, path: anchor.getAttribute('href')!})),
  )
}

test('a customer’s story tells the case in full, with its trail, JSON-LD and no axe violation', async ({page}) => {
  const [story] = await listedStories(page)
  const response = await page.goto(story!.path)
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', {level: 1})).toHaveText(story!.client)
  await expect(page).toHaveTitle(`${story!.client}, cas client | Parlia`)
  for (const part of ['Le défi', 'La solution'])
    await expect(page.getByRole('heading', {level: 3, name: part})).toBeVisible()
  await expect(page.getByRole('region', {name: 'Les résultats'}).getByRole('listitem')).not.toHaveCount(0)
  await expect(
    page.getByRole('navigation', {name: 'Fil d’Ariane'}).getByRole('link', {name: 'Cas clients'}),
  ).toHaveAttribute('href', routes.customerCases)
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const described = scripts.map((text) => JSON.parse(text) as {'@type': string})
  // A fact the document lacks is left out: schema.org's validators refuse a null.
  for (const text of scripts) expect(text).not.toMatch(/:null\b/u)
  expect(described.find((data) => data['@type'] === 'Article')).toMatchObject({
    about: {'@type': 'Organization', name: story!.client},
    url: expect.stringMatching(new RegExp(`${story!.path}$`, 'u')),
  })
  await expectNoAxeViolations(page)
})

test('a story links the connectors it uses, whose pages link back to it', async ({page}) => {
  let found = false
  for (const story of await listedStories(page)) {
    await page.goto(story.path)
    const connectors = page.locator('main a[href^="/solution/connecteurs/"]')
    if ((await connectors.count()) === 0) continue
    found = true
    await connectors.first().click()
    await expect(page).toHaveURL(/\/solution\/connecteurs\/[a-z0-9-]+$/u)
    await expectNoAxeViolations(page)
    await page
      .getByRole('region', {name: /^Ils utilisent l’assistant avec /u})
      .getByRole('link', {name: story.client})
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${story.path}$`, 'u'))
    break
  }
  expect(found, 'one of the listed cases names a connector').toBe(true)
})

test('a story links the use cases that cite it, whose pages link back to it', async ({page}) => {
  let found = false
  for (const story of await listedStories(page)) {
    await page.goto(story.path)
    const useCases = page.getByRole('region', {name: 'Les cas d’usage de ce projet'}).getByRole('link')
    if ((await useCases.count()) === 0) continue
    found = true
    await useCases.first().click()
    await expect(page).toHaveURL(/\/cas-usage\/[a-z0-9-]+$/u)
    await page.getByRole('region', {name: 'Ils l’ont déployé'}).getByRole('link', {name: story.client}).click()
    await expect(page).toHaveURL(new RegExp(`${story.path}$`, 'u'))
    break
  }
  expect(found, 'a use case cites one of the listed cases').toBe(true)
})

test('an unknown story answers 404, and « page » is the listing’s pages', async ({request}) => {
  expect((await request.get(`${routes.customerCases}/client-inconnu`)).status()).toBe(404)
  expect((await request.get(`${routes.customerCases}/page`)).status()).toBe(404)
})

test.describe('the listing’s sector filter', () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({javaScriptEnabled})

      test('narrows the cases to a sector by a link, at a shareable address, and back to all', async ({page}) => {
        await page.goto(routes.customerCases)
        const filter = page.getByRole('navigation', {name: 'Filtrer par secteur'})
        await expect(filter.getByRole('link', {name: 'Tous les secteurs'})).toHaveAttribute('aria-current', 'page')
        const choice = filter.getByRole('link').nth(1)
        const sector = (await choice.textContent())!
        await choice.click()
        await expect(page).toHaveURL(/\?secteur=[a-z-]+$/u)
        await expect(filter.getByRole('link', {name: sector})).toHaveAttribute('aria-current', 'page')
        // Every case shown is of that sector, as its tag says.
        const cards = page.getByRole('main').getByRole('article')
        await expect(cards).not.toHaveCount(0)
        for (const tag of await cards.locator('p', {hasText: 'Secteur :'}).allTextContents()) {
          expect(tag.replace(/\s+/gu, ' ').trim()).toBe(`Secteur : ${sector}`)
        }
        await expect(page.getByRole('navigation', {name: 'Fil d’Ariane'})).toContainText(sector)
        await expect(page).toHaveTitle(new RegExp(`: ${sector} \\|`, 'u'))
        if (javaScriptEnabled) await expectNoAxeViolations(page)
        await filter.getByRole('link', {name: 'Tous les secteurs'}).click()
        await expect(page).toHaveURL(new RegExp(`${routes.customerCases}$`, 'u'))
      })
    })
  }

  test('an unknown sector answers 404', async ({request}) => {
    expect((await request.get(`${routes.customerCases}?secteur=particulier`)).status()).toBe(404)
    expect((await request.get(`${routes.customerCases}?secteur=entreprise&page=0`)).status()).toBe(404)
  })
})
