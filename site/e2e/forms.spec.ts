import {expect, type Locator, type Page, test} from '@playwright/test'

import {expectNoAxeViolations} from './a11y'
import {deliveredWhitePaper, pdfPages} from './deliveredFile'
import {findLeadsByEmail, uniqueEmail} from './leads'

/**
 * The forms of issue 6 against the production server and its API: contact, demo and a white paper
 * request, from the empty submit to the confirmation page, with axe on every form and confirmation.
 */

/** The chat launcher mounts once the page is hydrated and idle: from then on the forms run on React. */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', {name: 'Une question ?'})).toBeVisible()
}

/** The one lead stored for `email`, of the given form, with the values the visitor typed. */
async function expectStoredLead(email: string, form: string, values: Record<string, string>) {
  const leads = await findLeadsByEmail(email)
  expect(leads).toHaveLength(1)
  expect(leads[0]?.form).toBe(form)
  expect(leads[0]?.values).toMatchObject({email, ...values})
}

type Scope = Page | Locator

/** A text field by its label (the asterisk of a required field is hidden from assistive technologies). */
const textField = (scope: Scope, label: string) => scope.getByRole('textbox', {name: label, exact: true})
const listField = (scope: Scope, label: string) => scope.getByRole('combobox', {name: label, exact: true})

async function fillIdentity(scope: Scope, email: string) {
  await textField(scope, 'Prénom').fill('Claire')
  await textField(scope, 'Nom').fill('Martin')
  await textField(scope, 'Adresse mail professionnelle').fill(email)
}

test.describe('contact', () => {
  test('an empty submit shows the four messages under their fields and focuses the first', async ({page}) => {
    await page.goto('/contact')
    await hydrated(page)
    await expect(
      page.getByText(
        'Les champs marqués d’un astérisque sont obligatoires. À défaut, le traitement de votre demande pourrait être limité.',
      ),
    ).toBeVisible()
    await page.getByRole('button', {name: 'Envoyer le message'}).click()
    const expected: [string, string][] = [
      ['Prénom', 'Un prénom est requis.'],
      ['Nom', 'Un nom est requis.'],
      ['Adresse mail professionnelle', 'Une adresse mail professionnelle requise.'],
      ['Message', 'Un message est requis.'],
    ]
    for (const [label, message] of expected) {
      const field = textField(page, label)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')))
      // Under its field: the message sits just below the control.
      const [fieldBox, messageBox] = [await field.boundingBox(), await page.getByText(message).boundingBox()]
      expect(messageBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height - 1)
      expect(messageBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(40)
    }
    await expect(textField(page, 'Prénom')).toBeFocused()
    await expect(page).toHaveURL('/contact')
    await expectNoAxeViolations(page)
  })

  test('a personal address is refused with its own message', async ({page}) => {
    await page.goto('/contact')
    await hydrated(page)
    await fillIdentity(page, 'claire.martin@gmail.com')
    await textField(page, 'Message').fill('Bonjour')
    await page.getByRole('button', {name: 'Envoyer le message'}).click()
    await expect(textField(page, 'Adresse mail professionnelle')).toHaveAccessibleDescription(
      /messageries personnelles ne sont pas acceptées/,
    )
    await expect(textField(page, 'Adresse mail professionnelle')).toBeFocused()
  })

  test('a valid submit lands on the confirmation page, which search engines skip', async ({page}) => {
    await page.goto('/contact')
    await hydrated(page)
    await expectNoAxeViolations(page)
    const email = uniqueEmail('contact')
    await fillIdentity(page, email)
    await textField(page, 'Téléphone').fill('04 72 00 00 00')
    await textField(page, 'Message').fill('  Bonjour, nous voulons un assistant pour notre support informatique. ')
    // The answer waits until the progress state has been seen: a fast 201 would otherwise end it first.
    let release = () => {}
    const progressSeen = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/forms/contact', async (route) => {
      await progressSeen
      await route.continue()
    })
    const button = page.getByRole('button', {name: 'Envoyer le message'})
    await button.click()
    await expect(page.getByRole('button', {name: 'Envoi en cours…'})).toHaveAttribute('aria-disabled', 'true')
    release()
    await expect(page).toHaveURL('/contact/confirmation', {timeout: 15_000})
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Merci, votre message est bien envoyé')
    await expectStoredLead(email, 'contact', {
      firstName: 'Claire',
      lastName: 'Martin',
      phoneNumber: '04 72 00 00 00',
      message: 'Bonjour, nous voulons un assistant pour notre support informatique.',
    })
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)
  })
})

