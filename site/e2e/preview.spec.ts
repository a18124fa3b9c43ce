import {randomUUID} from 'node:crypto'

import {expect, type Locator, test} from '@playwright/test'
import {stegaClean} from '@sanity/client/stega'
import {vercelStegaDecode} from '@vercel/stega'

import {expectNoAxeViolations} from './a11y'
import {bundledDocument, type EditableContent, editableContent} from './content'
import {services} from './mode'
import {type OwnServer, startOwnServer} from './ownServer'

// Draft preview, in both modes: the bundled dataset and the local Content Lake hold a draft of the home page
// (a new hero title) and an article never published. The Studio's Presentation tool writes a secret document
// and opens /api/draft-mode/enable with it; here the spec writes it, on a server of its own (its content too).
const PUBLISHED_HERO = 'Des assistants virtuels qui répondent vraiment, sans une ligne de code'
const DRAFT_HERO = 'Des assistants virtuels qui répondent juste, du premier coup et sans code'
const UNPUBLISHED = '/blog/voicebot-accueil-telephonique-mairie'
const UNPUBLISHED_TITLE = 'Voicebot : désengorger l’accueil téléphonique d’une mairie'
const SECRET = `secret-${randomUUID()}`

let server: OwnServer
let content: EditableContent
const enableUrl = (secret: string, pathname: string) =>
  `${server.base}/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`

/** A draft-mode text without its stega (the invisible characters naming its document and field). */
const expectCleanText = (locator: Locator, text: string) =>
  expect.poll(async () => stegaClean(await locator.textContent())).toBe(text)

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  content = editableContent()
  await content.write({
    _id: `sanity-preview-url-secret.${randomUUID()}`,
    _type: 'sanity.previewUrlSecret',
    secret: SECRET,
    studioUrl: 'http://localhost:3333',
  })
  // In service mode, published reads skip the API CDN's lag: an article this spec publishes is what its next render reads.
  server = await startOwnServer('e2e-preview', {
    ...content.serverEnv,
    ...(services && {SANITY_API_CDN_HOST: services.contentLake.url}),
  })
})

test.afterAll(() => {
  server?.stop()
  content?.close()
})

test('a visitor sees the published page; an editor entering through a signed URL sees the draft and the preview bar, until leaving it', async ({
  page,
}) => {
  const visited = await page.goto(`${server.base}/`)
  expect(visited?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  await expect(page.getByRole('heading', {level: 1})).toHaveText(PUBLISHED_HERO)
  await expect(page.getByRole('region', {name: 'Aperçu des brouillons'})).toHaveCount(0)

  const previewed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/' && response.status() === 200,
  )
  await page.goto(enableUrl(SECRET, '/'))
  const response = await previewed
  await expect(page).toHaveURL(`${server.base}/`)
  await expectCleanText(page.getByRole('heading', {level: 1}), DRAFT_HERO)
  const bar = page.getByRole('region', {name: 'Aperçu des brouillons'})
  await expect(bar).toContainText('brouillons')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(response.headers()['cache-control']).toMatch(/private/)
  expect(response.headers()['cache-control']).toMatch(/no-store/)
  // The Studio's Presentation tool may frame a preview (STUDIO_URL, by default the local studio); nothing else.
  expect(response.headers()['content-security-policy']).toMatch(/frame-ancestors http:\/\/localhost:3333(;|$)/)
  await expectNoAxeViolations(page)

  await bar.getByRole('link', {name: "Quitter l'aperçu"}).click()
  await expect(page).toHaveURL(`${server.base}/`)
  await expect(page.getByRole('heading', {level: 1})).toHaveText(PUBLISHED_HERO)
  await expect(page.getByRole('region', {name: 'Aperçu des brouillons'})).toHaveCount(0)
})

test('an article never published answers 404 to visitors and 200 in the preview', async ({page, browser}) => {
  const visitor = await browser.newContext()
  expect((await (await visitor.newPage()).goto(`${server.base}${UNPUBLISHED}`))?.status()).toBe(404)
  await visitor.close()

  await page.goto(enableUrl(SECRET, UNPUBLISHED))
  await expect(page).toHaveURL(`${server.base}${UNPUBLISHED}`)
  await expectCleanText(page.getByRole('heading', {level: 1}), UNPUBLISHED_TITLE)
  await expect(page.getByRole('region', {name: 'Aperçu des brouillons'})).toBeVisible()
})

