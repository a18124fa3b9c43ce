import {expect, type Page, test} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'
import {isSearchRequest, services} from './mode'

const CATALOGUE = '/solution/connecteurs'
const FAQ = '/ressources/faq'

/** The all-connectors list (the most-popular list above it is outside the search). */
const allConnectors = (page: Page) => page.getByRole('region', {name: 'Tous les connecteurs'})
const hitCards = (page: Page) =>
  allConnectors(page)
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {level: 3})})

/** Waits until hydration has replaced the no-JavaScript submit button. */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', {name: 'Rechercher', exact: true})).toHaveCount(0)
}

async function expectOnlyItsm(page: Page) {
  await expect(page.getByRole('checkbox', {name: /^ITSM/})).toBeChecked()
  await expect(page.getByRole('checkbox', {name: /^ERP/})).not.toBeChecked()
  const cards = hitCards(page)
  await expect(cards.first()).toContainText('GLPI')
  const count = await cards.count()
  await expect(allConnectors(page).getByRole('status')).toHaveText(`${count} connecteurs`)
  for (let index = 0; index < count; index += 1) {
    await expect(cards.nth(index)).toContainText('ITSM')
  }
}

test.describe('connector catalogue', () => {
  test('answers 200 as a static page without a query, one rendered for a query, with one h1 and no axe violation', async ({
    page,
    request,
  }) => {
    // Filtered, rendered for the request and kept 1 s by a shared cache; unfiltered, served from the static pages.
    const filtered = await request.get(`${CATALOGUE}?tags=itsm`)
    expect(filtered.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-if-error=600')
    expect(filtered.headers()['x-nextjs-cache']).toBeUndefined()
    const response = await page.goto(CATALOGUE)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(response?.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/solution\/connecteurs$/)
    await expect(page.locator('h1')).toHaveCount(1)
    expect(await page.title()).not.toBe('')
    const popular = page.getByRole('region', {name: 'Les plus populaires'})
    await expect(popular.getByRole('listitem')).toHaveCount(8)
    await expect(popular.getByRole('link', {name: 'GLPI'})).toHaveAttribute('href', '/solution/connecteurs/glpi')
    await expect(allConnectors(page).getByRole('checkbox')).toHaveCount(16)
    await hydrated(page)
    await expectNoAxeViolations(page)
  })

  test('the browser searches where the configuration says: Algolia’s host with its search-only key, or the site’s own engine', async ({
    page,
  }) => {
    const searches: {url: string; headers: Record<string, string>}[] = []
    const ownEndpoint: string[] = []
    page.on('request', (request) => {
      if (isSearchRequest(request.url())) searches.push({url: request.url(), headers: request.headers()})
      if (new URL(request.url()).pathname === '/api/search') ownEndpoint.push(request.url())
    })
    await page.goto(CATALOGUE)
    await hydrated(page)
    await page.getByRole('searchbox', {name: 'Rechercher un connecteur'}).fill('lucca')
    await expect(hitCards(page).first()).toContainText('Lucca')
    expect(searches.length).toBeGreaterThan(0)
    if (services) {
      // Algolia's search API on the configured host (NEXT_PUBLIC_ALGOLIA_HOST), never the site's engine.
      expect(ownEndpoint).toEqual([])
      const search = new URL(searches.at(-1)!.url)
      expect(search.pathname).toBe('/1/indexes/*/queries')
      const credentials = {...Object.fromEntries(search.searchParams), ...searches.at(-1)!.headers}
      expect(credentials['x-algolia-application-id']).toBe(services.algolia.appId)
      expect(credentials['x-algolia-api-key']).toBe(services.algolia.searchKey)
    }
  })

  test('?tags=itsm shows only ITSM connectors with that filter checked, in the server HTML too', async ({
    page,
    browser,
  }) => {
    // Without JavaScript: what the server rendered.
    const context = await browser.newContext({javaScriptEnabled: false})
    const serverPage = await context.newPage()
    await serverPage.goto(`${CATALOGUE}?tags=itsm`)
    await expectOnlyItsm(serverPage)
    await context.close()

    // Hydrated.
    await page.goto(`${CATALOGUE}?tags=itsm`)
    await hydrated(page)
    await expectOnlyItsm(page)
  })

  test('ticking a second category updates the URL and the list', async ({page}) => {
    await page.goto(`${CATALOGUE}?tags=itsm`)
    await hydrated(page)
    const before = await hitCards(page).count()
    await page.getByRole('checkbox', {name: /^ERP/}).check()
    await expect(page).toHaveURL(/\?tags=itsm&tags=erp$/)
    await expect.poll(() => hitCards(page).count()).toBeGreaterThan(before)
    await page.getByRole('checkbox', {name: /^ITSM/}).uncheck()
    await expect(page).toHaveURL(/\?tags=erp$/)
    await page.goBack()
    await expect(page).toHaveURL(/\?tags=itsm&tags=erp$/)
    await expect(page.getByRole('checkbox', {name: /^ITSM/})).toBeChecked()
  })

  test('typing narrows the list; the clear button appears and disappears', async ({page}) => {
    await page.goto(CATALOGUE)
    await hydrated(page)
    const search = page.getByRole('searchbox', {name: 'Rechercher un connecteur'})
    const clear = page.getByRole('button', {name: 'Effacer la recherche'})
    await expect(clear).toHaveCount(0)
    await expect(page.getByRole('status')).toContainText('sur 60')

    await search.pressSequentially('glpi')
    await expect(clear).toBeVisible()
    await expect(hitCards(page).first()).toContainText('GLPI')
    await expect.poll(() => hitCards(page).count()).toBeLessThan(12)
    await expect(page).toHaveURL(/\?q=glpi$/)

    await clear.click()
    await expect(clear).toHaveCount(0)
    await expect(search).toHaveValue('')
    await expect(search).toBeFocused()
    await expect(hitCards(page)).toHaveCount(12)
    await expect(page).toHaveURL(new RegExp(`${CATALOGUE}$`))

    await search.fill('t')
    await expect(clear).toBeVisible()
    await search.fill('')
    await expect(clear).toHaveCount(0)
  })

  test('load more adds connectors', async ({page}) => {
    await page.goto(CATALOGUE)
    await hydrated(page)
    await expect(hitCards(page)).toHaveCount(12)
    await page.getByRole('button', {name: 'Afficher plus de connecteurs'}).click()
    await expect(hitCards(page)).toHaveCount(24)
    await expect(page).toHaveURL(new RegExp(`${CATALOGUE}$`))
  })

  test('the editors’ synonyms: « signature électronique » shows Yousign and Docusign, typed and in the server HTML', async ({
    page,
    browser,
  }) => {
    const expectSigning = async (target: Page) => {
      for (const name of ['Yousign', 'Docusign']) {
        await expect(hitCards(target).filter({has: target.getByRole('heading', {level: 3, name})})).toHaveCount(1)
      }
    }
    await page.goto(CATALOGUE)
    await hydrated(page)
    await page.getByRole('searchbox', {name: 'Rechercher un connecteur'}).fill('signature électronique')
    await expectSigning(page)

    const context = await browser.newContext({javaScriptEnabled: false})
    const serverPage = await context.newPage()
    await serverPage.goto(`${CATALOGUE}?q=${encodeURIComponent('signature électronique')}`)
    await expectSigning(serverPage)
    await context.close()
  })

  test('on a phone, the popular connectors are one row beside the title, and the search comes next, above the fold', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 812})
    await page.goto(CATALOGUE)
    const tiles = page.getByRole('region', {name: 'Les plus populaires'}).getByRole('listitem')
    const tops = await tiles.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    await expect(page.getByRole('searchbox', {name: 'Rechercher un connecteur'})).toBeInViewport()
    // Read once the page has loaded its styles and fonts: on a busy machine the first read may come before.
    await page.waitForLoadState('load')
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
  })

  test('the list ends with the contact button for a missing integration', async ({page}) => {
    await page.goto(CATALOGUE)
    await hydrated(page)
    await expect(hitCards(page).first()).toBeVisible()
    const contact = allConnectors(page).getByRole('link', {name: 'Nous contacter'})
    await expect(contact).toHaveAttribute('href', '/contact')
    const order = await allConnectors(page).evaluate((region) => {
      const link = [...region.querySelectorAll('a')].find((anchor) => anchor.textContent?.trim() === 'Nous contacter')
      const cards = [...region.querySelectorAll('li')]
      return {
        cards: cards.length,
        after: !!link && cards.every((card) => card.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING),
      }
    })
    expect(order.cards).toBeGreaterThan(0)
    expect(order.after).toBe(true)
  })

  test('a nonsense query shows the contact button', async ({page}) => {
    await page.goto(CATALOGUE)
    await hydrated(page)
    await page.getByRole('searchbox', {name: 'Rechercher un connecteur'}).fill('xqzwkjv')
    await expect(page.getByRole('status')).toHaveText('Aucun connecteur ne correspond à votre recherche.')
    await expect(hitCards(page)).toHaveCount(0)
    await expect(allConnectors(page).getByRole('link', {name: 'Nous contacter'})).toHaveAttribute('href', '/contact')
    await expectNoAxeViolations(page)
  })
})

