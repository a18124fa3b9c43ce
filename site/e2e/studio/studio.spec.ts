import {createHash} from 'node:crypto'
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'

import {expect, type Page, test} from '@playwright/test'
import {stegaClean} from '@sanity/client/stega'
import sharp from 'sharp'

import {parseNdjson} from '@parlia/schemas/dataset'

import {bundledDocument, bundledDocuments, lakeClient} from '../content'
import {services} from '../mode'
import {type OwnServer, startOwnServer} from '../ownServer'
import {OFFLINE_STUDIO_HOSTS} from './offline'

// Issue #27's "done when", through the real Studio (`sanity build`, e2e/run.mjs) that the local Content Lake serves:
// an editor logs in, edits and publishes, and the site changes, as on a Sanity project. The lake saves edits into a
// copy of content/ and sends the project's signed webhook to this spec's own server (its port is the one the Studio
// was built for); both run in service mode only (playwright.config.ts).
const stack = services!
const studio = stack.contentLake.studio!
const lake = lakeClient(stack.contentLake)
const run = Date.now().toString(36)

let server: OwnServer

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  server = await startOwnServer(
    'e2e-studio',
    {STUDIO_URL: studio.url, SANITY_REVALIDATE_SECRET: studio.webhookSecret},
    Number(process.env.E2E_STUDIO_SITE_PORT),
  )
})

test.afterAll(() => server?.stop())

/** What a visitor gets at `path` on the spec's server. */
const visit = async (path: string) => {
  const response = await fetch(`${server.base}${path}`)
  return {status: response.status, html: await response.text()}
}

/** How long a visitor waits for `path` to show `text` (or to answer `status`), polled every 50 ms. */
async function timeUntil(
  path: string,
  seen: (page: {status: number; html: string}) => boolean,
  timeout = 15_000,
): Promise<number> {
  const start = performance.now()
  await expect.poll(async () => seen(await visit(path)), {intervals: [50], timeout}).toBe(true)
  return Math.round(performance.now() - start)
}

/** The documents the lake has saved into its copy of content/, in the export format. */
const saved = () => {
  const file = path.join(studio.contentDir, 'data.ndjson')
  return parseNdjson(readFileSync(file, 'utf8'), file)
}

