/** @jest-environment node */
import {existsSync} from 'node:fs'
import path from 'node:path'

import {AVATAR_COUNT_PLACEHOLDER} from '@parlia/schemas/constants'
import {LISTING_PAGES} from '@parlia/schemas/constants/listingPages'

import {documentById, documentsOfType} from '../../../test/fixtures/dataset'
import {listingPageFixture} from '../../../test/fixtures/listings'
import {serverEnv} from '../../platform/env/server'
import {
  getAvatarCatalogue,
  getAvatarCataloguePage,
  getAvatarIds,
  getAvatarPage,
  toAvatarPage,
  withAvatarCount,
} from './avatarData'
import {SEASON_FILTERS, variationLabel} from './avatarModel'

// Reads the bundled dataset (no SANITY_PROJECT_ID in tests): what is expected is computed from its avatars, so an
// editor adding, removing or changing one fails none of these tests.
const avatars = () => documentsOfType('avatar').filter((avatar) => avatar.avatarId?.current)
const avatarIds = () => avatars().map((avatar) => avatar.avatarId.current)
/** The bundled file of an image asset (`image-<id>-<w>x<h>-<ext>`), as the site serves it. */
const bundledSrc = (ref: string | undefined) =>
  `/content/images/${ref?.replace(/^image-/, '').replace(/-(\w+)$/, '.$1')}`
const onDisk = (src: string) => existsSync(path.join(serverEnv.contentDir, src.replace(/^\/content\//, '')))

describe('avatar data', () => {
  it('groups every avatar in its category, Humains, Robots, Animaux, Autres, each sorted by name', async () => {
    const catalogue = await getAvatarCatalogue()
    expect(catalogue.count).toBe(avatars().length)
    expect(catalogue.categories.map((category) => category.title)).toEqual(['Humains', 'Robots', 'Animaux', 'Autres'])
    for (const category of catalogue.categories) {
      const names = category.avatars.map((avatar) => avatar.name)
      expect(names).toEqual([...names].sort())
      expect(category.avatars.map((avatar) => avatar.avatarId).sort()).toEqual(
        avatars()
          .filter((avatar) => avatar.category === category.slug)
          .map((avatar) => avatar.avatarId.current)
          .sort(),
      )
      for (const avatar of category.avatars) {
        expect(avatar.image?.src).toMatch(/^\/content\/images\/.+\.svg$/)
        expect(onDisk(avatar.image!.src)).toBe(true)
        expect(avatar.image?.alt).not.toBe('')
        expect(avatar.description).not.toBe('')
      }
    }
  })

  it('gives the catalogue page its listing document’s texts, the lead counting the avatars', async () => {
    const {title, hero, seo} = documentById('listingPage', LISTING_PAGES.avatars.id)
    const counted = (text: string) => text.replaceAll(AVATAR_COUNT_PLACEHOLDER, String(avatars().length))
    const page = await getAvatarCataloguePage()
    expect(page?.catalogue.count).toBe(avatars().length)
    expect(page?.listing).toMatchObject({
      title,
      hero: {title: hero.title, lead: counted(hero.lead)},
      seo: {
        metaTitle: seo?.metaTitle ?? null,
        metaDescription: seo?.metaDescription ? counted(seo.metaDescription) : null,
      },
    })
    expect(JSON.stringify(page?.listing)).not.toContain(AVATAR_COUNT_PLACEHOLDER)
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
    expect((await getAvatarIds()).sort()).toEqual(avatarIds().sort())
  })

  it('gives each avatar its image then its variations, labelled, with their seasons and downloads', async () => {
    for (const avatar of avatars()) {
      const page = (await getAvatarPage(avatar.avatarId.current))!
      expect(page.name).toBe(avatar.name)
      const variations = (avatar.variations ?? []).filter((variation) => variation.image?.asset)
      expect(page.variations.map(({key, label, season}) => ({key, label, season}))).toEqual([
        {key: 'original', label: 'Version originale', season: null},
        ...variations.map(({_key, kind, value}) => ({
          key: _key,
          label: variationLabel(kind, value),
          season: kind === 'season' ? value : null,
        })),
      ])
      const seasons = new Set(variations.filter((variation) => variation.kind === 'season').map(({value}) => value))
      expect(page.seasons).toEqual(SEASON_FILTERS.filter((season) => seasons.has(season.slug)))
      const sources = [avatar, ...variations]
      page.variations.forEach((slide, index) => {
        const {image, png} = sources[index]!
        const basename =
          index === 0
            ? avatar.avatarId.current
            : `${avatar.avatarId.current}-${variations[index - 1]!.kind}-${variations[index - 1]!.value}`
        expect(slide.image.src).toBe(bundledSrc(image.asset?._ref))
        expect(onDisk(slide.image.src)).toBe(true)
        expect(slide.downloads.svg).toEqual({href: slide.image.src, filename: `${basename}.svg`})
        expect(slide.downloads.png).toEqual(
          png?.asset ? {href: bundledSrc(png.asset._ref), filename: `${basename}.png`} : null,
        )
      })
    }
  })

  it('shows only the seasons an avatar has, in the filters’ order, and leaves out a variation without its image', () => {
    const image = (name: string) => ({src: `/content/images/${name}-256x256.svg`, width: 256, height: 256, alt: 'Léa'})
    const variation = (key: string, kind: 'season' | 'hair', value: string, withImage = true) => ({
      key,
      kind,
      value,
      image: withImage ? image(key) : null,
      png: null,
    })
    const page = toAvatarPage({
      name: 'Léa',
      avatarId: 'lea',
      description: 'Une conseillère souriante.',
      image: image('lea'),
      png: null,
      heroImage: null,
      archive: null,
      variations: [
        variation('v1', 'season', 'ete'),
        variation('v2', 'hair', 'roux'),
        variation('v3', 'season', 'halloween', false),
        variation('v4', 'season', 'noel'),
      ],
      seo: {metaTitle: null, metaDescription: null},
    })!
    expect(page.variations.map((slide) => slide.key)).toEqual(['original', 'v1', 'v2', 'v4'])
    expect(page.seasons.map((season) => season.slug)).toEqual(['noel', 'ete'])
    expect(page.variations[3]).toMatchObject({label: 'Saison : Noël', season: 'noel'})
    expect(page.variations[3]!.downloads.svg.filename).toBe('lea-season-noel.svg')
  })

  it('answers null for an unknown avatar', async () => {
    expect(await getAvatarPage('personne')).toBeNull()
  })
})