/**
 * The scripts that hold InstantSearch as the page receives them (our URL mapping's type names it): the page renders its
 * first results without it, and loads it with the visitor's first gesture on the search.
 */
function liveSearchScripts(page: Page) {
  const seen: string[] = []
  const reads: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    reads.push(
      response.text().then(
        (body) => void (body.includes('ais.parlia') && seen.push(response.url())),
        () => undefined,
      ),
    )
  })
  return {seen, read: () => Promise.all(reads)}
}

test.describe('before the live search has loaded', () => {
  test('InstantSearch arrives with the first gesture on the search, and asks nothing for the results on screen', async ({
    page,
  }) => {
    const scripts = liveSearchScripts(page)
    const searches: string[] = []
    page.on('request', (request) => void (isSearchRequest(request.url()) && searches.push(request.url())))
    await page.goto(`${CATALOGUE}?tags=itsm`)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    await scripts.read()
    expect(scripts.seen).toEqual([])

    await page.getByRole('searchbox', {name: 'Rechercher un connecteur'}).hover()
    await expect.poll(() => scripts.seen.length).toBeGreaterThan(0)
    // A search the live search's start sent would leave at once: none does, and the page stays as the server made it.
    await page.waitForTimeout(500)
    expect(searches).toEqual([])
    await expectOnlyItsm(page)
  })

  test('a visitor who types as soon as the page is there gets results as they type and the URL, the field kept', async ({
    page,
  }) => {
    await page.goto(CATALOGUE)
    await hydrated(page)
    const search = page.getByRole('searchbox', {name: 'Rechercher un connecteur'})
    await search.pressSequentially('glpi')
    await expect(hitCards(page).first()).toContainText('GLPI')
    await expect.poll(() => hitCards(page).count()).toBeLessThan(12)
    await expect(page).toHaveURL(/\?q=glpi$/)
    await expect(search).toBeFocused()
    await expect(search).toHaveValue('glpi')
    expect(await search.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4)
    await expect(allConnectors(page).locator('mark').first()).toHaveText(/glpi/i)
  })

  test('in the FAQ too: typed at once, searched, highlighted and in the URL', async ({page}) => {
    await page.goto(FAQ)
    await hydrated(page)
    const search = page.getByRole('searchbox', {name: 'Rechercher dans la FAQ'})
    await search.pressSequentially('rgpd')
    await expect(page.getByRole('region', {name: 'Toutes les questions'}).getByRole('status')).toHaveText(
      /pour « rgpd »$/,
    )
    await expect(page).toHaveURL(/\?q=rgpd$/)
    await expect(search).toBeFocused()
    await expect(page.getByRole('region', {name: 'Toutes les questions'}).locator('mark').first()).toHaveText(/rgpd/i)
  })

  test('a category ticked first takes effect: the box stays ticked, the list and the URL follow', async ({page}) => {
    await page.goto(CATALOGUE)
    await hydrated(page)
    const erp = page.getByRole('checkbox', {name: /^ERP/})
    await erp.check()
    await expect(page).toHaveURL(/\?tags=erp$/)
    await expect(erp).toBeChecked()
    await expect(erp).toBeFocused()
    const cards = hitCards(page)
    await expect.poll(() => cards.count()).toBeLessThan(12)
    const count = await cards.count()
    await expect(allConnectors(page).getByRole('status')).toHaveText(
      count > 1 ? `${count} connecteurs` : `${count} connecteur`,
    )
    for (let index = 0; index < count; index += 1) await expect(cards.nth(index)).toContainText('ERP')
  })
})

