import {readFileSync} from 'node:fs'

import {routes} from '@parlia/schemas/routes'
import {securityDocuments} from '@parlia/schemas/security/documentPaths'
import {expect, test, type Page} from '@playwright/test'
import {PDFParse} from 'pdf-parse'

import {expectNoAxeViolations} from './a11y'

/**
 * The security and compliance centre (issue 30): a DPO reaches it from the menus, reads where the data lives and who
 * processes it, downloads the processing agreement and follows the sub-processors' changes, with JavaScript on and
 * off. What it expects is read from the page itself, whichever texts the editors keep.
 */

/** The PDF behind a download link, saved as a visitor saves it. */
async function downloaded(page: Page, name: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', {name}).first().click()])
  const file = readFileSync((await download.path())!)
  const parser = new PDFParse({data: new Uint8Array(file)})
  const {text, total} = await parser.getText()
  await parser.destroy()
  return {name: download.suggestedFilename(), file, text: text.replace(/\s+/g, ' '), total}
}

test('a DPO finds the page from the menus and reads it whole, with its JSON-LD and no axe violation', async ({
  page,
}) => {
  await page.goto(routes.home)
  await page.getByRole('contentinfo').getByRole('link', {name: 'Sécurité et conformité'}).click()
  await expect(page).toHaveURL(new RegExp(`${routes.security}$`, 'u'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()

  const contents = page.getByRole('navigation', {name: 'Sur cette page'}).getByRole('link')
  await expect(contents).toHaveCount(9)
  // Each entry leads to its heading.
  const last = contents.last()
  const title = await last.textContent()
  await last.click()
  await expect(page.getByRole('heading', {level: 2, name: title!})).toBeInViewport()

  const current = page.getByRole('table', {name: 'Sous-traitants actuels'}).getByRole('row')
  await expect(current).not.toHaveCount(1)
  await expect(page.getByRole('table', {name: 'Durées de conservation appliquées'}).getByRole('row')).not.toHaveCount(1)
  await expect(page.getByRole('heading', {level: 3, name: 'Historique des changements'})).toBeVisible()

  const described = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as {'@type': string; hasPart?: {url: string}[]; mentions?: unknown[]},
  )
  const webPage = described.find((data) => data['@type'] === 'WebPage')
  expect(webPage?.hasPart?.map(({url}) => new URL(url).pathname)).toEqual([
    securityDocuments.dpa,
    securityDocuments.securitySummary,
  ])
  expect(webPage?.mentions).toHaveLength((await current.count()) - 1)
  await expectNoAxeViolations(page)
})

test('the processing agreement and the security summary download as real PDFs', async ({page}) => {
  await page.goto(routes.security)
  const documents = page.getByRole('region', {name: 'Documents à télécharger'})
  for (const [path, heading] of [
    [securityDocuments.dpa, 0],
    [securityDocuments.securitySummary, 1],
  ] as const) {
    const title = (await documents.getByRole('heading', {level: 3}).nth(heading).textContent())!
    const pdf = await downloaded(page, new RegExp(`^Télécharger ${title} \\(PDF\\)$`, 'u'))
    expect(pdf.name).toBe(path.split('/').pop())
    expect(pdf.file.subarray(0, 5).toString()).toBe('%PDF-')
    // A cover, the contents and at least three parts.
    expect(pdf.total).toBeGreaterThanOrEqual(5)
    expect(pdf.text).toContain(title.replace(/\s+/g, ' '))
  }
})

test('the sub-processors’ feed holds an entry per change the page’s history dates', async ({page, request}) => {
  await page.goto(routes.security)
  const changes = await page
    .getByRole('heading', {name: 'Historique des changements'})
    .locator('xpath=following-sibling::ol[1]/li')
    .count()
  const feed = page.getByRole('link', {name: 'Suivre les changements de sous-traitants (flux Atom)'})
  const response = await request.get((await feed.getAttribute('href'))!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const xml = await response.text()
  expect(xml.match(/<entry>/gu) ?? []).toHaveLength(changes)
  expect(changes).toBeGreaterThan(0)
})

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false})

  test('the page, its contents’ links and its downloads work all the same', async ({page}) => {
    await page.goto(routes.security)
    await expect(page.getByRole('table', {name: 'Sous-traitants actuels'})).toBeVisible()
    const first = page.getByRole('navigation', {name: 'Sur cette page'}).getByRole('link').first()
    await first.click()
    await expect(page).toHaveURL(/#documents-a-telecharger$/u)
    const pdf = await downloaded(page, /^Télécharger .* \(PDF\)$/u)
    expect(pdf.file.subarray(0, 5).toString()).toBe('%PDF-')
  })
})
