/** @jest-environment node */
import {getAvatarCatalogue, getAvatarIds, getAvatarPage} from './avatarData'

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
