import {describe, expect, it} from '@jest/globals'

import {readDataset} from '../dataset'
import {CONTENT_DIR} from '../env'
import {duplicateVariationFindings} from '../variationImages'

const image = (sha: string) => ({_type: 'accessibleImage', alt: 'x', _sanityAsset: `image@file://./images/${sha.repeat(40)}-256x256.svg`})
const variation = (key: string, sha: string) => ({_key: key, _type: 'avatarVariation', kind: 'skin', value: key, image: image(sha)})

describe('duplicateVariationFindings', () => {
  it('names the avatar and the two variations that show the same image', () => {
    const chloe = {_id: 'avatar-chloe', _type: 'avatar', variations: [variation('blond', 'a'), variation('roux', 'b'), variation('clair', 'a')]}
    expect(duplicateVariationFindings([chloe])).toEqual([
      {documentId: 'avatar-chloe', path: 'variations[clair].image', message: 'Deux variations ont la même image : blond et clair'},
    ])
  })

  it('compares Content Lake references too, and only within one avatar', () => {
    const ref = (key: string) => ({_key: key, image: {asset: {_ref: 'image-abc-256x256-svg'}}})
    expect(duplicateVariationFindings([{_id: 'avatar-a', _type: 'avatar', variations: [ref('v1'), ref('v2')]}])).toHaveLength(1)
    const one = (id: string) => ({_id: id, _type: 'avatar', variations: [variation('v1', 'a')]})
    expect(duplicateVariationFindings([one('avatar-a'), one('avatar-b')])).toEqual([])
  })

  it('passes the bundled dataset', () => {
    expect(duplicateVariationFindings(readDataset(CONTENT_DIR))).toEqual([])
  })
})