test("in the preview, each text names its document and field, and hovering it offers to open that field in the Studio; visitors' texts name nothing", async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(`${server.base}/`)
  // Exactly the published text: no invisible character, and no overlay code loaded.
  await expect(visitorPage.getByRole('heading', {level: 1})).toHaveText(PUBLISHED_HERO)
  expect(await visitorPage.getByRole('heading', {level: 1}).textContent()).toBe(PUBLISHED_HERO)
  await visitor.close()

  const refused: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  await page.goto(enableUrl(SECRET, '/'))
  const title = page.getByRole('heading', {level: 1})
  await expectCleanText(title, DRAFT_HERO)
  const source = vercelStegaDecode((await title.textContent()) ?? '') as {origin: string; href: string}
  expect(source.origin).toBe('sanity.io')
  expect(source.href).toMatch(
    /^http:\/\/localhost:3333\/intent\/edit\/mode=presentation;id=homePage;type=homePage;path=hero\.title\?/,
  )

  // The overlays' script (loaded in draft mode only) has found the page's marked texts.
  await expect(page.locator('sanity-visual-editing [data-ui="Card"]').first()).toBeAttached()
  await title.hover()
  const open = page.getByRole('link', {name: 'Open in Studio'})
  await expect(open).toBeVisible()
  // The same edit link, telling the Studio which page to show beside the field.
  const opened = new URL((await open.getAttribute('href')) ?? '')
  expect(`${opened.origin}${opened.pathname}`).toBe(source.href.split('?')[0])
  expect(opened.searchParams.get('preview')).toBe(`${server.base}/`)
  await expectNoAxeViolations(page)
  // The overlays' scripts, styles and frames are all allowed by the preview's Content-Security-Policy.
  expect(refused).toEqual([])
})

test('a server-rendered page (the connector catalogue) is previewed too, never kept by a cache', async ({page}) => {
  const previewed = page.waitForResponse((response) => new URL(response.url()).pathname === '/solution/connecteurs')
  await page.goto(enableUrl(SECRET, '/solution/connecteurs'))
  const response = await previewed
  await expect(page.getByRole('region', {name: 'Aperçu des brouillons'})).toBeVisible()
  expect(response.headers()['cache-control']).toMatch(/private/)
  expect(response.headers()['cache-control']).toMatch(/no-store/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('every kind of page renders in the preview, with no script error', async ({page, request}) => {
  // Some twenty pages, each rendered on request with its drafts and the overlays' script.
  test.setTimeout(180_000)
  // One page per kind (a folder of the sitemap: each article's page shares one template, and so on).
  const sitemap = await (await request.get(`${server.base}/sitemap.xml`)).text()
  const byKind = new Map<string, string>()
  for (const [, url] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const {pathname} = new URL(url ?? '')
    const kind = pathname.split('/').slice(0, -1).join('/') || pathname
    if (!byKind.has(kind) || pathname === kind) byKind.set(kind, pathname)
  }
  const paths = [...new Set([...byKind.values(), ...byKind.keys()].filter((path) => sitemap.includes(`${path}</loc>`)))]
  expect(paths.length).toBeGreaterThan(15)

  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  await page.goto(enableUrl(SECRET, '/'))
  for (const path of paths) {
    const response = await page.goto(`${server.base}${path}`)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('region', {name: 'Aperçu des brouillons'})).toBeVisible()
    expect(stegaClean(await page.getByRole('heading', {level: 1}).textContent()), path).not.toBe('')
    // Hydrated: the overlays' script found the router, so the page's own scripts ran to the end.
    await expect(page.locator('sanity-visual-editing'), path).toBeAttached()
  }
  expect(errors).toEqual([])
})

test('a bad or missing secret answers 401 in French and turns nothing on', async ({request}) => {
  for (const url of [
    enableUrl('pas-le-bon-secret', '/'),
    `${server.base}/api/draft-mode/enable?sanity-preview-pathname=/`,
  ]) {
    const response = await request.get(url, {maxRedirects: 0})
    expect(response.status()).toBe(401)
    expect(await response.json()).toEqual({
      error: 'Lien d’aperçu invalide ou expiré : ouvrez à nouveau l’aperçu depuis le Studio.',
    })
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
  }
  const home = await request.get(`${server.base}/`)
  expect(await home.text()).toContain(PUBLISHED_HERO)
})

test('a forged draft-mode cookie shows the published page, indexable and cacheable as everyone’s', async ({
  request,
}) => {
  const forged = await request.get(`${server.base}/`, {headers: {cookie: '__prerender_bypass=forged'}})
  expect(forged.status()).toBe(200)
  const html = await forged.text()
  expect(html).toContain(PUBLISHED_HERO)
  expect(html).not.toMatch(/<meta name="robots" content="noindex/)
  expect(forged.headers()['x-robots-tag']).toBeUndefined()
  expect(forged.headers()['cache-control']).toMatch(/s-maxage=/)
})

test('a page rendered for a request with a forged draft-mode cookie keeps the policy every visitor gets', async ({
  request,
}) => {
  // An article published after the build: its first request, the one with the forged cookie, renders it.
  const draft = bundledDocument('drafts.post-voicebot-accueil-telephonique-mairie')
  await content.write({
    ...draft,
    _id: 'post-publie-apres-le-build',
    postId: {_type: 'slug', current: 'publie-apres-le-build'},
  })
  await expect(async () => {
    const rendered = await request.get(`${server.base}/blog/publie-apres-le-build`, {
      headers: {cookie: '__prerender_bypass=forged'},
    })
    expect(rendered.status()).toBe(200)
    expect(await rendered.text()).toContain(UNPUBLISHED_TITLE)
    expect(rendered.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(rendered.headers()['cache-control']).toMatch(/s-maxage=/)
  }).toPass()
})

test('leaving the preview returns only to a page of the site', async ({request}) => {
  const response = await request.get(
    `${server.base}/api/draft-mode/disable?redirect=${encodeURIComponent('//evil.example/')}`,
    {maxRedirects: 0},
  )
  expect(response.status()).toBe(307)
  expect(response.headers().location).toBe('/')
})
