/** @jest-environment node */
import {listingPageFixture} from '../../test/fixtures/listings'
import {getAvatarCatalogue, getAvatarCataloguePage, getAvatarIds, getAvatarPage, withAvatarCount} from './avatarData'

// Reads the bundled dataset (no SANITY_PROJECT_ID in tests).
describe('avatar data', () => {
  it('groups the 20 avatars in Humains, Robots, Animaux, Autres', async () => {
    const catalogue = await getAvatarCatalogue()
    expect(catalogue.count).toBe(20)
    expect(catalogue.categories.map((category) => category.title)).toEqual(['Humains', 'Robots', 'Animaux', 'Autres'])
    expect(catalogue.categories.reduce((sum, category) => sum + category.avatars.length, 0)).toBe(20)
    for (const category of catalogue.categories) {
      expect(category.avatars.length).toBeGreaterThan(0)
      for (const avatar of category.avatars) {
        expect(avatar.image?.src).toMatch(/^\/content\/images\/.+\.svg$/)
        expect(avatar.image?.alt).not.toBe('')
        expect(avatar.description).not.toBe('')
      }
    }
  })

  it('gives the catalogue page its listing document’s texts, the lead counting the avatars', async () => {
    const page = await getAvatarCataloguePage()
    expect(page?.catalogue.count).toBe(20)
    expect(page?.listing).toEqual({
      title: 'Catalogue d’avatars',
      hero: {
        title: 'Catalogue d’avatars pour chatbot',
        lead:
          '20 personnages pour donner un visage à votre assistant virtuel : humains, robots, animaux et autres. ' +
          'Déclinez-les selon vos couleurs ou la saison, et téléchargez-les en SVG ou en PNG.',
        image: null,
      },
      seo: {metaTitle: 'Catalogue d’avatars pour chatbot – Parlia', metaDescription: null},
    })
  })

  it('writes the number of avatars at each placeholder of the lead and of the meta description', () => {
    const listing = listingPageFixture(
      'Avatars',
      {title: 'Nos avatars', lead: '{nombre} avatars, oui, {nombre}.'},
      {metaDescription: 'Découvrez nos {nombre} avatars.'},
    )
    const filled = withAvatarCount(listing, 7)
    expect(filled.hero.lead).toBe('7 avatars, oui, 7.')
    expect(filled.seo.metaDescription).toBe('Découvrez nos 7 avatars.')
    expect(
      withAvatarCount(listingPageFixture('Avatars', {title: 'Nos avatars', lead: 'Sans nombre.'}), 7),
    ).toMatchObject({
      hero: {lead: 'Sans nombre.'},
      seo: {metaDescription: null},
    })
  })

  it('answers null, so a 404, when the catalogue’s listing document is missing', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../listings/listingPage', () => ({withListingPage: jest.fn().mockResolvedValue(null)}))
      const {getAvatarCataloguePage: withoutListing} = await import('./avatarData')
      expect(await withoutListing()).toBeNull()
    })
  })

  it('lists every avatar id', async () => {
    const ids = await getAvatarIds()
    expect(ids).toHaveLength(20)
    expect(ids).toEqual(expect.arrayContaining(['lea', 'malik', 'nova']))
  })

  it('gives an avatar’s variations, original first, with their seasons and downloads', async () => {
    const page = await getAvatarPage('malik')
    expect(page).not.toBeNull()
    const malik = page!
    expect(malik.name).toBe('Malik')
    expect(malik.variations[0]).toMatchObject({key: 'original', label: 'Version originale', season: null})
    expect(malik.variations).toHaveLength(9)
    expect(malik.seasons.map((season) => season.title)).toEqual(['Noël', 'Halloween', 'Été'])
    const noel = malik.variations.filter((variation) => variation.season === 'noel')
    expect(noel).toHaveLength(1)
    expect(noel[0]!.label).toBe('Saison : Noël')
    for (const variation of malik.variations) {
      expect(variation.downloads.svg.href).toBe(variation.image.src)
      expect(variation.downloads.svg.href).toMatch(/\.svg$/)
      expect(variation.downloads.png?.href).toMatch(/\.png$/)
    }
    expect(noel[0]!.downloads.svg.filename).toBe('malik-season-noel.svg')
  })

  it('shows only the seasons an avatar has', async () => {
    const amina = await getAvatarPage('amina')
    expect(amina!.seasons.map((season) => season.slug)).toEqual(['noel', 'ete'])
  })

  it('answers null for an unknown avatar', async () => {
    expect(await getAvatarPage('personne')).toBeNull()
  })
})
