import {LEGAL_PAGES, SOLUTION_PAGES, USE_CASE_GROUPINGS} from '@parlia/schemas/constants'
import {tenderTemplateDocuments} from '@parlia/schemas/publicBuyers/documentPaths'
import {expect, type Page, test} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'
import {bundledDocuments} from './content'

/**
 * The content pages of issue 4: solutions, connectors, use cases, resources, jobs, about and
 * legal pages. Each route is visited once: status, outline, title, its own content, then axe.
 */

interface RouteCheck {
  path: string
  /** What the page must show beyond the common checks. */
  check?: (page: Page) => Promise<void>
}

const SOLUTIONS = SOLUTION_PAGES.filter((solution) => solution.slug !== 'vue-d-ensemble')

/**
 * GLPI's and Teams' own landing pages (spec section 2): an example conversation beside the title, how the assistant
 * works with the tool, its setup steps, its frequent questions (open on a click, no script), the customers who use it.
 */
async function expectLandingPage(page: Page, tool: string, avatar: string, customer: string) {
  const conversation = page.getByRole('figure', {name: `Exemple de conversation avec l’assistant virtuel ${avatar}`})
  await expect(conversation).toBeInViewport()
  await expect(conversation.getByRole('listitem')).toHaveCount(2)
  await expect(
    page.getByRole('region', {name: `Comment l’assistant travaille avec ${tool}`}).getByRole('heading', {level: 3}),
  ).toHaveCount(4)
  await expect(
    page.getByRole('region', {name: `Mettre en place l’assistant avec ${tool}`}).getByRole('listitem'),
  ).toHaveCount(4)
  const questions = page.getByRole('region', {name: `Questions fréquentes sur l’assistant et ${tool}`})
  const first = questions.locator('details').first()
  await expect(first.locator('p')).toBeHidden()
  await first.locator('summary').click()
  await expect(first.locator('p')).toBeVisible()
  // The landing's chosen customer first, then the other stories that name the tool.
  await expect(
    page
      .getByRole('region', {name: `Ils utilisent l’assistant avec ${tool}`})
      .getByRole('heading', {level: 3})
      .first(),
  ).toHaveText(customer)
}

