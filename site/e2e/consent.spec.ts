import {type APIRequestContext, type BrowserContext, expect, type Page, test} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'
import {FIRST_VISIT} from './consent'
import {isSearchRequest, serviceOrigins} from './mode'

// Consent, the tag manager and the security headers, in a real browser with every request recorded.
// Built with NEXT_PUBLIC_GTM_ID (e.g. GTM-TEST123) the acceptance path loads the container, answered here by
// a stand-in so nothing leaves the machine; built without it, the same tests check that nothing loads at all.

// Each test loads several pages, some twice (a choice may reload the page), and runs axe: more than the default.
test.describe.configure({timeout: 60_000})

test.use({
  storageState: FIRST_VISIT,
  // www.parlia.test resolves to the test server, so a test can set cookies on its parent domain parlia.test.
  launchOptions: [
    async ({launchOptions}, use) =>
      use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP *.parlia.test 127.0.0.1'],
      }),
    {scope: 'worker'},
  ],
})

const BANNER = {name: 'Vos choix en matière de cookies'}
const TAG_MANAGER = 'https://www.googletagmanager.com/'
// A property's own _gat_<id> and GA4's _ga_<stream> go too, whatever property set them (none is configured here).
const ANALYTICS_COOKIES = ['_ga', '_gat', '_gid', '_gat_UA-999-1', '_ga_ABC123']

/** Whether the build has a container: its policy then names the tag manager (the consent code holds it back). */
async function tagManagerConfigured(request: APIRequestContext): Promise<boolean> {
  const response = await request.get('/', {headers: {cookie: 'CookieConsent=true'}})
  return (response.headers()['content-security-policy'] ?? '').includes('googletagmanager')
}

/** Neither the site nor one of the services it is built to call (e2e/mode.ts). */
const isThirdParty = (url: URL, origin: string) => url.origin !== origin && !serviceOrigins.includes(url.origin)

/**
 * Records every request of the context, answers the tag manager with a stand-in and refuses any other third
 * party (so a leak fails the test instead of waiting on the closed network).
 */
async function recordRequests(context: BrowserContext, origin: string): Promise<string[]> {
  const urls: string[] = []
  context.on('request', (request) => urls.push(request.url()))
  await context.route(
    (url) => isThirdParty(url, origin),
    (route) =>
      route.request().url().startsWith(TAG_MANAGER)
        ? route.fulfill({
            contentType: 'text/javascript',
            body: 'window.standInContainerLoads = (window.standInContainerLoads || 0) + 1',
          })
        : route.abort(),
  )
  return urls
}

const thirdParty = (urls: string[], origin: string) =>
  urls.filter((url) => !url.startsWith('data:') && isThirdParty(new URL(url), origin))

/**
 * Logs every push to the data layer in sessionStorage, which survives the reload an acceptance may cause.
 * gtag() commands are `arguments` objects: logged as ['gtag', ...arguments].
 */
async function logDataLayer(page: Page) {
  await page.addInitScript(() => {
    const layer: unknown[] = []
    const log = () => JSON.parse(sessionStorage.getItem('dataLayerLog') ?? '[]') as unknown[]
    layer.push = (...items: unknown[]) => {
      const entries = items.map((item) =>
        Object.prototype.toString.call(item) === '[object Arguments]'
          ? ['gtag', ...Array.from(item as ArrayLike<unknown>)]
          : item,
      )
      sessionStorage.setItem('dataLayerLog', JSON.stringify([...log(), ...entries]))
      return Array.prototype.push.apply(layer, items)
    }
    ;(window as {dataLayer?: unknown[]}).dataLayer = layer
  })
}
const dataLayerLog = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('dataLayerLog') ?? '[]') as unknown[])
const cookieInits = async (page: Page) =>
  (await dataLayerLog(page)).filter((entry) => (entry as {event?: string}).event === 'cookieInit').length

/** Lets the page finish what it does after loading: the consent logic, then the chat widget when idle. */
async function settle(page: Page) {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))))
}

