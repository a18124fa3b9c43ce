import {readFileSync} from 'node:fs'

import {tenderTemplateDocuments} from '@parlia/schemas/publicBuyers/documentPaths'
import {routes} from '@parlia/schemas/routes'
import {expect, test, type Page} from '@playwright/test'
import JSZip from 'jszip'
import mammoth from 'mammoth'
import {PDFParse} from 'pdf-parse'

import {expectNoAxeViolations} from './a11y'

/**
 * The public buyers' page (issue 30): a buyer reaches it from the menus, reads how to buy, the questions and the
 * stories of organisations like theirs, and downloads the tender template as Word and PDF, from the page, the
 * footer's link and the white papers' list, with JavaScript on and off. What it expects is read from the page
 * itself, whichever texts the editors keep.
 */

/** The file behind a download link, saved as a visitor saves it. */
async function downloaded(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  return {name: download.suggestedFilename(), file: readFileSync((await download.path())!)}
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The Word file's text, read by mammoth as Word reads the archive. */
async function wordText(file: Buffer) {
  expect((await JSZip.loadAsync(file)).file('word/document.xml')).not.toBeNull()
  return flat((await mammoth.extractRawText({buffer: file})).value)
}

test('a buyer finds the page from the menus and reads it whole, with its JSON-LD and no axe violation', async ({
  page,
}) => {
  await page.goto(routes.home)
  await page.getByRole('contentinfo').getByRole('link', {name: 'Acheteurs publics'}).click()
  await expect(page).toHaveURL(new RegExp(`${routes.publicBuyers}$`, 'u'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()

  const contents = page.getByRole('navigation', {name: 'Sur cette page'}).getByRole('link')
  await expect(contents).toHaveCount(7)
  const last = contents.last()
  const title = await last.textContent()
  await last.click()
  await expect(page.getByRole('heading', {level: 2, name: title!})).toBeInViewport()

  await expect(page.getByRole('table', {name: 'Étapes et durées indicatives'}).getByRole('row')).not.toHaveCount(1)
  // A question opens on a click, and on the keyboard.
  const question = page.getByRole('main').locator('details summary').first()
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main').locator('details').first()).toHaveAttribute('open', '')

  // The stories are those of the public sectors: each links to its own page.
  const stories = page.getByRole('article').filter({has: page.locator('a[href^="/ressources/cas-usage-client/"]')})
  expect(await stories.count()).toBeGreaterThan(0)

  const described = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as {'@type': string; hasPart?: {url: string; encodingFormat: string}[]},
  )
  const webPage = described.find((data) => data['@type'] === 'WebPage')
  expect(webPage?.hasPart?.map(({url}) => new URL(url).pathname)).toEqual([
    tenderTemplateDocuments.docx,
    tenderTemplateDocuments.pdf,
  ])
  await expectNoAxeViolations(page)
})

test('the tender template downloads from the page as an editable Word file and as a PDF', async ({page}) => {
  await page.goto(routes.publicBuyers)
  const band = page.getByRole('region', {name: 'Modèle de cahier des charges'})
  const title = flat((await band.getByRole('heading', {level: 3}).textContent())!)

  const word = await downloaded(page, band.getByRole('link', {name: /\(Word\)$/u}))
  expect(word.name).toBe('modele-cahier-des-charges.docx')
  const text = await wordText(word.file)
  expect(text).toContain(title)
  expect(text).toContain('Sommaire')

  const pdf = await downloaded(page, band.getByRole('link', {name: /\(PDF\)$/u}))
  expect(pdf.name).toBe('modele-cahier-des-charges.pdf')
  const parser = new PDFParse({data: new Uint8Array(pdf.file)})
  const {text: pdfText, total} = await parser.getText()
  await parser.destroy()
  // A cover, the contents and at least three parts.
  expect(total).toBeGreaterThanOrEqual(5)
  expect(flat(pdfText)).toContain(title)
})

test('the footer’s specifications link and the white papers’ list give the same template', async ({page}) => {
  await page.goto(routes.home)
  const footerLink = page.getByRole('contentinfo').getByRole('link', {name: 'Modèle de cahier des charges'})
  await expect(footerLink).toHaveAttribute('href', tenderTemplateDocuments.docx)
  const fromFooter = await downloaded(page, footerLink)

  await page.goto(routes.whitePapers)
  const card = page.getByRole('article').filter({has: page.getByRole('link', {name: /\(Word\)$/u})})
  const fromList = await downloaded(page, card.getByRole('link', {name: /\(Word\)$/u}))
  expect(await wordText(fromList.file)).toBe(await wordText(fromFooter.file))
  await expect(card.getByRole('link', {name: /\(PDF\)$/u})).toHaveAttribute('href', tenderTemplateDocuments.pdf)
  await expectNoAxeViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false})

  test('the page, its questions, its contents’ links and its downloads work all the same', async ({page}) => {
    await page.goto(routes.publicBuyers)
    await expect(page.getByRole('table', {name: 'Étapes et durées indicatives'})).toBeVisible()
    const first = page.getByRole('navigation', {name: 'Sur cette page'}).getByRole('link').first()
    await first.click()
    await expect(page).toHaveURL(/#modele-cahier-des-charges$/u)
    await page.getByRole('main').locator('details summary').first().click()
    await expect(page.getByRole('main').locator('details').first()).toHaveAttribute('open', '')
    const word = await downloaded(
      page,
      page.getByRole('region', {name: 'Modèle de cahier des charges'}).getByRole('link', {name: /\(Word\)$/u}),
    )
    expect(word.file.subarray(0, 2).toString()).toBe('PK')
  })
})