test.describe('FAQ', () => {
  test('answers 200 with popular and all questions as accordions, and no axe violation', async ({page, request}) => {
    const filtered = await request.get(`${FAQ}?q=rgpd`)
    expect(filtered.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-if-error=600')
    const response = await page.goto(FAQ)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ressources\/faq$/)
    await expect(page.locator('h1')).toHaveCount(1)
    expect(await page.title()).not.toBe('')
    const popular = page.getByRole('region', {name: 'Les questions les plus posées'})
    await expect(popular.getByRole('heading', {level: 3}).first()).toBeVisible()
    // The page paints before its scripts load: the accordions open once React runs.
    await hydrated(page)
    const first = popular.getByRole('button').first()
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)
  })

  test('the search narrows the questions and highlights the matches', async ({page}) => {
    await page.goto(FAQ)
    await hydrated(page)
    const all = page.getByRole('region', {name: 'Toutes les questions'})
    const questions = all.getByRole('heading', {level: 3})
    const total = await questions.count()
    expect(total).toBeGreaterThan(10)

    const search = page.getByRole('searchbox', {name: 'Rechercher dans la FAQ'})
    await search.fill('rgpd')
    await expect.poll(() => questions.count()).toBeLessThan(total)
    await expect(all.locator('mark').first()).toBeVisible()
    await expect(page).toHaveURL(/\?q=rgpd$/)
    await expect(page.getByRole('button', {name: 'Effacer la recherche'})).toBeVisible()

    await search.fill('xqzwkjv')
    await expect(questions).toHaveCount(0)
    await expect(all.getByRole('link', {name: 'Nous contacter'})).toHaveAttribute('href', '/contact')
    await expectNoAxeViolations(page)

    await page.getByRole('button', {name: 'Effacer la recherche'}).click()
    await expect(questions).toHaveCount(total)
  })

  test('the editors’ synonyms: « combien ça coûte » and « quel tarif » find « Combien coûte Parlia ? »', async ({
    page,
  }) => {
    await page.goto(FAQ)
    await hydrated(page)
    const all = page.getByRole('region', {name: 'Toutes les questions'})
    const search = page.getByRole('searchbox', {name: 'Rechercher dans la FAQ'})
    for (const query of ['combien ça coûte', 'quel tarif']) {
      await search.fill(query)
      await expect(all.getByRole('heading', {level: 3, name: /^Combien coûte Parlia/})).toBeVisible()
    }
  })

  test('?q= is server-rendered', async ({request}) => {
    const html = await (await request.get(`${FAQ}?q=rgpd`)).text()
    expect(html).toContain('value="rgpd"')
    expect(html).toMatch(/<mark[^>]*>RGPD<\/mark>/)
  })

  test('a ?q= longer than the search accepts is cut as the field cuts it, not an error', async ({request}) => {
    const response = await request.get(`${FAQ}?q=${'a'.repeat(600)}`)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain(`value="${'a'.repeat(512)}"`)
  })
})