/** The Studio's console errors and uncaught exceptions, apart from its calls to Sanity's hosts (offline here). */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  const offline = (url: string) => URL.canParse(url) && OFFLINE_STUDIO_HOSTS.has(new URL(url).hostname)
  page.on('requestfailed', (request) => {
    if (!offline(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED')
      errors.push(`${request.url()}: ${request.failure()?.errorText}`)
  })
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // Chromium names the failed resource in the message's location; the version check names its package.
    if (offline(message.location().url) || /^Failed to fetch version for package/.test(message.text())) return
    errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function logIn(page: Page) {
  await page.goto(studio.url)
  await page
    .getByRole('link', {name: 'Éditeur local'})
    .or(page.getByRole('button', {name: 'Éditeur local'}))
    .click()
  await expect(page.getByRole('heading', {name: 'Connexion au Content Lake local'})).toBeVisible()
  await page.getByRole('button', {name: 'Se connecter comme éditeur local'}).click()
  await expect(
    page
      .getByRole('link', {name: 'Contenu'})
      .or(page.getByRole('button', {name: 'Contenu'}))
      .first(),
  ).toBeVisible({timeout: 30_000})
}

/**
 * Publishes the open document once its edits are saved, then waits for the Studio to say so. A click while the Studio
 * still validates the last edit can be dropped (seen with a form of many fields on a slow machine): the editor then
 * clicks again, as a person would.
 */
async function publish(page: Page) {
  await expect(page.getByText(/^Enregistrement/)).toHaveCount(0, {timeout: 15_000})
  const published = page.getByText('Le document a été publié')
  // The toast of a publish just before would pass for this one's.
  await expect(published).toHaveCount(0, {timeout: 30_000})
  await expect(async () => {
    if (!(await published.isVisible())) await page.getByRole('button', {name: 'Publier', exact: true}).click()
    await expect(published).toBeVisible({timeout: 5_000})
  }).toPass({timeout: 45_000})
}

/** Opens the document's « more actions » menu, beside « Publier ». */
async function openDocumentActions(page: Page) {
  await page
    .getByRole('button', {name: 'Plus d’actions du document'})
    .or(page.getByTestId('action-menu-button'))
    .first()
    .click()
}

test('an editor logs in, renames a connector and publishes it: visitors see the new name and content/ holds it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  const id = `connector-studio-${run}`
  const slug = `studio-${run}`
  await lake.create({
    ...bundledDocument('connector-lucca'),
    _id: id,
    name: `Connecteur ${run}`,
    connectorId: {_type: 'slug', current: slug},
  })
  await expect.poll(async () => (await visit(`/solution/connecteurs/${slug}`)).status).toBe(200)
  // An article whose text links to the connector, as the Studio stores a link: by a (strong) reference.
  const citing = `Article citant le connecteur ${run}`
  await lake.create({
    ...bundledDocuments('post')[0],
    _type: 'post',
    _id: `post-studio-${run}`,
    title: citing,
    postId: {_type: 'slug', current: `article-studio-${run}`},
    body: [
      {
        _type: 'block',
        _key: 'lien',
        style: 'normal',
        markDefs: [{_type: 'link', _key: 'connecteur', page: {_type: 'reference', _ref: id}}],
        children: [{_type: 'span', _key: 'texte', text: 'Le connecteur', marks: ['connecteur']}],
      },
    ],
  })

  await test.step('the local login page signs the editor in', () => logIn(page))

  const renamed = `Connecteur renommé ${run}`
  await test.step('the editor renames the connector and publishes it', async () => {
    await page.goto(`${studio.url}/intent/edit/id=${id};type=connector/`)
    const name = page.getByLabel('Nom', {exact: true})
    await expect(name).toHaveValue(`Connecteur ${run}`, {timeout: 30_000})
    await name.fill(renamed)
    await publish(page)
  })

  await test.step('visitors see the new name, and the lake has saved it into content/', async () => {
    const ms = await timeUntil(`/solution/connecteurs/${slug}`, ({html}) => html.includes(renamed))
    console.log(`Studio publish → connector page updated: ${ms} ms`)
    // The lake writes content/ a moment after the commit (debounced), which may come after the page's update.
    await expect.poll(() => saved().find((document) => document._id === id)).toMatchObject({name: renamed})
    await expect.poll(() => saved().some((document) => document._id === `drafts.${id}`)).toBe(false)
  })

  const moved = `${slug}-v2`
  await test.step('the editor changes its address: the old one leads to the new one, with no action of theirs', async () => {
    const address = page.getByLabel('Identifiant d’URL', {exact: true})
    await address.fill(moved)
    await publish(page)
    const ms = await timeUntil(`/solution/connecteurs/${slug}`, ({status}) => status === 308 || status === 200)
    await expect
      .poll(async () => {
        const response = await fetch(`${server.base}/solution/connecteurs/${slug}?utm_source=lien`, {
          redirect: 'manual',
        })
        return [response.status, response.headers.get('location')]
      })
      .toEqual([308, `/solution/connecteurs/${moved}?utm_source=lien`])
    console.log(`Studio publish of a new slug → old address redirects: ${ms} ms or less`)
    expect((await visit(`/solution/connecteurs/${moved}`)).status).toBe(200)
    await expect
      .poll(() =>
        saved().find(
          (document) => document._type === 'redirect' && document.source === `/solution/connecteurs/${slug}`,
        ),
      )
      .toMatchObject({
        target: {_ref: id, _weak: true},
        origin: 'slugHistory',
        permanent: true,
      })
  })

  await test.step('« Où ce document est-il cité ? » lists the article and the redirect, which opens from there', async () => {
    await openDocumentActions(page)
    await page.getByRole('menuitem', {name: 'Où ce document est-il cité ?'}).click()
    const dialog = page.getByRole('dialog', {name: 'Où ce document est-il cité ?'})
    await expect(dialog).toContainText('2 documents citent celui-ci')
    await expect(dialog).toContainText(citing)
    await expect(dialog.getByRole('link', {name: new RegExp(`/solution/connecteurs/${slug}`)})).toBeVisible()
    await page.keyboard.press('Escape')
  })
  expect(errors).toEqual([])

  await test.step('deleting the connector lists what cites it, and the lake refuses while the article links to it', async () => {
    await openDocumentActions(page)
    // Its name ends with the keyboard shortcut (Ctrl Alt D).
    await page.getByRole('menuitem', {name: /^Supprimer(?! la publication)/}).click()
    const dialog = page.getByRole('dialog', {name: 'Supprimer le document ?'})
    await expect(dialog).toContainText('2 documents font référence à', {timeout: 15_000})
    await expect(dialog).toContainText(citing)
    await dialog.getByRole('button', {name: 'Supprimer quand même'}).click()
    await expect(page.getByText(/tentative de suppression de ce document/)).toBeVisible({timeout: 15_000})
    expect(saved().some((document) => document._id === id)).toBe(true)
    expect((await visit(`/solution/connecteurs/${moved}`)).status).toBe(200)
  })
})

test('an editor writes an article, uploads and crops its cover, publishes it, then unpublishes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  page.setDefaultTimeout(20_000)
  const errors = watchErrors(page)
  const title = `Un article écrit dans le Studio ${run}`
  const category = await lake.fetch<string>(`*[_type == "blogCategory" && !(_id in path("drafts.**"))][0].title`)
  const coverFile = testInfo.outputPath('cover.png')
  await sharp({create: {width: 1200, height: 630, channels: 3, background: '#1f4fd1'}})
    .png()
    .toFile(coverFile)
  await logIn(page)

  let slug = ''
  await test.step('the editor fills the article, uploads its cover and publishes it', async () => {
    await page.goto(`${studio.url}/intent/create/template=post;type=post/`)
    await page.getByLabel('Titre', {exact: true}).fill(title)
    await page.getByRole('button', {name: 'Générer'}).click()
    const slugInput = page.locator('#postId')
    await expect(slugInput).not.toHaveValue('')
    slug = await slugInput.inputValue()
    await page.getByLabel('Chapô').fill('Ce que la rédaction a appris en écrivant dans le Studio.')

    const cover = page.getByTestId('image-input').first()
    await cover.locator('input[type=file]').setInputFiles(coverFile)
    await expect(cover.locator('img')).toBeVisible({timeout: 30_000})
    await page.getByTestId('field-cover.alt').getByRole('textbox').fill('Une couverture de test')

    // The hotspot and crop tool, by keyboard: Ctrl+Shift+arrows move the crop's right and bottom edges by 2.5 % of
    // the image a press, Shift+arrows move the hotspot by as much; Escape closes it.
    await cover.getByTestId('options-menu-edit-details').click()
    const tool = page.getByRole('dialog', {name: 'Modifier le point chaud et rogner'})
    const draftCover = () =>
      lake
        .withConfig({perspective: 'drafts'})
        .fetch<{crop?: {right?: number; bottom?: number}; hotspot?: {x?: number}} | null>(
          '*[_type == "post" && title == $title][0].cover{crop, hotspot}',
          {title},
        )
    // Presses made while the tool is still settling are lost now and then: each round presses what the draft lacks,
    // until the draft holds the crop (right and bottom at 10 %) and the hotspot left of centre.
    const presses = (value: number | undefined) => Math.max(0, Math.round((0.1 - (value ?? 0)) / 0.025))
    await expect(async () => {
      const before = await draftCover()
      await tool.locator('[data-handle="crop"][tabindex="0"]').focus()
      for (let press = 0; press < presses(before?.crop?.right); press += 1) {
        await page.keyboard.press('Control+Shift+ArrowLeft')
      }
      for (let press = 0; press < presses(before?.crop?.bottom); press += 1) {
        await page.keyboard.press('Control+Shift+ArrowUp')
      }
      if ((before?.hotspot?.x ?? 0.5) >= 0.5) {
        await tool.locator('[data-handle="hotspot"][tabindex="0"]').focus()
        for (let press = 0; press < 2; press += 1) await page.keyboard.press('Shift+ArrowLeft')
      }
      await expect
        .poll(async () => {
          const after = await draftCover()
          return [after?.crop?.right ?? 0, after?.crop?.bottom ?? 0, (after?.hotspot?.x ?? 1) < 0.5]
        })
        .toEqual([expect.closeTo(0.1, 2), expect.closeTo(0.1, 2), true])
    }).toPass({timeout: 45_000})
    await expect(page.getByText(/^Enregistrement/)).toHaveCount(0, {timeout: 15_000})
    await page.keyboard.press('Escape')
    await expect(tool).toBeHidden()

    await page.getByTestId('field-categories').getByRole('button', {name: 'Ajouter un élément'}).click()
    await page.getByTestId('field-categories').getByTestId('autocomplete').fill(category)
    await page.getByRole('option', {name: category}).first().click()

    await page.getByTestId('field-author.name').getByRole('textbox').fill('Camille Martin')
    await page.getByTestId('field-author.role').getByRole('textbox').fill('Rédactrice')
    // Yesterday: an article dated in the future is not listed yet.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    await page.getByTestId('field-publishedAt').getByTestId('date-input').fill(`${yesterday} 08:00`)
    const body = page.getByTestId('field-body').locator('[contenteditable="true"]')
    const paragraph = 'Un paragraphe écrit par une éditrice dans le Studio.'
    await body.click()
    await body.pressSequentially(paragraph)
    await expect(body).toContainText(paragraph)

    await publish(page)
  })

  await test.step('the article is on /blog and in the sitemap', async () => {
    await timeUntil('/blog', ({html}) => html.includes(title))
    expect((await visit(`/blog/${slug}`)).html).toContain(title)
    // The sitemap reads through the API CDN, which lags behind a publish (30 s in service mode, as on Sanity's).
    await timeUntil('/sitemap.xml', ({html}) => html.includes(`/blog/${slug}<`), 60_000)
    // Saved with its cover as an export does: the image in images/, a placeholder in the document.
    await expect
      .poll(() => saved().find((candidate) => candidate._type === 'post' && candidate.title === title)?.cover)
      .toMatchObject({_sanityAsset: expect.stringMatching(/^image@file:\/\/\.\/images\//)})
  })

  await test.step('the article shows its cover cropped as the editor set it, hotspot kept', async () => {
    const {cover} = saved().find((candidate) => candidate._type === 'post' && candidate.title === title) as unknown as {
      cover: {crop: Record<'top' | 'bottom' | 'left' | 'right', number>; hotspot: {x: number; y: number}}
    }
    expect(cover.crop.right).toBeCloseTo(0.1, 2)
    expect(cover.crop.bottom).toBeCloseTo(0.1, 2)
    expect(cover.crop.left).toBeCloseTo(0, 5)
    expect(cover.hotspot.x).toBeLessThan(0.5)
    // The image CDN's rect (left, top, width, height in the 1200 × 630 upload), in the page's image URLs.
    const rect = (await visit(`/blog/${slug}`)).html.match(/rect(?:=|%3D)0(?:,|%2C)0(?:,|%2C)(\d+)(?:,|%2C)(\d+)/)
    expect(rect?.slice(1).map(Number)).toEqual([
      Math.round(1200 * (1 - cover.crop.right)),
      Math.round(630 * (1 - cover.crop.bottom)),
    ])
  })

  await test.step('once unpublished, the article answers 404', async () => {
    // Unpublishing (« Supprimer la publication ») is an action of the published version: the editor selects it first.
    await page.getByRole('button', {name: 'Publié', exact: true}).click()
    await page.getByRole('button', {name: 'Supprimer la publication'}).click()
    await page.getByRole('button', {name: 'Retirer la publication maintenant'}).click()
    await timeUntil(`/blog/${slug}`, ({status}) => status === 404)
  })
  expect(errors).toEqual([])
})

test('an editor uploads a white paper’s PDF: the lake serves it and saves it into content/', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  // A copy of a published white paper, as the lake holds it (assets resolved), with no file yet: the field is required.
  const original = await lake.fetch<{_id: string; _type: string; [field: string]: unknown}>(
    `*[_type == "whitePaper" && !(_id in path("drafts.**"))][0]`,
  )
  const id = `whitePaper-studio-${run}`
  const {file: _file, _rev, _createdAt, _updatedAt, ...fields} = original
  await lake.create({...fields, _id: id, title: `Livre blanc ${run}`, slug: {_type: 'slug', current: `studio-${run}`}})
  // A PDF of the run's own: its bytes, hence its SHA-1 and its asset, are new.
  const pdf = Buffer.from(
    `%PDF-1.4\n% Parlia ${run}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  )
  const pdfFile = testInfo.outputPath('livre-blanc.pdf')
  writeFileSync(pdfFile, pdf)
  await logIn(page)

  await test.step('the editor uploads the PDF and publishes', async () => {
    await page.goto(`${studio.url}/intent/edit/id=${id};type=whitePaper/`)
    await expect(page.getByLabel('Titre', {exact: true})).toHaveValue(`Livre blanc ${run}`, {timeout: 30_000})
    // The empty field's upload button (« Télécharger » in the Studio's French) is a label over a file input.
    await page
      .getByTestId('file-input-upload-button-sanity-default')
      .locator('xpath=..')
      .getByTestId('file-button-input')
      .setInputFiles(pdfFile)
    await expect(page.getByTestId('file-name')).toBeVisible({timeout: 30_000})
    await publish(page)
  })

  await test.step('the lake serves the same bytes, and saved the file into content/files/', async () => {
    const sha1 = createHash('sha1').update(pdf).digest('hex')
    await expect
      .poll(async () => saved().find((document) => document._id === id)?.file, {timeout: 15_000})
      .toMatchObject({_sanityAsset: `file@file://./files/${sha1}.pdf`})
    expect(readFileSync(path.join(studio.contentDir, 'files', `${sha1}.pdf`)).equals(pdf)).toBe(true)
    const url = await lake.fetch<string>(`*[_id == $id][0].file.asset->url`, {id})
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(pdf)).toBe(true)
  })
  expect(errors).toEqual([])
})

