import {expect, test, type Page} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'

// The bundled dataset has 24 articles, 9 a page: 3 pages, newest first.
const PAGE_1 = ['injection-de-prompt-proteger-assistant-ia', 'preparer-documents-reponses-sourcees']
const PAGE_2 = ['hallucinations-ia-generative-fiabiliser', 'rediger-cahier-des-charges-chatbot']
const PAGE_3 = ['assistant-rh-questions-collaborateurs', 'chatbot-rgpd-points-de-vigilance']
const LAST_PAGE = 3
const ARTICLE = {
  postId: 'accessibilite-rgaa-chatbot',
  title: 'Rendre un chatbot accessible : ce que le RGAA change concrètement',
}

const readLinks = (page: Page) => page.getByRole('main').getByRole('link', {name: /^Lire l’article « .+ »$/})
const articlesHref = (postIds: string[]) => postIds.map((postId) => `href="/blog/${postId}"`)

async function expectShell(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.locator('h1')).toHaveCount(1)
  expect((await page.title()).trim()).not.toBe('')
}

test.describe('blog list', () => {
  test('/blog answers 200 with one h1 and the first page’s articles, newest first', async ({page}) => {
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expectShell(page)
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Le blog Parlia')
    await expect(readLinks(page)).toHaveCount(9)
    await expect(readLinks(page).first()).toHaveAttribute('href', `/blog/${PAGE_1[0]}`)
    for (const postId of PAGE_1) await expect(page.locator(`main a[href="/blog/${postId}"]`)).toHaveCount(1)
    for (const postId of PAGE_2) await expect(page.locator(`main a[href="/blog/${postId}"]`)).toHaveCount(0)
    // Each card: cover, categories, a French date.
    const card = page.getByRole('main').getByRole('article').first()
    await expect(card.getByRole('img')).toHaveAttribute('alt', /.+/)
    await expect(card.getByRole('list', {name: 'Catégories'})).not.toBeEmpty()
    await expect(card.locator('time')).toHaveText(/^(1er|\d{1,2}) [a-zéû]+ \d{4}$/)
  })

  test('/blog shows the categories, the newsletter in a new tab and the share links', async ({page}) => {
    await page.goto('/blog')
    const categories = page.getByRole('region', {name: 'Catégories'})
    await expect(categories.getByRole('listitem').first()).toContainText(/\d+ articles?/)
    const newsletter = page.getByRole('region', {name: 'Ne manquez aucun article'}).getByRole('link')
    await expect(newsletter).toHaveAttribute('href', /^https:\/\//)
    await expect(newsletter).toHaveAttribute('target', '_blank')
    await expect(newsletter).toHaveAttribute('rel', /noopener/)
    const main = page.getByRole('main')
    for (const network of ['LinkedIn', 'X', 'Facebook']) {
      await expect(main.getByRole('link', {name: new RegExp(`^${network}`)})).toHaveAttribute('target', '_blank')
    }
    await expect(main.getByRole('link', {name: 'Par e-mail'})).toHaveAttribute('href', /^mailto:/)
  })

  test('/blog?page=2 arrives server-rendered with page 2’s articles', async ({request}) => {
    const response = await request.get('/blog?page=2')
    expect(response.status()).toBe(200)
    const html = await response.text()
    for (const href of articlesHref(PAGE_2)) expect(html).toContain(href)
    for (const href of articlesHref(PAGE_1)) expect(html).not.toContain(href)
    expect(html).toContain('Articles, page 2 sur 3')
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
  })

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false})

    test('/blog?page=2 shows page 2 and links to its neighbours', async ({page}) => {
      const response = await page.goto('/blog?page=2')
      expect(response?.status()).toBe(200)
      await expectShell(page)
      await expect(readLinks(page)).toHaveCount(9)
      await expect(readLinks(page).first()).toHaveAttribute('href', `/blog/${PAGE_2[0]}`)
      const pagination = page.getByRole('navigation', {name: 'Pages du blog'})
      await expect(pagination.getByRole('link', {name: /Précédent/})).toHaveAttribute('href', '/blog')
      await expect(pagination.getByRole('link', {name: /Suivant/})).toHaveAttribute('href', '/blog?page=3')
      await expect(pagination.getByRole('link', {name: 'Page 2'})).toHaveAttribute('aria-current', 'page')
    })
  })

  test('previous is disabled on the first page and next on the last one', async ({page}) => {
    await page.goto('/blog')
    let pagination = page.getByRole('navigation', {name: 'Pages du blog'})
    await expect(pagination.getByRole('link', {name: /Précédent/})).toHaveCount(0)
    await expect(pagination.getByText(/Précédent/)).toHaveAttribute('aria-disabled', 'true')
    await expect(pagination.getByRole('link', {name: /Suivant/})).toHaveAttribute('href', '/blog?page=2')
    await expect(pagination).toContainText(`1 / ${LAST_PAGE}`)

    const response = await page.goto(`/blog?page=${LAST_PAGE}`)
    expect(response?.status()).toBe(200)
    pagination = page.getByRole('navigation', {name: 'Pages du blog'})
    await expect(pagination.getByRole('link', {name: /Suivant/})).toHaveCount(0)
    await expect(pagination.getByText(/Suivant/)).toHaveAttribute('aria-disabled', 'true')
    await expect(pagination.getByRole('link', {name: /Précédent/})).toHaveAttribute('href', `/blog?page=${LAST_PAGE - 1}`)
    await expect(pagination).toContainText(`${LAST_PAGE} / ${LAST_PAGE}`)
    for (const postId of PAGE_3) await expect(page.locator(`main a[href="/blog/${postId}"]`)).toHaveCount(1)
  })

  test('following the pagination after hydration keeps the /blog?page=N address', async ({page}) => {
    await page.goto('/blog')
    await page.getByRole('navigation', {name: 'Pages du blog'}).getByRole('link', {name: /Suivant/}).click()
    await expect(page).toHaveURL('/blog?page=2')
    await expect(readLinks(page).first()).toHaveAttribute('href', `/blog/${PAGE_2[0]}`)
    await expect(page.getByRole('heading', {level: 2, name: 'Articles, page 2 sur 3'})).toBeVisible()
    await page.getByRole('navigation', {name: 'Pages du blog'}).getByRole('link', {name: 'Page 1'}).click()
    await expect(page).toHaveURL('/blog')
    await expect(readLinks(page).first()).toHaveAttribute('href', `/blog/${PAGE_1[0]}`)
  })

  for (const value of ['99', 'abc', '0', '-1', '2.5']) {
    test(`/blog?page=${value} answers 404`, async ({request}) => {
      const response = await request.get(`/blog?page=${value}`)
      expect(response.status()).toBe(404)
    })
  }

  test('an unknown page shows the error page', async ({page}) => {
    const response = await page.goto('/blog?page=99')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Oups, il semble qu’il y ait une erreur')
  })
})

