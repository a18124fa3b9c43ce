import {expect, test} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'
import {expectExpanded} from './expanded'

const ROUTES = [
  {path: '/', status: 200},
  {path: '/connexion', status: 200},
  {path: '/cette-page-n-existe-pas', status: 404},
]

test.describe('routes of the shell', () => {
  for (const {path, status} of ROUTES) {
    test(`${path} answers ${status}, in French, with no axe violation`, async ({page}) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(status)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.locator('h1')).toHaveCount(1)
      expect(await page.title()).not.toBe('')
      await expectNoAxeViolations(page)
    })
  }

  test('the home page shows every block of the spec from the content', async ({page}) => {
    await page.goto('/')
    await expect(page.getByRole('heading', {level: 1})).toContainText('assistants virtuels')
    for (const name of [
      'Plus de 100 organisations nous font confiance',
      'Vos documents deviennent des réponses',
      'Nos engagements',
      'Ils ont déployé Parlia',
      'Connecté à vos outils métiers',
      'Voyons ensemble ce que Parlia peut faire pour vous',
    ]) {
      await expect(page.getByRole('region', {name})).toBeVisible()
    }
    for (const value of ['Simplicité', 'Indépendance', 'Sécurité', 'Accompagnement']) {
      await expect(page.getByRole('heading', {level: 3, name: value})).toBeVisible()
    }
    await expect(
      page.getByRole('region', {name: 'Connecté à vos outils métiers'}).getByRole('link', {name: /GLPI/}),
    ).toHaveAttribute('href', '/solution/connecteurs/glpi')
  })

  test('the home hero shows a conversation with an assistant of the catalogue, as the widget draws one', async ({
    page,
  }) => {
    await page.goto('/')
    const conversation = page.getByRole('figure', {name: 'Exemple de conversation avec l’assistant virtuel Hugo'})
    await expect(conversation.getByRole('img')).toHaveCount(0)
    const [question, answer] = await conversation.getByRole('listitem').all()
    await expect(question!).toContainText('ticket GLPI')
    await expect(answer!).toContainText('Hugo : Votre ticket')
    await expect(conversation.getByRole('link', {name: 'Suivre ses tickets GLPI avec Parlia'})).toHaveAttribute(
      'href',
      '/solution/connecteurs/glpi',
    )
    await expect(conversation.getByRole('link', {name: 'Parler à un technicien'})).toHaveAttribute('href', '/contact')
    await expectNoAxeViolations(page)
  })

  test('the home page’s sections drawn by the server alone keep their styles: each class of the page has its rules', async ({
    page,
  }) => {
    await page.goto('/')
    // Their code stays out of the browser; the page imports their stylesheets (generated/HomeSections.tsx).
    const unstyled = await page.evaluate(() => {
      const selectors = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .flatMap(function rules(rule): string[] {
          const inner = 'cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules].flatMap(rules) : []
          return 'selectorText' in rule ? [(rule as CSSStyleRule).selectorText, ...inner] : inner
        })
        .join(' ')
      const classes = new Set(
        [...document.querySelectorAll('main [class]')].flatMap((element) => [...element.classList]),
      )
      return [...classes].filter((name) => !new RegExp(`\\.${CSS.escape(name)}(?![\\w-])`).test(selectors))
    })
    expect(unstyled).toEqual([])
  })

  test('the customers’ logos are all in view at body size, with no carousel to page through', async ({page}) => {
    await page.goto('/')
    const customers = page.getByRole('region', {name: 'Plus de 100 organisations nous font confiance'})
    const logos = customers.getByRole('listitem').getByRole('img')
    await page.setViewportSize({width: 1280, height: 800})
    await expect(logos).toHaveCount(6)
    await expect(customers.getByRole('button')).toHaveCount(0)
    await customers.getByRole('list', {name: 'Logos de nos clients'}).scrollIntoViewIfNeeded()
    for (const logo of await logos.all()) {
      await expect(logo).toBeInViewport()
      expect((await logo.boundingBox())!.height).toBe(48)
    }
  })

  test('on a phone, the customers’ logos are one row the keyboard can scroll, the page no wider than the screen', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 812})
    await page.goto('/')
    const row = page.getByRole('list', {name: 'Logos de nos clients'})
    const tops = await row
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
    await row.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0)
    await expectNoAxeViolations(page)
  })

  test('the hero conversation takes its room at once, and stays still when the visitor asks for reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({reducedMotion: 'reduce'})
    await page.goto('/')
    const answer = page
      .getByRole('figure', {name: /Exemple de conversation/})
      .getByRole('listitem')
      .last()
    expect(await answer.evaluate((item) => getComputedStyle(item).animationName)).toBe('none')
    await page.emulateMedia({reducedMotion: 'no-preference'})
    await page.reload()
    const figure = page.getByRole('figure', {name: /Exemple de conversation/})
    const before = await figure.boundingBox()
    expect(await answer.evaluate((item) => getComputedStyle(item).animationName)).not.toBe('none')
    await expect.poll(() => answer.evaluate((item) => getComputedStyle(item).opacity)).toBe('1')
    expect(await figure.boundingBox()).toEqual(before)
  })

  test('an unknown path shows the error page with a way home', async ({page}) => {
    await page.goto('/nulle-part/ici')
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Oups, il semble qu’il y ait une erreur')
    await page.getByRole('main').getByRole('link', {name: 'Retour à l’accueil'}).click()
    await expect(page).toHaveURL('/')
  })
})