test('in Presentation, the editor clicks the home page’s title, types, sees the draft framed, and publishes it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  const edited = `Des assistants qui répondent juste ${run}`
  await logIn(page)
  // Presentation tells the frame to refresh when the open document's revision changes, from a component it loads once
  // a document is open, which takes the revision it first sees for the one shown: an edit committed before it mounts
  // never reaches the frame. An editor's next keystrokes do; so the spec types as one does, in more than one commit.
  let refreshesFrame = false
  page.on('response', (response) => {
    if (/\/PostMessageRefreshMutations-[^/]+\.js$/.test(new URL(response.url()).pathname)) refreshesFrame = true
  })
  await page.goto(`${studio.url}/presentation?preview=/`)
  const frame = page.frameLocator('iframe').first()
  const heading = frame.getByRole('heading', {level: 1})
  await expect(heading).toBeVisible({timeout: 30_000})

  await test.step('a click on the framed title opens its field', async () => {
    // The overlays are drawn once the frame has connected to the Studio: hovering shows the title's.
    await expect(async () => {
      await heading.hover()
      await expect(frame.locator('sanity-visual-editing [data-hovered]')).toBeVisible({timeout: 1_000})
    }).toPass({timeout: 30_000})
    const published = stegaClean((await heading.textContent()) ?? '')
    await heading.click()
    await expect.poll(() => refreshesFrame, {timeout: 30_000}).toBe(true)
    const field = page.getByTestId('field-hero.title').getByRole('textbox')
    // Typed before the form holds the document, the text would be replaced by the document's when it arrives.
    await expect(field).toHaveValue(published, {timeout: 30_000})
    await field.fill(edited.slice(0, -1))
    await expect
      .poll(async () => (await lake.getDocument<{hero?: {title?: string}}>('drafts.homePage'))?.hero?.title, {
        timeout: 15_000,
      })
      .toBe(edited.slice(0, -1))
    await field.press('End')
    await field.pressSequentially(edited.slice(-1))
    await expect(field).toHaveValue(edited)
  })
  await test.step('the frame shows the draft; visitors do not see it yet', async () => {
    // The draft goes Studio → lake → listener → the frame's refresh: 15 s was passed once at the end of a full CI run.
    await expect.poll(async () => stegaClean(await heading.textContent()), {timeout: 30_000}).toBe(edited)
    expect((await visit('/')).html).not.toContain(edited)
  })
  await test.step('once published, visitors see it', async () => {
    await publish(page)
    const ms = await timeUntil('/', ({html}) => html.includes(edited))
    console.log(`Presentation publish → home page updated: ${ms} ms`)
  })
  expect(errors).toEqual([])
})