/** The consent cookie's expiry should be 12 calendar months after now (seconds, as the browser stores it). */
function expectTwelveMonths(expires: number) {
  const inTwelveMonths = new Date()
  inTwelveMonths.setMonth(inTwelveMonths.getMonth() + 12)
  expect(Math.abs(expires - inTwelveMonths.getTime() / 1000)).toBeLessThan(120)
}

test.describe('before any choice', () => {
  test('the banner offers the choice; no third-party request, no cookie, even across pages', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin
    const requests = await recordRequests(context, origin)
    await page.goto('/')
    const banner = page.getByRole('dialog', BANNER)
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('button', {name: 'Tout refuser'})).toBeVisible()
    await expect(banner.getByRole('button', {name: 'Tout accepter'})).toBeVisible()
    await expect(banner.getByRole('link', {name: 'Politique de cookies'})).toHaveAttribute(
      'href',
      '/politique-de-cookies',
    )
    await settle(page)

    // Ignoring the banner is a refusal: it stays, across a client-side navigation and a full load.
    await banner.getByRole('link', {name: 'Politique de cookies'}).click()
    await expect(page).toHaveURL('/politique-de-cookies')
    await expect(banner).toBeVisible()
    await page.goto('/blog')
    await expect(banner).toBeVisible()
    await settle(page)

    expect(thirdParty(requests, origin)).toEqual([])
    expect(await context.cookies()).toEqual([])
    expect(await page.evaluate(() => (window as {dataLayer?: unknown[]}).dataLayer)).toBeUndefined()
  })

  test('both choices are alike, side by side, and the banner passes axe', async ({page}) => {
    await page.goto('/')
    const banner = page.getByRole('dialog', BANNER)
    const refuse = banner.getByRole('button', {name: 'Tout refuser'})
    const accept = banner.getByRole('button', {name: 'Tout accepter'})
    // Measured once the banner has finished appearing, not halfway through its entrance.
    await expect(banner).toBeVisible()
    await banner.evaluate((element) =>
      Promise.all(element.getAnimations({subtree: true}).map((animation) => animation.finished)),
    )
    const look = (locator: typeof refuse) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        return {
          background: style.backgroundColor,
          color: style.color,
          font: `${style.fontSize} ${style.fontWeight}`,
          height: Math.round(box.height),
          top: Math.round(box.top),
        }
      })
    expect(await look(refuse)).toEqual(await look(accept))
    await expectNoAxeViolations(page)
  })

  test('the keyboard reaches the banner first, and the page stays usable around it', async ({page}) => {
    await page.goto('/')
    const banner = page.getByRole('dialog', BANNER)
    await expect(banner).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(banner.getByRole('button', {name: 'Continuer sans accepter'})).toBeFocused()
    for (const name of ['Politique de cookies', 'Tout refuser', 'Tout accepter']) {
      await page.keyboard.press('Tab')
      await expect(banner.getByRole(name.startsWith('Politique') ? 'link' : 'button', {name})).toBeFocused()
    }
    // No trap: the next key leaves the banner for the page.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', {name: 'Aller au contenu'})).toBeFocused()
    await page
      .getByRole('navigation', {name: 'Navigation principale'})
      .getByRole('button', {name: 'Ressources'})
      .click()
    await expect(
      page.getByRole('navigation', {name: 'Navigation principale'}).getByRole('link', {name: /FAQ/}),
    ).toBeVisible()
    await expect(banner).toBeVisible()
  })

  test('the banner does not move when the visitor asks for reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'})
    await page.goto('/')
    const banner = page.getByRole('dialog', BANNER)
    await expect(banner).toBeVisible()
    expect(await banner.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
  })
})

