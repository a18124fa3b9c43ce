/** @jest-environment node */
import type {ResolvedImage} from './image'
import {resolveImages, type RichTextImage} from './resolveImages'

const SHA = 'c'.repeat(40)
const asset = {_ref: `image-${SHA}-800x600-svg`, _type: 'reference' as const}
const resolved = (alt: string): ResolvedImage => ({src: `/content/images/${SHA}-800x600.svg`, width: 800, height: 600, alt})

describe('resolveImages', () => {
  it('resolves the image fields of a query result at any depth and passes everything else through', () => {
    const result = resolveImages({
      title: 'Voicebot',
      count: 3,
      seo: {metaTitle: null},
      hero: {lead: 'Un callbot', image: {asset, alt: 'Un standard', crop: null, hotspot: null}},
      items: [{id: 'a', logo: {asset, alt: 'Logo', crop: null, hotspot: null}, tags: ['x', 'y']}],
      png: {asset: null},
    })
    expect(result).toEqual({
      title: 'Voicebot',
      count: 3,
      seo: {metaTitle: null},
      hero: {lead: 'Un callbot', image: resolved('Un standard')},
      items: [{id: 'a', logo: resolved('Logo'), tags: ['x', 'y']}],
      png: null,
    })
    // The type follows: an image field is a ResolvedImage or null.
    const image: ResolvedImage | null = result.hero.image
    expect(image?.alt).toBe('Un standard')
  })

  it('turns Portable Text images into resolved figures and leaves out those without a file', () => {
    const block = {_type: 'block' as const, _key: 'b', children: [{_type: 'span' as const, _key: 's', text: 'Texte'}]}
    const body = resolveImages([
      block,
      {_type: 'bodyImage' as const, _key: 'i1', asset, alt: 'Schéma', caption: 'Les flux', crop: null, hotspot: null},
      {_type: 'bodyImage' as const, _key: 'i2', asset: null, alt: '', caption: null, crop: null, hotspot: null},
    ])
    const figure: RichTextImage = {_type: 'bodyImage', _key: 'i1', image: resolved('Schéma'), caption: 'Les flux'}
    expect(body).toEqual([block, figure])
  })

  it('keeps the nulls of a query (a missing field, a deleted reference) and returns plain JSON', () => {
    const result = resolveImages({cover: null, related: [null, {id: 'b'}]})
    expect(result).toEqual({cover: null, related: [null, {id: 'b'}]})
    expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result)
  })
})
