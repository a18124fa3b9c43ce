import {routes} from '@parlia/schemas/routes'
import {expect, type Locator, type Page, test} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'
import {deliveredResourceText} from './deliveredFile'
import {findLeadsByEmail, uniqueEmail} from './leads'

/**
 * The savings calculator (issue 30): a director reaches it from the menus, types their own figures and reads the
 * hours and euros saved with the formula, shares the address, and receives the estimate by e-mail; with JavaScript
 * off, the form sends its figures to the server, which renders their estimate or their errors. The figures asserted
 * are computed here from the figures typed, whatever defaults the editors keep.
 */

/** Intl writes French figures with narrow no-break spaces: compared with plain ones. */
const flat = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/gu, ' ').trim()

const fields = {
  requests: 'Demandes reçues par mois',
  share: 'Part des demandes que l’assistant peut traiter (en %)',
  minutes: 'Temps passé par une personne sur une demande (en minutes)',
  cost: 'Coût horaire chargé de cette personne (en euros)',
}
const field = (page: Page, label: string) => page.getByRole('textbox', {name: label, exact: true})
const result = (page: Page, term: string) => page.locator('dt', {hasText: term}).locator('xpath=following-sibling::dd')

/** 3 000 requests, half answered, 4 min each: 100 h a month, 3 000 € at 30 € an hour; 1 200 h and 36 000 € a year. */
const typed = {requests: '3 000', share: '50', minutes: '4', cost: '30'}
const query = 'demandes=3000&part=50&minutes=4&cout=30'

async function typeFigures(page: Page) {
  for (const [key, value] of Object.entries(typed)) await field(page, fields[key as keyof typeof fields]).fill(value)
}

async function expectEstimate(page: Page) {
  await expect.poll(async () => flat(await result(page, 'Temps libéré par mois').textContent())).toBe('100 h')
  expect(flat(await result(page, 'Économies par mois').textContent())).toBe('3 000 €')
  expect(flat(await result(page, 'Temps libéré par an').textContent())).toBe('1 200 h')
  expect(flat(await result(page, 'Économies par an').textContent())).toBe('36 000 €')
  expect(flat(await page.getByRole('region', {name: 'Votre estimation'}).getByRole('list').textContent())).toContain(
    '3 000 demandes × 50 % × 4 min ÷ 60 = 100 h par mois',
  )
}

/** The chat launcher mounts once the page is hydrated and idle: from then on the calculator runs on React. */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', {name: 'Une question ?'})).toBeVisible()
}

const textField = (scope: Locator, label: string) => scope.getByRole('textbox', {name: label, exact: true})