const ROUTES: RouteCheck[] = [
  {
    path: '/solution',
    check: async (page) => {
      const cards = page.getByRole('region', {name: 'Nos solutions'}).getByRole('heading', {level: 3})
      await expect(cards).toHaveText(SOLUTIONS.map((solution) => solution.title))
      await expect(
        page.getByRole('region', {name: 'Nos solutions'}).getByRole('link', {name: 'Parlia Semantics'}),
      ).toHaveAttribute('href', '/solution/parlia-semantics')
      await expect(page.getByRole('link', {name: 'Planifier une démo'}).first()).toHaveAttribute(
        'href',
        '/planifier-une-demo',
      )
    },
  },
  ...SOLUTIONS.map(({slug}) => ({
    path: `/solution/${slug}`,
    check: async (page: Page) => {
      await expect(
        page.getByRole('navigation', {name: 'Fil d’Ariane'}).getByRole('link', {name: 'Solution'}),
      ).toHaveAttribute('href', '/solution')
      await expect(
        page.getByRole('region', {name: 'Les points forts'}).getByRole('heading', {level: 3}).first(),
      ).toBeVisible()
      // Its closing band, as the editors wrote it in the solution's document.
      const {cta} = bundledDocuments('solutionPage').find(
        (document) => (document.slug as {current: string}).current === slug,
      ) as unknown as {cta: {title: string; text: string}}
      const band = page.getByRole('region', {name: cta.title})
      await expect(band).toContainText(cta.text)
      await expect(band.getByRole('link', {name: 'Planifier une démo'})).toBeVisible()
    },
  })),
  {
    path: '/solution/connecteurs/glpi',
    check: async (page) => {
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Chatbot GLPI')
      await expect(page.getByRole('img', {name: 'Logo GLPI'})).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', {name: 'ITSM', exact: true})).toHaveAttribute(
        'href',
        '/solution/connecteurs?tags=itsm',
      )
      const useCases = page.getByRole('region', {name: 'Les cas d’usage avec GLPI'})
      await expect(useCases.getByRole('link', {name: 'Support utilisateur'})).toHaveAttribute(
        'href',
        '/cas-usage/support-utilisateur',
      )
      await expect(
        page.getByRole('region', {name: 'Connecteurs de la même catégorie'}).getByRole('heading', {level: 3}),
      ).not.toHaveCount(0)
      await expect(page.getByRole('link', {name: 'Nous contacter'}).first()).toHaveAttribute('href', '/contact')
      await expectLandingPage(page, 'GLPI', 'Hugo', 'Centre hospitalier de Marsenac')
    },
  },
  {
    path: '/solution/connecteurs/microsoft-teams',
    check: async (page) => {
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Chatbot Microsoft Teams')
      await expectLandingPage(page, 'Microsoft Teams', 'Léa', 'Groupe Ardenne Énergie')
      const legal = page.getByRole('region', {name: /Informations légales/})
      await expect(legal.getByRole('link')).toHaveCount(2)
      await expect(legal.locator('a[href="/teams-privacy"]')).toBeVisible()
      await expect(legal.locator('a[href="/teams-termsofuse"]')).toBeVisible()
    },
  },
  {path: '/solution/connecteurs/active-directory'},
  {
    path: '/cas-usage',
    check: async (page) => {
      for (const [index, {title}] of USE_CASE_GROUPINGS.entries()) {
        const group = page.getByRole('region', {name: title})
        await expect(group.getByRole('heading', {level: 3})).toHaveCount(index === 0 ? 6 : 5)
      }
      await expect(
        page.getByRole('region', {name: 'Par métier'}).getByRole('link', {name: 'Ressources humaines'}),
      ).toHaveAttribute('href', '/cas-usage/ressources-humaines')
    },
  },
  {
    path: '/cas-usage/support-utilisateur',
    check: async (page) => {
      await expect(
        page.getByRole('region', {name: 'Ce que l’assistant vous apporte'}).getByRole('heading', {level: 3}),
      ).not.toHaveCount(0)
      const connectors = page.getByRole('region', {name: 'Les connecteurs utiles'})
      await expect(connectors.getByRole('link', {name: 'GLPI', exact: true})).toHaveAttribute(
        'href',
        '/solution/connecteurs/glpi',
      )
      await expect(connectors.getByRole('link', {name: 'ITSM', exact: true})).toHaveAttribute(
        'href',
        '/solution/connecteurs?tags=itsm',
      )
      const cases = page.getByRole('region', {name: 'Ils l’ont déployé'})
      await expect(cases.getByRole('article')).not.toHaveCount(0)
      await expect(cases.getByRole('listitem').filter({hasText: '%'}).first()).toBeVisible()
    },
  },
  {path: '/cas-usage/administration-publique'},
  {path: '/cas-usage/ressources-humaines'},
  {
    path: '/ressources/cas-usage-client',
    check: async (page) => {
      const cards = page.getByRole('article')
      await expect(cards).not.toHaveCount(0)
      const first = cards.first()
      // Each card sums the case up and links its client's name to the story.
      await expect(first.getByRole('heading', {level: 2}).getByRole('link')).toHaveAttribute(
        'href',
        /^\/ressources\/cas-usage-client\/[a-z0-9-]+$/,
      )
      await expect(first.getByRole('heading', {level: 3, name: 'Le défi'})).toHaveCount(0)
      await expect(first).toContainText('Secteur')
    },
  },
  {
    path: '/ressources/livres-blancs',
    check: async (page) => {
      // The papers, sent on request; then the tender template, downloaded directly (issue 30).
      const cards = page.getByRole('article').filter({has: page.getByRole('button')})
      await expect(cards).toHaveCount(6)
      await expect(cards.first()).toContainText(/Publié le \d{1,2}(er)? \p{L}+ \d{4}/u)
      await expect(cards.first()).toContainText(/\d+ pages/)
      await expect(cards.first().getByRole('img')).toHaveAttribute('alt', /\S/)
      await expectRequestButtons(page, 'Recevoir le livre blanc', 6)
      await expect(page.getByRole('main').getByRole('link', {name: /\(Word\)$/u})).toHaveAttribute(
        'href',
        tenderTemplateDocuments.docx,
      )
    },
  },
  {
    path: '/ressources/replay-webinars',
    check: async (page) => {
      const cards = page.getByRole('article')
      await expect(cards).toHaveCount(6)
      await expect(cards.first()).toContainText(/Diffusé le \d{1,2}(er)? \p{L}+ \d{4}/u)
      await expect(cards.first()).toContainText(/\d+ min|\d+ h/)
      await expect(cards.first()).toContainText('Intervenant')
      await expectRequestButtons(page, 'Voir le replay', 6)
    },
  },
  {
    path: '/rejoignez-nous',
    check: async (page) => {
      const offers = page.getByRole('region', {name: 'Nos offres'})
      await expect(offers.getByRole('article')).not.toHaveCount(0)
      await expect(offers.getByRole('article').first()).toContainText(/Contrat/)
      await expect(offers.getByRole('link', {name: 'Ingénieur·e IA / NLP'})).toHaveAttribute(
        'href',
        '/rejoignez-nous/ingenieur-ia-nlp',
      )
      await expect(page.getByRole('link', {name: 'Envoyer une candidature spontanée'})).toHaveAttribute(
        'href',
        /^mailto:contact@parlia\.fr\?subject=Candidature%20spontan/,
      )
    },
  },
  {
    path: '/rejoignez-nous/ingenieur-ia-nlp',
    check: async (page) => {
      for (const term of ['Contrat', 'Lieu', 'Télétravail', 'Publiée le', 'Candidatures jusqu’au']) {
        await expect(page.locator('dt', {hasText: term})).toBeVisible()
      }
      await expect(page.locator('dd time').first()).toHaveText(/^\d{1,2}(er)? \p{L}+ \d{4}$/u)
      await expect(page.getByRole('link', {name: 'Postuler', exact: true})).toHaveAttribute(
        'href',
        /^mailto:contact@parlia\.fr\?subject=/,
      )
      await expect(page.getByRole('heading', {level: 2}).first()).toBeVisible()
    },
  },
  {path: '/rejoignez-nous/alternance-marketing-contenu'},
  {
    path: '/qui-sommes-nous',
    check: async (page) => {
      await expect(page.getByRole('region', {name: 'Parlia en chiffres'})).toContainText('2018')
      await expect(page.getByRole('heading', {level: 2, name: 'Notre histoire'})).toBeVisible()
      await expect(page.getByRole('region', {name: 'Nos valeurs'}).getByRole('heading', {level: 3})).not.toHaveCount(0)
    },
  },
  ...LEGAL_PAGES.map(({slug}) => ({
    path: `/${slug}`,
    check: async (page: Page) => {
      await expect(page.getByText(/^Dernière mise à jour : \d{1,2}(er)? \p{L}+ \d{4}$/u)).toBeVisible()
      await expect(page.getByRole('main').getByRole('heading', {level: 2}).first()).toBeVisible()
    },
  })),
]