test.describe('header and footer', () => {
  test('the skip link is the first focusable element and moves focus to the main content', async ({page}) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', {name: 'Aller au contenu'})
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('a menu opens and closes with the keyboard and returns focus', async ({page}) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', {name: 'Navigation principale'})
    const button = nav.getByRole('button', {name: 'Ressources'})
    await button.focus()
    await page.keyboard.press('Enter')
    await expectExpanded(page, 'Ressources', true)
    const faq = nav.getByRole('link', {name: /FAQ/})
    await expect(faq).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expectExpanded(page, 'Ressources', false)
    await expect(faq).toBeHidden()
    await expect(button).toBeFocused()
    await page.keyboard.press('Space')
    await expectExpanded(page, 'Ressources', true)
  })

  test('a menu opens on click, closes on a click outside, and one menu at a time is open', async ({page}) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', {name: 'Navigation principale'})
    await nav.getByRole('button', {name: 'Solution'}).click()
    await expect(nav.getByRole('link', {name: /Parlia Semantics/})).toBeVisible()
    await nav.getByRole('button', {name: 'À propos'}).click()
    await expect(nav.getByRole('link', {name: /Parlia Semantics/})).toBeHidden()
    await expect(nav.getByRole('link', {name: /Rejoignez-nous/})).toBeVisible()
    await page.getByRole('heading', {level: 1}).click()
    await expect(nav.getByRole('link', {name: /Rejoignez-nous/})).toBeHidden()
  })

  test('the header links to the blog, the demo and the external admin console', async ({page}) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog')
    await expect(header.getByRole('link', {name: 'Démo'})).toHaveAttribute('href', '/planifier-une-demo')
    await expect(header.getByRole('link', {name: 'Connexion'})).toHaveAttribute('href', /^https:\/\//)
  })

  test('the footer has the link groups, the newsletter in a new tab, the year and the legal links', async ({page}) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const group of ['Solution', 'Cas d’usage', 'Ressources', 'À propos']) {
      await expect(footer.getByRole('heading', {name: group})).toBeVisible()
    }
    for (const [name, href] of [
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Démo', '/planifier-une-demo'],
      ['Mentions légales', '/mentions-legales'],
      ['Politique de confidentialité', '/politique-de-confidentialite'],
    ] as const) {
      await expect(footer.getByRole('link', {name, exact: true})).toHaveAttribute('href', href)
    }
    const newsletter = footer.getByRole('link', {name: /Je m’inscris/})
    await expect(newsletter).toHaveAttribute('target', '_blank')
    await expect(newsletter).toHaveAttribute('rel', /noopener/)
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Parlia`)
    await expect(footer.getByRole('link', {name: /LinkedIn/})).toHaveAttribute('href', /^https:\/\//)
  })

  test('rendered markup (the footer, rich text) travels once: in the page, not in its data, and stays once hydrated', async ({
    page,
    request,
  }) => {
    const blog = await (await request.get('/blog')).text()
    const article = blog.match(/href="(\/blog\/(?!categorie\/)[a-z0-9-]+)"/)?.[1]
    expect(article, 'the blog lists an article').toBeTruthy()
    const markupInData = /"__html":"[^"]/
    for (const path of ['/', '/blog', '/solution/connecteurs', '/mentions-legales', article!]) {
      const html = await (await request.get(path)).text()
      const data = html.match(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? ''
      expect(data, path).toContain('"layout"')
      expect(data, path).not.toMatch(markupInData)
      // Data only the server's render reads (the home page's sections without script) is elided too.
      expect(data, path).not.toContain('"__data":')
      expect(html.split('Gérer mes cookies'), path).toHaveLength(2)
    }
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
    await page.goto(article!)
    await page.waitForFunction(() => (window as {next?: {router?: {isReady?: boolean}}}).next?.router?.isReady)
    // The body's headings carry ids (anchors): as many as the server wrote, after hydration.
    const headings = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0].match(/<h[23] id="/g)?.length ?? 0
    const served = headings(await (await request.get(article!)).text())
    expect(served).toBeGreaterThan(0)
    await expect(page.getByRole('main').locator('h2[id], h3[id]')).toHaveCount(served)
    await expect(page.getByRole('contentinfo').getByRole('button', {name: 'Gérer mes cookies'})).toBeVisible()
    // The home page hydrates around its sections drawn by the server alone, and the header's menus keep their links.
    const home = await (await request.get('/')).text()
    const inMain = (pattern: RegExp) => home.match(/<main[\s\S]*<\/main>/)![0].match(pattern)?.length ?? 0
    await page.goto('/')
    await page.waitForFunction(() => (window as {next?: {router?: {isReady?: boolean}}}).next?.router?.isReady)
    await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveCount(inMain(/<h2[ >]/g))
    await expect(page.getByRole('main').locator('a[href]')).toHaveCount(inMain(/<a [^>]*href=/g))
    const menu = page.getByRole('banner').getByRole('button', {name: 'Solution'})
    await menu.click()
    await expect(
      page
        .locator(`#${await menu.getAttribute('popovertarget')}`)
        .getByRole('link')
        .first(),
    ).toBeVisible()
    expect(errors).toEqual([])
  })

  test('a page that ends on a dark band runs into the dark footer, with no light strip between them', async ({
    page,
  }) => {
    await page.goto('/')
    const seam = await page.evaluate(() => {
      // The last band: a section drawn by the server alone sits in a wrapper of its own (ui/markup/markupData.ts).
      let last = document.querySelector('main')!.lastElementChild!
      while (last.tagName === 'DIV' && last.childElementCount === 1) last = last.firstElementChild!
      const footer = document.querySelector('footer')!
      return {
        gap: footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom,
        band: getComputedStyle(last).backgroundColor,
        footer: getComputedStyle(footer).backgroundColor,
      }
    })
    expect(seam.band).toBe(seam.footer)
    expect(seam.gap).toBe(0)
    // A page ending on light content keeps its space before the footer.
    await page.goto('/mentions-legales')
    const gap = await page.evaluate(
      () =>
        document.querySelector('footer')!.getBoundingClientRect().top -
        document.querySelector('main')!.getBoundingClientRect().bottom,
    )
    expect(gap).toBeGreaterThan(0)
  })
})

