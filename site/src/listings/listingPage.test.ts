/** @jest-environment node */
import {LISTING_PAGES, type ListingPageKey} from '@parlia/schemas/constants/listingPages'
import {routes} from '@parlia/schemas/routes'

import {getListingPage, withListingPage} from './listingPage'

const KEYS = Object.keys(LISTING_PAGES) as ListingPageKey[]

// These tests read the bundled dataset in content/, the one `npm start` serves.
describe('listing pages', () => {
  it('name the paths the site serves them at', () => {
    for (const key of KEYS) expect(LISTING_PAGES[key].path).toBe(routes[key])
  })

  it('each have their document, with a short name and a hero, beside their items', async () => {
    for (const key of KEYS) {
      const props = await withListingPage(key, {}, Promise.resolve({items: [key]}))
      expect(props?.items).toEqual([key])
      expect(props?.listing.title).toMatch(/\S/)
      expect(props?.listing.hero.title).toMatch(/\S/)
      expect(props?.listing.hero.lead).toMatch(/\S/)
    }
  })

  it('give the blog its texts, its lead being the feed’s description', async () => {
    expect(await getListingPage('blog')).toMatchObject({
      title: 'Blog',
      hero: {
        title: 'Le blog Parlia',
        lead: 'Conseils de projet, retours d’expérience et décryptages de l’IA conversationnelle : nos articles pour réussir vos chatbots, voicebots et assistants virtuels.',
      },
      seo: {metaTitle: 'Le blog Parlia : chatbots et IA conversationnelle', metaDescription: null},
    })
  })

  it('answer null, so a 404, when their items are (a page past the last)', async () => {
    expect(await withListingPage('blog', {}, Promise.resolve(null))).toBeNull()
  })

  it('answer null, so a 404, when the listing document is missing', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../content/fetch', () => ({fetchContent: jest.fn().mockResolvedValue(null)}))
      const {withListingPage: withMissingPage} = await import('./listingPage')
      expect(await withMissingPage('faq', {}, Promise.resolve({popular: []}))).toBeNull()
    })
  })
})
