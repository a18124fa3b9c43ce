import {readFileSync} from 'node:fs'
import path from 'node:path'

import {expect, type Page, test} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'
import {bundledDocument} from './content'

const CATALOGUE = '/solution/connecteurs'
const CONTENT_DIR = path.resolve(__dirname, '..', '..', 'content')

/** The logo the catalogue's card of a connector shows, as the browser receives it (either mode's image host). */
async function servedLogo(page: Page, name: string): Promise<string> {
  await page.goto(`${CATALOGUE}?q=${encodeURIComponent(name)}`)
  const card = page
    .getByRole('region', {name: 'Tous les connecteurs'})
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {level: 3, name, exact: true})})
  const src = await card.locator('img').getAttribute('src')
  const response = await page.request.get(new URL(src!, page.url()).href)
  expect(response.status()).toBe(200)
  return response.text()
}

/** The image file the bundled dataset stores as a connector's logo. */
function storedLogo(id: string): string {
  const logo = bundledDocument(id).logo as {_sanityAsset: string}
  return readFileSync(path.join(CONTENT_DIR, logo._sanityAsset.replace('image@file://./', '')), 'utf8')
}

test('a connector whose brand the icon set covers shows the brand’s mark stored in the dataset, one it lacks its monogram', async ({
  page,
}) => {
  const zendesk = await servedLogo(page, 'Zendesk')
  expect(zendesk).toBe(storedLogo('connector-zendesk'))
  expect(zendesk).toContain('<title>Zendesk</title>')
  expect(zendesk).toMatch(/<path fill="#[0-9A-F]{6}" d="M/)
  expect(zendesk).not.toContain('<text')

  const servicenow = await servedLogo(page, 'ServiceNow')
  expect(servicenow).toBe(storedLogo('connector-servicenow'))
  expect(servicenow).toMatch(/<text[^>]*>S<\/text>/)
})

test('the legal notice says the brand names and logos belong to their owners and only designate the compatible tools', async ({
  page,
}) => {
  await page.goto('/mentions-legales')
  const paragraph = page.getByRole('main').getByText(/^Les noms, marques et logos de tiers cités sur le site/)
  await expect(paragraph).toContainText('appartiennent à leurs titulaires respectifs')
  await expect(paragraph).toContainText('utilisés uniquement pour désigner les outils compatibles avec Parlia')
  await expectNoAxeViolations(page)
})