test.describe('refusal', () => {
  for (const [how, act] of [
    ['Tout refuser', (page: Page) => page.getByRole('button', {name: 'Tout refuser'}).click()],
    ['Continuer sans accepter', (page: Page) => page.getByRole('button', {name: 'Continuer sans accepter'}).click()],
    [
      'Escape',
      (page: Page) => page.getByRole('dialog', BANNER).getByRole('button', {name: 'Tout accepter'}).press('Escape'),
    ],
  ] as const) {
    test(`${how} stores false for 12 months; then no third-party request and no other cookie`, async ({
      page,
      context,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin
      const requests = await recordRequests(context, origin)
      await logDataLayer(page)
      await page.goto('/')
      await expect(page.getByRole('dialog', BANNER)).toBeVisible()
      await act(page)
      await expect(page.getByRole('dialog')).toHaveCount(0)

      const [cookie, ...others] = await context.cookies()
      expect(others).toEqual([])
      expect(cookie).toMatchObject({name: 'CookieConsent', value: 'false', path: '/', sameSite: 'Lax', httpOnly: false})
      expectTwelveMonths(cookie!.expires)

      await page.reload()
      await settle(page)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await page.goto('/ressources/faq')
      await settle(page)
      expect(thirdParty(requests, origin)).toEqual([])
      expect((await context.cookies()).map(({name}) => name)).toEqual(['CookieConsent'])
      expect(await dataLayerLog(page)).toEqual([])
    })
  }
})

test.describe('acceptance', () => {
  test('stores true for 12 months, pushes cookieInit, loads the tag manager when configured, and again on the next load', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const origin = new URL(baseURL!).origin
    const configured = await tagManagerConfigured(request)
    const requests = await recordRequests(context, origin)
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text())
    })
    await logDataLayer(page)
    await page.goto('/')
    await page.getByRole('dialog', BANNER).getByRole('button', {name: 'Tout accepter'}).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const [cookie] = await context.cookies()
    expect(cookie).toMatchObject({name: 'CookieConsent', value: 'true', path: '/', sameSite: 'Lax'})
    expectTwelveMonths(cookie!.expires)

    const denied = {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    }
    const granted = {analytics_storage: 'granted'}
    if (configured) {
      // The page reloads under the policy of a consenting visitor, which lets the container in.
      await expect
        .poll(() => page.evaluate(() => (window as {standInContainerLoads?: number}).standInContainerLoads))
        .toBe(1)
      expect(await dataLayerLog(page)).toEqual([
        ['gtag', 'consent', 'default', denied],
        ['gtag', 'consent', 'update', granted],
        {event: 'cookieInit'},
        ['gtag', 'consent', 'default', denied],
        ['gtag', 'consent', 'update', granted],
        {'gtm.start': expect.any(Number), event: 'gtm.js'},
        {event: 'cookieInit'},
      ])
      expect(thirdParty(requests, origin)).toEqual([
        expect.stringMatching(/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-/),
      ])
    } else {
      expect(await dataLayerLog(page)).toEqual([
        ['gtag', 'consent', 'default', denied],
        ['gtag', 'consent', 'update', granted],
        {event: 'cookieInit'},
      ])
    }

    // The next page load pushes cookieInit again, so the tag manager's trigger fires on every visit.
    const before = await cookieInits(page)
    await page.goto('/blog')
    // Under load the push may come after the browser's first idle time: wait for it, not for a delay.
    await expect.poll(() => cookieInits(page)).toBe(before + 1)
    await settle(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(thirdParty(requests, origin)).toHaveLength(configured ? 2 : 0)
    expect(violations).toEqual([])
  })

  test('Gérer mes cookies reopens the choice from the footer; withdrawing is as easy, and removes the analytics cookies', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const origin = new URL(baseURL!).origin
    const configured = await tagManagerConfigured(request)
    const requests = await recordRequests(context, origin)
    await context.addCookies([{name: 'CookieConsent', value: 'true', url: origin}])
    await page.goto('/')
    await settle(page)
    await context.addCookies(ANALYTICS_COOKIES.map((name) => ({name, value: 'GA1.1.1', url: origin})))

    const manage = page.getByRole('contentinfo').getByRole('button', {name: 'Gérer mes cookies'})
    await manage.focus()
    await page.keyboard.press('Enter')
    const banner = page.getByRole('dialog', BANNER)
    await expect(banner).toBeFocused()
    await expect(banner).toContainText('Votre choix actuel : cookies de mesure d’audience acceptés.')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(banner).toHaveCount(0)
    if (configured) await page.waitForLoadState('load')
    else await expect(manage).toBeFocused()

    expect(await context.cookies()).toEqual([expect.objectContaining({name: 'CookieConsent', value: 'false'})])
    const loadsBefore = thirdParty(requests, origin).length
    await page.goto('/')
    await settle(page)
    expect(thirdParty(requests, origin)).toHaveLength(loadsBefore)
  })
})