test.describe('demo', () => {
  test('a valid request lands on the confirmation page, which offers the prefilled scheduling link', async ({page}) => {
    const email = uniqueEmail('demo')
    await page.goto('/planifier-une-demo')
    await hydrated(page)
    await expectNoAxeViolations(page)
    await fillIdentity(page, email)
    await textField(page, 'Entreprise ou organisation').fill('CHU de Valbonne')
    await listField(page, 'Type d’organisation').selectOption({label: 'Établissement de santé'})
    await listField(page, 'Effectif').selectOption({label: '1 000 à 4 999 personnes'})
    await page.getByRole('button', {name: 'Demander ma démo'}).click()
    await expect(page).toHaveURL('/planifier-une-demo/confirmation', {timeout: 15_000})
    expect(page.url()).not.toContain('entreprise-test')
    await expectStoredLead(email, 'demo', {
      company: 'CHU de Valbonne',
      organisationType: 'etablissement-sante',
      headcount: '1000-4999',
    })

    const link = page.getByRole('link', {name: 'Choisir un créneau (nouvel onglet)'})
    await expect(link).toHaveAttribute(
      'href',
      `https://rendez-vous.parlia.fr/demo-parlia?name=Claire+Martin&email=${encodeURIComponent(email)}`,
    )
    await expect(link).toHaveAttribute('target', '_blank')
    // The scheduling service loads only when the visitor follows the link.
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)
  })
})

test.describe('content requests', () => {
  test('a white paper is requested from its card and lands on the content confirmation', async ({page}) => {
    await page.goto('/ressources/livres-blancs')
    await hydrated(page)
    const request = /^Recevoir le livre blanc : /
    const card = page
      .getByRole('listitem')
      .filter({has: page.getByRole('button', {name: request})})
      .first()
    const action = card.getByRole('button', {name: request})
    const announced = Number(/(\d+) pages/.exec(await card.innerText())?.[1])
    await action.click()
    const dialog = page.getByRole('dialog', {name: 'Recevoir le livre blanc'})
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(action).toBeFocused()

    await action.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', {name: 'Recevoir le livre blanc'}).click()
    await expect(textField(dialog, 'Prénom')).toBeFocused()
    await expect(dialog.getByText('Un prénom est requis.')).toBeVisible()

    const email = uniqueEmail('livre-blanc')
    await fillIdentity(dialog, email)
    await textField(dialog, 'Entreprise ou organisation').fill('CHU de Valbonne')
    await textField(dialog, 'Fonction').fill('Responsable du support')
    await dialog.getByRole('button', {name: 'Recevoir le livre blanc'}).click()
    await expect(page).toHaveURL('/confirmation-contenu', {timeout: 15_000})
    const [lead] = await findLeadsByEmail(email)
    expect(lead?.form).toBe('contentRequest')
    expect(lead?.resourceId).toMatch(/^whitePaper-/)
    expect(lead?.values).toMatchObject({
      company: 'CHU de Valbonne',
      jobTitle: 'Responsable du support',
      resource: lead?.resourceId,
    })

    await expect(page.getByRole('heading', {level: 1})).toHaveText('Merci, votre demande est enregistrée')
    await expect(page.getByText(/recevoir par e-mail le lien/)).toBeVisible()
    // The file itself leaves by e-mail only.
    await expect(page.locator('a[href$=".pdf"], a[href*="/files/"]')).toHaveCount(0)
    await expect(page.getByRole('region', {name: 'Découvrez nos cas d’usage'}).getByRole('link')).toHaveCount(3)
    await expect(page.getByRole('link', {name: /S’abonner à la newsletter/})).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)

    // The card's page count is the file's: the PDF the visitor receives has that many pages, and more than a cover.
    const pdf = await deliveredWhitePaper(lead!.id, email)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(announced).toBeGreaterThan(1)
    expect(pdfPages(pdf)).toBe(announced)
  })

  test('a webinar replay is requested in the same dialog', async ({page}) => {
    await page.goto('/ressources/replay-webinars')
    await hydrated(page)
    await page
      .getByRole('button', {name: /^Voir le replay : /})
      .first()
      .click()
    const dialog = page.getByRole('dialog', {name: 'Voir le replay'})
    await expect(dialog.getByRole('button', {name: 'Recevoir le replay'})).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('form pages', () => {
  test('the header and footer links to the form pages resolve', async ({page}) => {
    await page.goto('/')
    await hydrated(page)
    await expect(page.getByRole('link', {name: 'Planifier une démo'}).first()).toHaveAttribute(
      'href',
      '/planifier-une-demo',
    )
    const hrefs = await page
      .locator('header a, footer a')
      .evaluateAll((links) =>
        [...new Set(links.map((link) => link.getAttribute('href') ?? ''))].filter((href) =>
          /contact|planifier-une-demo/.test(href),
        ),
      )
    expect(hrefs.length).toBeGreaterThan(1)
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200)
  })

  for (const path of [
    '/contact',
    '/planifier-une-demo',
    '/contact/confirmation',
    '/planifier-une-demo/confirmation',
    '/confirmation-contenu',
  ]) {
    test(`${path} answers 200 with one h1 and no axe violation`, async ({page}) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expectNoAxeViolations(page)
    })
  }

  test('every form states its purpose, links the privacy policy and says it is for adults', async ({page}) => {
    for (const path of ['/contact', '/planifier-une-demo']) {
      await page.goto(path)
      const form = page.locator('form')
      await expect(form.getByText(/Les informations saisies servent/)).toBeVisible()
      await expect(form.getByRole('link', {name: 'politique de confidentialité'})).toHaveAttribute(
        'href',
        '/politique-de-confidentialite',
      )
      await expect(form.getByText('Ce service est réservé aux personnes âgées de 18 ans ou plus.')).toBeVisible()
    }
  })
})