/** Each card's action opens the resource's request form in a dialog (e2e/forms.spec.ts submits one). */
async function expectRequestButtons(page: Page, label: string, count: number) {
  const actions = page.getByRole('main').getByRole('button', {name: new RegExp(`^${label} : `)})
  await expect(actions).toHaveCount(count)
  for (const popup of await actions.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-haspopup')),
  )) {
    expect(popup).toBe('dialog')
  }
}

test.describe('content pages', () => {
  for (const {path, check} of ROUTES) {
    test(`${path} answers 200 with one h1, a title, its content and no axe violation`, async ({page}) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.locator('h1')).toHaveCount(1)
      expect((await page.title()).trim()).not.toBe('')
      await check?.(page)
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('paths that are not pages', () => {
  for (const path of [
    '/solution/connecteurs/connecteur-inconnu',
    '/cas-usage/cas-inconnu',
    '/rejoignez-nous/offre-inconnue',
    '/ressources/cas-usage-client/client-inconnu',
    '/solution/solution-inconnue',
    '/mentions-legales-2',
  ]) {
    test(`${path} answers 404`, async ({request}) => {
      const response = await request.get(path, {maxRedirects: 0})
      expect(response.status()).toBe(404)
    })
  }

  test('/solution/vue-d-ensemble is no second URL of the overview: it redirects to /solution', async ({request}) => {
    const response = await request.get('/solution/vue-d-ensemble', {maxRedirects: 0})
    expect(response.status()).not.toBe(200)
    expect([301, 308]).toContain(response.status())
    expect(response.headers().location).toMatch(/\/solution$/)
  })
})

test.describe('resources offered on request', () => {
  for (const path of ['/ressources/livres-blancs', '/ressources/replay-webinars']) {
    test(`${path} links to no file and no replay`, async ({request}) => {
      // The tender template is the one file offered directly, beside the papers (issue 30).
      const html = Object.values(tenderTemplateDocuments).reduce(
        (text, file) => text.replaceAll(file, ''),
        await (await request.get(path)).text(),
      )
      expect(html).not.toMatch(/\.pdf\b/i)
      expect(html).not.toMatch(/\/content\/files\//)
      expect(html).not.toMatch(/replay\.parlia\.fr|replayUrl|"file"/)
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])
      expect(hrefs.filter((href) => /\.(pdf|mp4|webm)(\?|$)|\/files\//i.test(href ?? ''))).toEqual([])
    })
  }

  test('the request buttons hydrate without an error, their e-mail fallback left to the noscript', async ({page}) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/ressources/livres-blancs')
    // The chat launcher mounts once the page is hydrated and idle: a click before then reaches no React handler.
    await expect(page.getByRole('button', {name: 'Une question ?'})).toBeVisible()
    await page
      .getByRole('button', {name: /^Recevoir le livre blanc : /u})
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    // The e-mail fallback is the noscript's alone: a browser running the scripts shows none.
    await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false})

    test('each white paper is asked for by e-mail, its form needing the scripts', async ({page}) => {
      await page.goto('/ressources/livres-blancs')
      const buttons = page.getByRole('button', {name: /^Recevoir le livre blanc : /u})
      await expect(buttons.first()).toBeVisible()
      const titles = (await buttons.allTextContents()).map((text) => text.replace(/^Recevoir le livre blanc : /u, ''))
      const subjects = await page
        .locator('main a[href^="mailto:"]')
        .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href')!).searchParams.get('subject')))
      expect(subjects).toEqual(titles.map((title) => `Demande – ${title}`))
    })
  })
})
