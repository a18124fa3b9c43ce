/** @jest-environment node */
import {LISTING_PAGES, type ListingPageKey} from '@parlia/schemas/constants/listingPages'
import {routes} from '@parlia/schemas/routes'

import {listingTexts} from '../../../test/fixtures/dataset'
import {getListingPage, withListingPage} from './listingPage'

const KEYS = Object.keys(LISTING_PAGES) as ListingPageKey[]

// These tests read the bundled dataset in content/, the one `npm start` serves: the texts expected are those of its
// listing documents (fixed documents the studio never lets an editor delete), whatever an editor wrote in them.
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

  it('give each its texts from its own document: short name, hero and SEO', async () => {
    for (const key of KEYS) expect(await getListingPage(key)).toMatchObject(listingTexts(key))
  })

  it('answer null, so a 404, when their items are (a page past the last)', async () => {
    expect(await withListingPage('blog', {}, Promise.resolve(null))).toBeNull()
  })

  it('answer null, so a 404, when the listing document is missing', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../../content/fetch', () => ({fetchContent: jest.fn().mockResolvedValue(null)}))
      const {withListingPage: withMissingPage} = await import('./listingPage')
      expect(await withMissingPage('faq', {}, Promise.resolve({popular: []}))).toBeNull()
    })
  })
})
