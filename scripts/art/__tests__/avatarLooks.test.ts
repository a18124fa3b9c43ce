import {describe, expect, it} from '@jest/globals'
import {AVATAR_VARIATION_KINDS} from '@parlia/schemas/constants'

import {readDataset} from '../../content/dataset'
import {CONTENT_DIR} from '../../content/env'
import {type AvatarArtInput, avatarSvg, humanLook} from '../avatar'

type Variation = {kind: string; value: string}
const valuesOf = (kind: string) =>
  AVATAR_VARIATION_KINDS.find((entry) => entry.kind === kind)!.values.map(({value}) => ({kind, value}))

/** Every skin and hair variation of the spec: the case where a hair variation could meet a skin variation. */
const EVERY_LOOK: Variation[] = [...valuesOf('skin'), ...valuesOf('hair')]

const humans = readDataset(CONTENT_DIR)
  .filter((doc) => doc._type === 'avatar' && doc.category === 'humain')
  .map((doc) => ({
    avatarId: (doc.avatarId as {current: string}).current,
    variations: ((doc.variations ?? []) as Variation[]).map(({kind, value}) => ({kind, value})),
  }))

const drawAll = (avatarId: string, variations: Variation[]) =>
  variations.map((variation) => avatarSvg({avatarId, category: 'humain', variation, variations}))

describe('human avatar looks', () => {
  it('covers the dataset’s human avatars (Léa, Malik and Chloé among them)', () => {
    expect(humans.map(({avatarId}) => avatarId)).toEqual(expect.arrayContaining(['lea', 'malik', 'chloe']))
  })

  it.each(humans)('gives each variation of $avatarId its own picture', ({avatarId, variations}) => {
    const drawn = drawAll(avatarId, variations)
    expect(new Set(drawn).size).toBe(variations.length)
  })

  it('tells every skin and hair variation apart, whatever the base look an id draws', () => {
    for (let index = 0; index < 200; index += 1) {
      const avatarId = `avatar-${index}`
      expect(new Set(drawAll(avatarId, EVERY_LOOK)).size).toBe(EVERY_LOOK.length)
    }
  })

  it('never draws red or blond hair on dark skin unless a hair variation asks for it', () => {
    for (let index = 0; index < 200; index += 1) {
      const avatarId = `avatar-${index}`
      const dark = humanLook({avatarId, variation: {kind: 'skin', value: 'fonce'}, variations: EVERY_LOOK})
      expect(dark).toMatchObject({skin: 'fonce', hair: 'brun'})
      const base = humanLook({avatarId})
      if (base.skin === 'fonce') expect(base.hair).toBe('brun')
      expect(humanLook({avatarId, variation: {kind: 'hair', value: 'roux'}})).toMatchObject({
        skin: base.skin,
        hair: 'roux',
      })
    }
  })

  it('keeps the base hair in a skin variation and the base skin in a hair variation', () => {
    const avatarId = humans.find(({avatarId}) => humanLook({avatarId}).skin !== 'fonce')!.avatarId
    const base = humanLook({avatarId})
    for (const value of ['clair', 'moyen'])
      expect(humanLook({avatarId, variation: {kind: 'skin', value}}).hair).toBe(base.hair)
    for (const value of ['blond', 'brun', 'roux'])
      expect(humanLook({avatarId, variation: {kind: 'hair', value}}).skin).toBe(base.skin)
  })

  it('draws the same picture for the same input (content:art stays idempotent)', () => {
    const input: AvatarArtInput = {
      avatarId: 'lea',
      category: 'humain',
      variation: {kind: 'skin', value: 'fonce'},
      variations: EVERY_LOOK,
    }
    expect(avatarSvg(input)).toBe(avatarSvg({...input, variations: [...EVERY_LOOK]}))
  })

  it('draws a detailed hero at 512 px, different from the main image', () => {
    for (const input of [
      {avatarId: 'lea', category: 'humain'},
      {avatarId: 'nova', category: 'robot'},
      {avatarId: 'minou', category: 'animal', baseTheme: 'chat'},
    ] as AvatarArtInput[]) {
      const hero = avatarSvg({...input, detailed: true})
      expect(hero).toContain('width="512" height="512"')
      expect(hero).toContain('viewBox="0 0 256 256"')
      expect(hero).not.toBe(avatarSvg(input).replace('width="256" height="256"', 'width="512" height="512"'))
    }
  })
})
