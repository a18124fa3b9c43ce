import {randomUUID} from 'node:crypto'

import {errors as playwrightErrors, expect, type FrameLocator, type Page, test} from '@playwright/test'
import {stegaClean} from '@sanity/client/stega'

import {bundledDocument, type EditableContent, editableContent} from './content'
import {type OwnServer, startOwnServer} from './ownServer'
import {type StandInStudio, startStandInStudio} from './presentation/studio'
import {notifyChange, REPORT_WAIT_S} from './webhook'

// Issue #13's "done when", offline: an editor opens the home page in the Presentation tool, sees its draft, clicks
// its title to reach the field, saves an edit, publishes, and a visitor sees the change. The Studio is a stand-in
// speaking the Presentation tool's protocol (e2e/presentation/); the site is a server of the spec's own, whose
// STUDIO_URL names the stand-in so that it may frame the preview, on content the spec edits (e2e/content.ts).
const DRAFT_HERO = 'Des assistants virtuels qui répondent juste, du premier coup et sans code'
const EDITED_HERO = 'Des assistants virtuels qui répondent juste, dès la première question'
const PREVIEW_SECRET = `secret-${randomUUID()}`
const WEBHOOK_SECRET = 'secret-de-test-presentation'

/** The draft of the home page the bundled dataset seeds (the local Content Lake imports the same). */
const seededDraft = bundledDocument('drafts.homePage')
/** The draft once the editor has changed its title. */
const editedDraft = {...seededDraft, hero: {...(seededDraft.hero as object), title: EDITED_HERO}}

let studio: StandInStudio
let server: OwnServer
let content: EditableContent

test.beforeAll(async () => {
  studio = await startStandInStudio()
  content = editableContent()
  // What the Presentation tool writes before it frames the preview: a secret the site checks.
  await content.write({
    _id: `sanity-preview-url-secret.${randomUUID()}`,
    _type: 'sanity.previewUrlSecret',
    secret: PREVIEW_SECRET,
    studioUrl: studio.url,
  })
  server = await startOwnServer('e2e-presentation', {
    ...content.serverEnv,
    STUDIO_URL: studio.url,
    SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
  })
})

test.afterAll(async () => {
  server?.stop()
  content?.close()
  await studio?.stop()
})

/** The preview URL the Presentation tool frames for the home page in its drafts perspective. */
const previewUrl = () => {
  const url = new URL('/api/draft-mode/enable', server.base)
  url.searchParams.set('sanity-preview-secret', PREVIEW_SECRET)
  url.searchParams.set('sanity-preview-perspective', 'drafts')
  url.searchParams.set('sanity-preview-pathname', '/')
  return url.href
}

/**
 * A framed page's strings carry stega (invisible characters naming their field): what the editor reads. Null while
 * the frame has no title yet (still loading, or reloading after an edit), so that a poll waits instead of failing.
 */
const readTitle = async (frame: FrameLocator) => {
  try {
    return stegaClean(await frame.getByRole('heading', {level: 1}).textContent({timeout: 1_000}))
  } catch (error) {
    if (error instanceof playwrightErrors.TimeoutError) return null
    throw error
  }
}
const standIn = (page: Page) =>
  page.evaluate(() => ({
    status: window.presentation.status,
    opened: window.presentation.opened,
    received: window.presentation.received,
  }))

test('an editor previews the draft in the Presentation tool, clicks its title to reach the field, edits and publishes it; visitors then see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  // Every frame's refusals of the Content-Security-Policy, and every error any frame logs.
  await page.addInitScript(() => {
    const refusals: string[] = []
    Object.assign(window, {cspRefusals: refusals})
    addEventListener('securitypolicyviolation', (event) =>
      refusals.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const frame = page.frameLocator('iframe[title="Aperçu"]')
  const title = frame.getByRole('heading', {level: 1})

  await test.step('the Presentation tool frames the home page in draft mode and completes the handshake', async () => {
    await page.goto(studio.presentationUrl(previewUrl()))
    // A frame the site refuses never shows the title, and Chromium logs why: the poll then reports that.
    await expect.poll(async () => (errors.length > 0 ? errors : readTitle(frame))).toBe(DRAFT_HERO)
    await expect.poll(async () => (await standIn(page)).status).toBe('connected')
    // The editor's strings carry the stega the overlays are drawn from.
    expect(await title.textContent()).not.toBe(DRAFT_HERO)
    expect(
      await frame.locator(':root').evaluate(() => (window as unknown as {cspRefusals: string[]}).cspRefusals),
    ).toEqual([])
    expect(errors).toEqual([])
  })

  await test.step('hovering the title draws its overlay; a click opens the home page’s hero.title field', async () => {
    await title.hover()
    await expect(frame.locator('sanity-visual-editing [data-hovered]')).toBeVisible()
    await title.click()
    await expect
      .poll(async () => (await standIn(page)).opened)
      .toEqual({id: 'homePage', type: 'homePage', path: 'hero.title'})
  })

  await test.step('an edit saved in the draft shows in the preview without reloading it', async () => {
    await frame.locator(':root').evaluate(() => Object.assign(window, {sameDocument: true}))
    await content.write(editedDraft)
    await page.evaluate((document) => window.presentation.refreshAfterMutation(document), {
      _id: 'drafts.homePage',
      _type: 'homePage',
      _rev: randomUUID(),
    })
    await expect.poll(() => readTitle(frame)).toBe(EDITED_HERO)
    expect(
      await frame.locator(':root').evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
    ).toBe(true)
    const refreshes = (await standIn(page)).received
      .filter(({type}) => type === 'visual-editing/refreshed')
      .map(({data}) => data)
    expect(refreshes).toContainEqual(
      expect.objectContaining({source: 'mutation', document: expect.objectContaining({_id: 'drafts.homePage'})}),
    )
  })

  await test.step('once published and the webhook received, a visitor sees the new title', async () => {
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    const visitorTitle = visitorPage.getByRole('heading', {level: 1})
    await visitorPage.goto(`${server.base}/`)
    await expect(visitorTitle).not.toHaveText(EDITED_HERO)

    // Publishing, as the Studio does it: the draft becomes the published document and the draft is deleted.
    await content.write({...editedDraft, _id: 'homePage'})
    await content.delete('drafts.homePage')
    const sent = performance.now()
    const response = await notifyChange(
      server.base,
      WEBHOOK_SECRET,
      {
        _id: 'homePage',
        _type: 'homePage',
        slug: null,
        operation: 'update',
      },
      {wait: REPORT_WAIT_S},
    )
    expect(response.status).toBe(200)
    // Exactly the title: a visitor's page carries no stega.
    await expect
      .poll(
        async () => {
          await visitorPage.reload()
          return visitorTitle.textContent()
        },
        {intervals: [50]},
      )
      .toBe(EDITED_HERO)
    console.log(
      `Publish to live: ${Math.round(performance.now() - sent)} ms from the webhook to a visitor's page showing the new title`,
    )
    await visitor.close()

    // The Studio reports the publish to the preview too, which now reads the published document.
    await page.evaluate((document) => window.presentation.refreshAfterMutation(document), {
      _id: 'homePage',
      _type: 'homePage',
      _rev: randomUUID(),
    })
    await expect.poll(() => readTitle(frame)).toBe(EDITED_HERO)
    expect(errors).toEqual([])
  })
})