test.describe('analytics cookies without consent', () => {
  for (const consent of [null, 'false']) {
    test(`are removed on load while consent is ${consent ?? 'absent'}`, async ({page, context, baseURL}) => {
      const origin = new URL(baseURL!).origin
      const consentCookie = consent ? [{name: 'CookieConsent', value: consent, url: origin}] : []
      await context.addCookies([
        ...consentCookie,
        ...ANALYTICS_COOKIES.map((name) => ({name, value: 'GA1.1.1', url: origin})),
      ])
      await page.goto('/')
      await expect
        .poll(async () => (await context.cookies()).map(({name}) => name))
        .toEqual(consent ? ['CookieConsent'] : [])
    })
  }

  test.describe('on the host and its registrable domain', () => {
    test('are all removed, other cookies kept', async ({page, context, baseURL}) => {
      const origin = `http://www.parlia.test:${new URL(baseURL!).port}`
      await context.addCookies([
        {name: 'CookieConsent', value: 'false', url: origin},
        {name: 'preference', value: 'kept', domain: '.parlia.test', path: '/'},
        ...ANALYTICS_COOKIES.flatMap((name) => [
          {name, value: 'host', url: origin},
          {name, value: 'parent', domain: '.parlia.test', path: '/'},
        ]),
      ])
      await page.goto(`${origin}/`)
      await expect
        .poll(async () => (await context.cookies(origin)).map(({name, domain}) => `${name}@${domain}`).sort())
        .toEqual(['CookieConsent@www.parlia.test', 'preference@.parlia.test'])
    })
  })
})