test.describe('mobile', () => {
  test.use({viewport: {width: 375, height: 740}})

  test('the burger menu opens a dialog whose menus work, and closes with Escape', async ({page}) => {
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('button', {name: 'Solution'})).toBeHidden()
    const burger = page.getByRole('button', {name: 'Ouvrir le menu'})
    // The page paints before its scripts load: the dialog opens once React runs (the chat launcher shows it has).
    await expect(page.getByRole('button', {name: 'Une question ?'})).toBeVisible()
    await burger.click()
    const dialog = page.getByRole('dialog', {name: 'Menu'})
    await expect(dialog).toBeVisible()
    await dialog.locator('summary', {hasText: 'Cas d’usage'}).click()
    await expect(dialog.getByRole('link', {name: /Ressources humaines/})).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(burger).toBeFocused()
  })

  test('the burger menu opens and closes before the page’s scripts have run, and once they have', async ({
    browser,
    page,
  }) => {
    const withoutScripts = await browser.newContext({javaScriptEnabled: false, viewport: {width: 375, height: 740}})
    const bare = await withoutScripts.newPage()
    await bare.goto('/')
    await bare.getByRole('button', {name: 'Ouvrir le menu'}).click()
    const dialog = bare.getByRole('dialog', {name: 'Menu'})
    await expect(dialog.getByRole('link', {name: 'Démo'})).toBeVisible()
    await dialog.getByRole('button', {name: 'Fermer le menu'}).click()
    await expect(dialog).toBeHidden()
    await withoutScripts.close()

    await page.goto('/')
    await page.getByRole('button', {name: 'Ouvrir le menu'}).click()
    const opened = page.getByRole('dialog', {name: 'Menu'})
    await expect(opened).toBeVisible()
    await opened.getByRole('button', {name: 'Fermer le menu'}).click()
    await expect(opened).toBeHidden()
  })

  test('following a link of the burger menu closes it', async ({page}) => {
    await page.goto('/connexion')
    await page.goto('/')
    await page.getByRole('button', {name: 'Ouvrir le menu'}).click()
    const dialog = page.getByRole('dialog', {name: 'Menu'})
    await dialog.getByRole('link', {name: 'Démo'}).click()
    await expect(page).toHaveURL('/planifier-une-demo')
    await expect(dialog).toBeHidden()
  })
})