test.describe('blog article', () => {
  test('an article answers 200 and renders its Portable Text, author, date and categories', async ({page}) => {
    const response = await page.goto(`/blog/${ARTICLE.postId}`)
    expect(response?.status()).toBe(200)
    await expectShell(page)
    await expect(page.getByRole('heading', {level: 1})).toHaveText(ARTICLE.title)
    const crumbs = page.getByRole('navigation', {name: 'Fil d’Ariane'}).getByRole('listitem')
    await expect(crumbs).toHaveText(['Accueil', 'Blog', ARTICLE.title])
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', {level: 2, name: 'Les critères qui posent le plus souvent problème'})).toBeVisible()
    await expect(main.locator('ul li strong', {hasText: 'le bouton d’ouverture'})).toBeVisible()
    await expect(main).toContainText('Par Camille Rey, Responsable produit')
    await expect(main.locator('time').first()).toHaveText('18 juin 2024')
    await expect(main.getByRole('list', {name: 'Catégories'}).first()).toContainText('Service public')
    await expect(main.getByRole('img').first()).toHaveAttribute('alt', /.+/)
  })

  test('an article has the share links, related articles and a way back to the blog', async ({page}) => {
    await page.goto(`/blog/${ARTICLE.postId}`)
    const main = page.getByRole('main')
    const url = encodeURIComponent(`/blog/${ARTICLE.postId}`)
    for (const network of ['LinkedIn', 'X', 'Facebook']) {
      const link = main.getByRole('link', {name: new RegExp(`^${network}`)})
      await expect(link).toHaveAttribute('href', new RegExp(`^https://.*https?%3A%2F%2F[^&]*${url}`))
      await expect(link).toHaveAttribute('target', '_blank')
    }
    await expect(main.getByRole('link', {name: 'Par e-mail'})).toHaveAttribute('href', /^mailto:\?subject=/)
    const related = page.getByRole('region', {name: 'À lire aussi'})
    await expect(related.getByRole('link', {name: /^Lire l’article/}).first()).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/)
    await main.getByRole('link', {name: 'Retour au blog'}).click()
    await expect(page).toHaveURL('/blog')
  })

  test('the read action of a card opens its article', async ({page}) => {
    await page.goto('/blog')
    const first = readLinks(page).first()
    const name = (await first.textContent())!.match(/« (.+) »/)![1]!
    await first.click()
    await expect(page).toHaveURL(`/blog/${PAGE_1[0]}`)
    await expect(page.getByRole('heading', {level: 1})).toHaveText(name)
  })

  test('an unknown article answers 404', async ({request}) => {
    const response = await request.get('/blog/cet-article-n-existe-pas')
    expect(response.status()).toBe(404)
  })
})

test.describe('a visitor in another time zone and language', () => {
  test.use({timezoneId: 'Pacific/Kiritimati', locale: 'en-US'})

  test('gets the same French dates after hydration, with no hydration error', async ({page}) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(String(error)))
    // The chat launcher mounts once the page is hydrated and idle: hydration errors would be logged by then.
    const hydrated = () => expect(page.getByRole('button', {name: 'Une question ?'})).toBeVisible()
    await page.goto(`/blog/${ARTICLE.postId}`)
    await hydrated()
    await expect(page.getByRole('main').locator('time').first()).toHaveText('18 juin 2024')
    await page.goto('/blog?page=2')
    await hydrated()
    await expect(page.getByRole('main').locator('time').first()).toHaveText(/^(1er|\d{1,2}) [a-zéû]+ \d{4}$/)
    expect(errors).toEqual([])
  })
})

test.describe('accessibility', () => {
  for (const path of ['/blog', '/blog?page=2', `/blog?page=${LAST_PAGE}`, `/blog/${ARTICLE.postId}`, '/blog/assistant-rh-questions-collaborateurs']) {
    test(`${path} has no axe violation`, async ({page}) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expectNoAxeViolations(page)
    })
  }

  test('on a phone, the list and an article have no axe violation', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740})
    await page.goto('/blog')
    await expectNoAxeViolations(page)
    await page.goto(`/blog/${ARTICLE.postId}`)
    await expectNoAxeViolations(page)
  })
})
