import {expect, test} from '@playwright/test'

/**
 * The assistant's sources link to a section of a page (`path#anchor`, src/assistant/passages): one of each kind of
 * heading lands where it should, the heading in view below the sticky header, and an FAQ question open on its answer.
 * Every passage's anchor is checked against the pages' markup in src/assistant/passages/landing.test.tsx.
 */
const SOURCES = [
  {url: '/ressources/faq#ou-sont-hebergees-les-donnees', heading: 'Où sont hébergées les données ?', level: 3},
  {url: '/solution/voicebot#disponible-jour-et-nuit', heading: 'Disponible jour et nuit', level: 3},
  {url: '/politique-de-confidentialite#durees-de-conservation', heading: 'Durées de conservation', level: 2},
  {
    url: '/politique-de-cookies#cookies-de-mesure-d-audience-soumis-a-votre-consentement',
    heading: 'Cookies de mesure d’audience (soumis à votre consentement)',
    level: 3,
  },
  {url: '/qui-sommes-nous#chiffres', heading: 'Parlia en chiffres', level: 2},
  {url: '/cas-usage/etablissement-sante#cas-chu-de-valbonne', heading: 'CHU de Valbonne', level: 3},
  {
    url: '/rejoignez-nous/developpeur-full-stack-typescript#processus-de-recrutement',
    heading: 'Processus de recrutement',
    level: 2,
  },
  {
    url: '/ressources/livres-blancs#chatbot-et-rgpd-le-guide-pratique-pour-deployer-un-assistant',
    heading: 'Chatbot et RGPD : le guide pratique pour déployer un assistant conforme',
    level: 3,
  },
] as const

/** French typography's narrow spaces before « ? » and « : » are spaces to the reader. */
const spaced = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`)

test.describe('links to a section', () => {
  for (const {url, heading, level} of SOURCES) {
    test(`${url} lands on « ${heading} »`, async ({page}) => {
      await page.goto(url)
      const anchor = decodeURIComponent(new URL(url, 'http://site').hash.slice(1))
      const target = page.getByRole('heading', {level, name: spaced(heading)}).and(page.locator(`[id="${anchor}"]`))
      await expect(target).toBeInViewport()
      const header = await page.getByRole('banner').boundingBox()
      const landed = await target.boundingBox()
      expect(landed!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
    })
  }

  test('an FAQ question a link names opens on its answer', async ({page}) => {
    await page.goto('/ressources/faq#ou-sont-hebergees-les-donnees')
    const question = page.locator('[id="ou-sont-hebergees-les-donnees"]').getByRole('button')
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', {name: spaced('Où sont hébergées les données ?')}).last()).toContainText(
      'hébergées en France',
    )
  })
})