test('a director finds the calculator in the menus, types their figures and shares the estimate', async ({page}) => {
  await page.goto(routes.home)
  await page.getByRole('contentinfo').getByRole('link', {name: 'Calculateur d’économies'}).click()
  await expect(page).toHaveURL(new RegExp(`${routes.savingsCalculator}$`, 'u'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
  // The defaults come with their estimate, and the share's with the customer cases it comes from.
  await expect(result(page, 'Économies par an')).toHaveText(/€/u)
  await expect(page.locator('main a[href^="/ressources/cas-usage-client/"]').first()).toBeVisible()
  await expectNoAxeViolations(page)

  await hydrated(page)
  await typeFigures(page)
  await expectEstimate(page)
  // Once typing pauses, the estimate is announced and the address carries it.
  await expect
    .poll(async () => flat(await page.getByRole('status').filter({hasText: 'Estimation :'}).textContent()))
    .toBe('Estimation : 100 h et 3 000 € économisés par mois.')
  await expect(page).toHaveURL(`${routes.savingsCalculator}?${query}`)
  await expect(page.getByRole('link', {name: 'Lien vers cette estimation'})).toHaveAttribute(
    'href',
    `${routes.savingsCalculator}?${query}`,
  )

  // The shared address opens on the same figures and estimate, rendered by the server.
  await page.reload()
  await expect(field(page, fields.requests)).toHaveValue('3000')
  await expectEstimate(page)
  await expect(page.locator('link[rel="alternate"][data-page-link]')).toHaveAttribute(
    'href',
    new RegExp(`${routes.savingsCalculator}\\?${query}$`, 'u'),
  )
})

test('a wrong figure is explained under its field, listed when sent, and its field focused', async ({page}) => {
  await page.goto(routes.savingsCalculator)
  await hydrated(page)
  const minutes = field(page, fields.minutes)
  await minutes.fill('quatre')
  await minutes.press('Tab')
  await expect(minutes).toHaveAttribute('aria-invalid', 'true')
  await expect(minutes).toHaveAccessibleDescription(/Écrivez un nombre en chiffres/u)
  await expect(page.getByText(/Corrigez les champs signalés/u)).toBeVisible()
  await page.getByRole('button', {name: 'Calculer'}).click()
  await expect(page.getByRole('group', {name: 'Un champ est à corriger :'})).toBeVisible()
  await expect(minutes).toBeFocused()
  await expectNoAxeViolations(page)
  // Every control is reached with the keyboard, in order.
  await page.getByRole('group', {name: 'Un champ est à corriger :'}).getByRole('link').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#calcul-minutes$/u)

  // The server's answer to figures with errors (the form sent without JavaScript).
  await page.goto(`${routes.savingsCalculator}?demandes=mille&part=150`)
  await expect(page.getByRole('group', {name: '2 champs sont à corriger :'})).toBeVisible()
  await expectNoAxeViolations(page)
})

test('« Recevoir cette estimation » sends it by e-mail through the content requests', async ({page}) => {
  await page.goto(`${routes.savingsCalculator}?${query}`)
  await hydrated(page)
  const action = page.getByRole('button', {name: /^Recevoir cette estimation/u})
  await action.click()
  const dialog = page.getByRole('dialog', {name: 'Recevoir cette estimation'})
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)

  const email = uniqueEmail('estimation')
  await textField(dialog, 'Prénom').fill('Claire')
  await textField(dialog, 'Nom').fill('Martin')
  await textField(dialog, 'Adresse mail professionnelle').fill(email)
  await textField(dialog, 'Entreprise ou organisation').fill('Ville de Montclair')
  await textField(dialog, 'Fonction').fill('Directrice générale des services')
  await dialog.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(routes.contentConfirmation, {timeout: 15_000})

  const [lead] = await findLeadsByEmail(email)
  expect(lead?.form).toBe('contentRequest')
  expect(lead?.resourceId).toBe('savingsCalculatorPage')
  expect(lead?.values).toMatchObject({estimate: query, company: 'Ville de Montclair'})
  const text = flat(await deliveredResourceText(lead!.id, email, 'Votre estimation d’économies'))
  expect(text).toContain('100 h')
  expect(text).toContain('36 000 €')
  expect(text).toContain(`${routes.savingsCalculator}?${query}`)
})

test('an address with bad figures answers its errors, never a server error', async ({request}) => {
  for (const search of ['demandes=' + '9'.repeat(5000), 'part=abc&part=50', 'cout=%FF', 'minutes=-3&demandes=1e9']) {
    const response = await request.get(`${routes.savingsCalculator}?${search}`)
    expect(response.status(), search).toBe(200)
    expect(await response.text(), search).toMatch(/champs? (?:est|sont) à corriger/u)
  }
})

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false})

  test('the form sends its figures to the server, which renders their estimate or their errors', async ({page}) => {
    await page.goto(routes.savingsCalculator)
    await typeFigures(page)
    await page.getByRole('button', {name: 'Calculer'}).click()
    await expect(page).toHaveURL(`${routes.savingsCalculator}?${query.replace('3000', '3+000')}`)
    await expectEstimate(page)
    // Its request form needs the scripts: an e-mail to the team carries the estimate instead.
    const mail = new URL((await page.locator('main a[href^="mailto:"]').getAttribute('href'))!)
    expect(mail.protocol).toBe('mailto:')
    expect(mail.searchParams.get('subject')).toMatch(/^Demande – Estimation : /u)
    expect(mail.searchParams.get('body')).toContain(`${routes.savingsCalculator}?${query}`)

    await field(page, fields.share).fill('150')
    await page.getByRole('button', {name: 'Calculer'}).click()
    await expect(page).toHaveTitle(/^Erreur : /u)
    const summary = page.getByRole('group', {name: 'Un champ est à corriger :'})
    await expect(summary.getByRole('link', {name: fields.share})).toHaveAttribute('href', '#calcul-part')
    await expect(field(page, fields.share)).toHaveAccessibleDescription(/Indiquez un pourcentage entre 1 et 100\./u)
    await expect(page.getByRole('region', {name: 'Votre estimation'}).locator('dd')).toHaveCount(0)
  })
})