test.describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, string>, tagManager: boolean) => {
    const policy = headers['content-security-policy'] ?? ''
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? ''
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy.includes('googletagmanager')).toBe(tagManager)
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-powered-by']).toBeUndefined()
  }

  test('are on a page, an API route, the 404 page and a static file', async ({request}) => {
    const tagManager = await tagManagerConfigured(request)
    const page = await request.get('/')
    expect(page.status()).toBe(200)
    expectSecurityHeaders(page.headers(), tagManager)
    const api = await request.post('/api/search', {data: {requests: []}})
    expect(api.status()).toBe(200)
    expectSecurityHeaders(api.headers(), tagManager)
    const missing = await request.get('/cette-page-n-existe-pas')
    expect(missing.status()).toBe(404)
    expectSecurityHeaders(missing.headers(), tagManager)
    const file = await request.get('/favicon.svg')
    expect(file.status()).toBe(200)
    expectSecurityHeaders(file.headers(), tagManager)
  })

  test('are the same for every visitor of a page, so a shared cache may keep it for all', async ({request}) => {
    const [first, refused, accepted] = await Promise.all(
      [undefined, 'CookieConsent=false', 'CookieConsent=true'].map((cookie) =>
        request.get('/', {headers: cookie ? {cookie} : {}}),
      ),
    )
    const kept = (headers: Record<string, string>) => [headers['content-security-policy'], headers['cache-control']]
    expect(kept(refused!.headers())).toEqual(kept(first!.headers()))
    expect(kept(accepted!.headers())).toEqual(kept(first!.headers()))
    expect(first!.headers()['vary'] ?? '').not.toMatch(/cookie/i)
    expect(first!.headers()['cache-control']).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/)
  })

  test('the policy breaks nothing: home, connector search, chat and other pages run with no violation', async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content.Security.Policy|CSP violation|Refused to/i.test(message.text())) violations.push(message.text())
    })
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    )
    await page.goto('/')
    await page.getByRole('button', {name: 'Continuer sans accepter'}).click()
    await page.getByRole('button', {name: 'Une question ?'}).click()
    // The assistant's panel, its greeting and suggested questions loaded from its settings endpoint.
    await expect(page.getByRole('dialog', {name: /^Assistant /})).toBeVisible()

    await page.goto('/solution/connecteurs')
    const search = page.getByRole('searchbox', {name: 'Rechercher un connecteur'})
    await expect(page.getByRole('button', {name: 'Rechercher', exact: true})).toHaveCount(0)
    const searched = page.waitForResponse((response) => isSearchRequest(response.url()) && response.ok())
    await search.fill('glpi')
    await searched
    await expect(
      page.getByRole('region', {name: 'Tous les connecteurs'}).getByRole('heading', {level: 3}).first(),
    ).toContainText('GLPI')

    // InstantSearch writes the query into the address a moment after the results: a navigation started
    // before that write would be replaced by it.
    await expect(page).toHaveURL(/[?&]q=glpi/)
    // Client-side navigation writes the next page's styles inline: allowed, where inline scripts are not.
    await page.getByRole('contentinfo').getByRole('link', {name: 'Mentions légales'}).click()
    await expect(page).toHaveURL('/mentions-legales')
    for (const path of [
      '/ressources/catalogue-avatar-chatbot/nova',
      '/blog',
      '/accessibilite',
      '/contact',
      '/nulle-part',
    ]) {
      await page.goto(path)
      await settle(page)
    }
    expect(violations).toEqual([])
  })
})

test.describe('compliance pages', () => {
  test('every page’s footer leads to the accessibility statement, with its status', async ({page}) => {
    await page.goto('/')
    await page.getByRole('button', {name: 'Continuer sans accepter'}).click()
    await page.getByRole('contentinfo').getByRole('link', {name: 'Accessibilité : partiellement conforme'}).click()
    await expect(page).toHaveURL('/accessibilite')
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Déclaration d’accessibilité')
    await expect(page.getByText(/Le site Parlia est partiellement conforme/)).toBeVisible()
    await expect(page.getByText(/Aucun audit de conformité au RGAA n’a encore été réalisé/)).toBeVisible()
    await expect(page.getByRole('heading', {level: 2, name: 'Voies de recours'})).toBeVisible()
    await expect(page.getByRole('link', {name: 'formulaire.defenseurdesdroits.fr'})).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', {name: 'contact@parlia.fr'})).toHaveAttribute(
      'href',
      'mailto:contact@parlia.fr',
    )
    await expectNoAxeViolations(page)
  })

  test('the legal notice states the publisher, the publication director and the host from the settings', async ({
    page,
  }) => {
    const response = await page.goto('/mentions-legales')
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    for (const fact of [
      'Dénomination sociale : Parlia SAS',
      'Forme juridique : Société par actions simplifiée (SAS)',
      'Capital social : 50 000 €',
      'Immatriculation : RCS Lyon 849 512 376',
      'Siège social : 12 rue de la Part-Dieu, 69003 Lyon, France',
      'Téléphone : +33 4 78 00 00 00',
      'La direction de la publication est assurée par Hélène Vasseur, présidente.',
      'Nom : OVH SAS',
      'Adresse : 2 rue Kellermann, 59100 Roubaix, France',
      'Téléphone : 1007',
    ]) {
      await expect(main.getByText(fact, {exact: true})).toHaveCount(1)
    }
    await expect(main.getByRole('heading', {level: 2, name: 'Propriété intellectuelle'})).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
