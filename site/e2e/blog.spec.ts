import {cpSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {expect, test, type Page} from '@playwright/test'

import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'

import {publicEnv} from '../src/platform/env/public'
import {expectNoAxeViolations} from './a11y'
import {bundledDocument} from './content'
import {type OwnServer, startOwnServer} from './ownServer'

// The bundled dataset has 24 articles, 9 a page: 3 pages, newest first.
const PAGE_1 = ['injection-de-prompt-proteger-assistant-ia', 'preparer-documents-reponses-sourcees']
const PAGE_2 = ['hallucinations-ia-generative-fiabiliser', 'rediger-cahier-des-charges-chatbot']
const PAGE_3 = ['assistant-rh-questions-collaborateurs', 'chatbot-rgpd-points-de-vigilance']
const LAST_PAGE = 3
const ARTICLE = {
  postId: 'accessibilite-rgaa-chatbot',
  title: 'Rendre un chatbot accessible : ce que le RGAA change concrètement',
}

/** A category of the bundled dataset, with its articles (newest first) and one article filed elsewhere only. */
const CATEGORY = {
  slug: 'ia-generative',
  title: 'IA générative',
  postIds: [
    'injection-de-prompt-proteger-assistant-ia',
    'preparer-documents-reponses-sourcees',
    'hallucinations-ia-generative-fiabiliser',
    'ai-act-chatbot-obligations',
    'multi-modele-independance-llm',
    'ia-generative-ou-reponses-sourcees',
  ],
  elsewhere: 'chatbot-rgpd-points-de-vigilance',
}
const CATEGORY_SLUGS = ['conseils-projet', 'ia-generative', 'relation-client', 'service-public', 'support-interne']

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
    await expect(card.locator('time').first()).toHaveText(/^(1er|\d{1,2}) [a-zéû]+ \d{4}$/)
  })

  test('each card shows its reading time, a duration in whole minutes', async ({page}) => {
    await page.goto('/blog')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(9)
    for (const card of await cards.all()) {
      const duration = card.locator('time[datetime^="PT"]')
      await expect(duration).toHaveText(/^[1-9]\d* min$/)
      const minutes = (await duration.textContent())!.split(' ')[0]
      await expect(duration).toHaveAttribute('datetime', `PT${minutes}M`)
      await expect(card.getByText(/· [1-9]\d* min de lecture$/)).toBeVisible()
    }
  })

  test('/blog shows the categories, the newsletter in a new tab and the share links', async ({page}) => {
    await page.goto('/blog')
    const categories = page.getByRole('navigation', {name: 'Catégories'})
    await expect(categories.getByRole('listitem').first()).toContainText(/\d+ articles?/)
    await expect(categories.getByRole('link', {name: CATEGORY.title})).toHaveAttribute(
      'href',
      `/blog/categorie/${CATEGORY.slug}`,
    )
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
    await expect(pagination.getByRole('link', {name: /Précédent/})).toHaveAttribute(
      'href',
      `/blog?page=${LAST_PAGE - 1}`,
    )
    await expect(pagination).toContainText(`${LAST_PAGE} / ${LAST_PAGE}`)
    for (const postId of PAGE_3) await expect(page.locator(`main a[href="/blog/${postId}"]`)).toHaveCount(1)
  })

  test('following the pagination after hydration keeps the /blog?page=N address', async ({page}) => {
    await page.goto('/blog')
    await page
      .getByRole('navigation', {name: 'Pages du blog'})
      .getByRole('link', {name: /Suivant/})
      .click()
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
    await expect(
      main.getByRole('heading', {level: 2, name: 'Les critères qui posent le plus souvent problème'}),
    ).toBeVisible()
    await expect(main.locator('ul li strong', {hasText: 'le bouton d’ouverture'})).toBeVisible()
    await expect(main).toContainText('Par Camille Rey, Responsable produit')
    await expect(main.locator('time').first()).toHaveText('18 juin 2024')
    await expect(main.getByRole('list', {name: 'Catégories'}).first()).toContainText('Service public')
    await expect(main.getByRole('img').first()).toHaveAttribute('alt', /.+/)
  })

  test('an article shows its reading time, counted from its body', async ({page}) => {
    await page.goto(`/blog/${ARTICLE.postId}`)
    // About 420 words at 230 a minute, rounded up.
    const duration = page.getByRole('main').locator('time[datetime^="PT"]').first()
    await expect(duration).toHaveText('2 min')
    await expect(page.getByRole('main').getByText(/ · 18 juin 2024 · 2 min de lecture$/)).toBeVisible()
  })

  test('an article ends with related articles, those sharing the most categories first', async ({page}) => {
    await page.goto(`/blog/${ARTICLE.postId}`)
    const main = page.getByRole('main')
    const related = page.getByRole('region', {name: 'À lire aussi'})
    // Last in the page's content: after the body, the share links and the way back to the blog.
    expect(await main.evaluate((element) => element.lastElementChild?.querySelector('h2')?.textContent)).toBe(
      'À lire aussi',
    )
    const backToBlog = main.getByRole('link', {name: 'Retour au blog'})
    expect(
      await backToBlog.evaluate(
        (link, section) => Boolean(link.compareDocumentPosition(section!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await related.elementHandle(),
      ),
    ).toBe(true)
    const reads = related.getByRole('link', {name: /^Lire l’article/})
    await expect(reads).toHaveCount(3)
    // The only other article filed under both « Service public » and « Conseils projet ».
    await expect(reads.first()).toHaveAttribute('href', '/blog/chatbot-agents-accueil-conduite-du-changement')
    for (const list of await related.getByRole('list', {name: 'Catégories'}).all()) {
      await expect(list).toContainText(/Service public|Conseils projet/)
    }
  })

  test('an article’s categories link to their listings', async ({page}) => {
    await page.goto(`/blog/${ARTICLE.postId}`)
    const categories = page.getByRole('main').getByRole('list', {name: 'Catégories'}).first()
    await categories.getByRole('link', {name: 'Service public'}).click()
    await expect(page).toHaveURL('/blog/categorie/service-public')
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Service public')
    await expect(page.locator(`main a[href="/blog/${ARTICLE.postId}"]`)).toHaveCount(1)
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
    await expect(related.getByRole('link', {name: /^Lire l’article/}).first()).toHaveAttribute(
      'href',
      /^\/blog\/[a-z0-9-]+$/,
    )
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

test.describe('blog category', () => {
  const categoryPath = `/blog/categorie/${CATEGORY.slug}`

  test('a category link of a card leads to its listing, which holds that category’s articles only', async ({page}) => {
    await page.goto('/blog')
    const link = page.getByRole('main').getByRole('article').getByRole('link', {name: CATEGORY.title}).first()
    await link.focus()
    expect(
      await link.evaluate(
        (element) => element.matches(':focus-visible') && getComputedStyle(element).outlineStyle !== 'none',
      ),
    ).toBe(true)
    await link.click()
    await expect(page).toHaveURL(categoryPath)
    await expectShell(page)
    await expect(page.getByRole('heading', {level: 1})).toHaveText(CATEGORY.title)
    await expect(page.getByRole('main')).toContainText('Modèles de langage, réponses sourcées')
    await expect(readLinks(page)).toHaveCount(CATEGORY.postIds.length)
    for (const [index, postId] of CATEGORY.postIds.entries()) {
      await expect(readLinks(page).nth(index)).toHaveAttribute('href', `/blog/${postId}`)
    }
    await expect(page.locator(`main a[href="/blog/${CATEGORY.elsewhere}"]`)).toHaveCount(0)
    for (const card of await page.getByRole('main').getByRole('article').all()) {
      await expect(card.getByRole('list', {name: 'Catégories'})).toContainText(CATEGORY.title)
      await expect(card.locator('time[datetime^="PT"]')).toHaveText(/^[1-9]\d* min$/)
    }
    const crumbs = page.getByRole('navigation', {name: 'Fil d’Ariane'}).getByRole('listitem')
    await expect(crumbs).toHaveText(['Accueil', 'Blog', CATEGORY.title])
    await expect(
      page.getByRole('navigation', {name: 'Catégories'}).getByRole('link', {name: CATEGORY.title}),
    ).toHaveAttribute('aria-current', 'page')
  })

  test('a category page arrives server-rendered, canonical, with its breadcrumbs for search engines', async ({
    request,
  }) => {
    const response = await request.get(categoryPath)
    expect(response.status()).toBe(200)
    const html = await response.text()
    for (const postId of CATEGORY.postIds) expect(html).toContain(`href="/blog/${postId}"`)
    expect(html).toContain(`<link rel="canonical" href="${publicEnv.siteUrl}${categoryPath}"`)
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.+?)<\/script>/g)].map(([, json]) =>
      JSON.parse(json!),
    )
    const breadcrumbs = ld.find((data) => data['@type'] === 'BreadcrumbList')
    expect(breadcrumbs.itemListElement.map((item: {name: string}) => item.name)).toEqual([
      'Accueil',
      'Blog',
      CATEGORY.title,
    ])
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/)
  })

  for (const path of [
    '/blog/categorie/categorie-inconnue',
    '/blog/categorie/categorie-inconnue?page=2',
    `${categoryPath}?page=2`,
    `${categoryPath}?page=abc`,
  ]) {
    test(`${path} answers 404`, async ({request}) => {
      expect((await request.get(path)).status()).toBe(404)
    })
  }

  test('the sitemap lists every category’s listing', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const slug of CATEGORY_SLUGS)
      expect(sitemap).toContain(`<loc>${publicEnv.siteUrl}/blog/categorie/${slug}</loc>`)
    expect(sitemap).not.toContain('/blog/categorie/ia-generative?page=2')
    expect(sitemap).not.toMatch(/\/blog\/categorie\/[^<]+\/page\//)
  })

  test.describe('a category published after the build, with more articles than a page holds', () => {
    // On a server of its own reading a copy of the bundled dataset (in both modes: the other specs keep reading the
    // seeded content) with one category more and ten articles in it, which the build never saw: its pages are
    // generated on their first request.
    const ADDED = {
      _id: 'blogCategory-ajoutee',
      _type: 'blogCategory',
      title: 'Catégorie ajoutée',
      slug: {_type: 'slug', current: 'categorie-ajoutee'},
      description: 'Dix articles de test.',
    }
    const addedPath = '/blog/categorie/categorie-ajoutee'
    const POSTS = Array.from({length: PAGED_LISTINGS.blog.pageSize + 1}, (_, index) => `article-ajoute-${index + 1}`)
    let server: OwnServer
    let dir: string

    test.beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'parlia-blog-'))
      cpSync(path.resolve(__dirname, '..', '..', 'content', 'data.ndjson'), path.join(dir, 'data.ndjson'))
      const model = bundledDocument(`post-${CATEGORY.postIds[0]}`)
      const posts = POSTS.map((postId, index) => ({
        ...model,
        _id: `post-${postId}`,
        postId: {_type: 'slug', current: postId},
        title: `Article ajouté ${index + 1}`,
        publishedAt: `2027-01-${String(index + 1).padStart(2, '0')}T09:00:00Z`,
        categories: [{_key: 'c', _type: 'reference', _ref: ADDED._id}],
      }))
      writeFileSync(
        path.join(dir, 'data.ndjson'),
        `${[ADDED, ...posts].map((doc) => JSON.stringify(doc)).join('\n')}\n`,
        {flag: 'a'},
      )
      server = await startOwnServer('e2e-blog-category', {CONTENT_DIR: dir, SANITY_PROJECT_ID: ''})
    })

    test.afterAll(() => {
      server?.stop()
      if (dir) rmSync(dir, {recursive: true, force: true})
    })

    test('its listing is paginated like the blog’s, at ?page=N, and the sitemap lists each page', async ({page}) => {
      const response = await page.goto(`${server.base}${addedPath}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Catégorie ajoutée')
      await expect(readLinks(page)).toHaveCount(PAGED_LISTINGS.blog.pageSize)
      await expect(readLinks(page).first()).toHaveAttribute('href', `/blog/${POSTS.at(-1)}`)
      const pagination = page.getByRole('navigation', {name: 'Pages de la catégorie'})
      await expect(pagination).toContainText('1 / 2')
      await pagination.getByRole('link', {name: /Suivant/}).click()
      await expect(page).toHaveURL(`${server.base}${addedPath}?page=2`)
      await expect(page.getByRole('heading', {level: 2, name: 'Articles, page 2 sur 2'})).toBeVisible()
      await expect(readLinks(page)).toHaveCount(1)
      await expect(readLinks(page).first()).toHaveAttribute('href', `/blog/${POSTS[0]}`)
      await expect(
        page.getByRole('navigation', {name: 'Pages de la catégorie'}).getByRole('link', {name: /Précédent/}),
      ).toHaveAttribute('href', addedPath)

      // Server-rendered too, and canonical on page 1, as /blog?page=N is on /blog.
      const html = await (await fetch(`${server.base}${addedPath}?page=2`)).text()
      expect(html).toContain(`href="/blog/${POSTS[0]}"`)
      expect(html).toContain(`<link rel="canonical" href="${publicEnv.siteUrl}${addedPath}"`)
      expect((await fetch(`${server.base}${addedPath}?page=3`)).status).toBe(404)

      const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text()
      expect(sitemap).toContain(`<loc>${publicEnv.siteUrl}${addedPath}</loc>`)
      expect(sitemap).toContain(`<loc>${publicEnv.siteUrl}${addedPath}?page=2</loc>`)
      expect(sitemap).not.toContain(`${addedPath}?page=3`)
    })
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
  for (const path of [
    '/blog',
    '/blog?page=2',
    `/blog?page=${LAST_PAGE}`,
    `/blog/${ARTICLE.postId}`,
    '/blog/assistant-rh-questions-collaborateurs',
    `/blog/categorie/${CATEGORY.slug}`,
    '/blog/categorie/relation-client',
  ]) {
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
    await page.goto(`/blog/categorie/${CATEGORY.slug}`)
    await expectNoAxeViolations(page)
  })
})