test.describe('search endpoint', () => {
  const ENDPOINT = '/api/search'
  const connectors = (params: Record<string, unknown>) => ({requests: [{indexName: 'connectors', params}]})

  test('answers a filter on an attribute that is not a facet with no hits', async ({request}) => {
    const response = await request.post(ENDPOINT, {data: connectors({query: 'glpi', facetFilters: 'x'})})
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.json()).toMatchObject({results: [{nbHits: 0, hits: []}]})
  })

  test('answers bad requests with Algolia’s statuses and French JSON messages, never a 5xx', async ({request}) => {
    const unknownIndex = await request.post(ENDPOINT, {data: {requests: [{indexName: 'users', params: {}}]}})
    expect(unknownIndex.status()).toBe(404)
    expect(await unknownIndex.json()).toEqual({status: 404, message: expect.stringContaining('Cet index n’existe pas')})

    const wrongType = await request.post(ENDPOINT, {data: connectors({hitsPerPage: 'douze'})})
    expect(wrongType.status()).toBe(400)
    expect(await wrongType.json()).toEqual({
      status: 400,
      message: 'Le paramètre hitsPerPage doit être un nombre entier de 0 à 100.',
    })

    const malformed = await request.post(ENDPOINT, {
      headers: {'content-type': 'application/json'},
      data: '{"requests": [',
    })
    expect(malformed.status()).toBe(400)
    expect((await malformed.json()).message).toMatch(/JSON/)

    const form = await request.post(ENDPOINT, {form: {requests: '[]'}})
    expect(form.status()).toBe(415)

    const huge = await request.post(ENDPOINT, {data: connectors({query: 'a'.repeat(40_000)})})
    expect(huge.status()).toBe(413)
    expect((await huge.json()).message).toBe('La requête de recherche est trop volumineuse.')

    const get = await request.get(ENDPOINT)
    expect(get.status()).toBe(405)
    expect(get.headers().allow).toBe('POST')
  })
})
