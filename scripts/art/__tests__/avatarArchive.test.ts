import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {describe, expect, it} from '@jest/globals'
import {unzipSync} from 'fflate'

import {type ExportedDocument, placeholderPath, readDataset, writeDataset} from '../../content/dataset'
import {generateArt} from '../generate'

type Asset = {_sanityAsset: string}
type Avatar = {image: Asset; heroImage?: Asset; archive: Asset; variations: {image: Asset}[]}

const EDITOR_IMAGE = `${'e'.repeat(40)}-64x64.svg`

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'parlia-avatar-art-'))
  mkdirSync(join(dir, 'images'))
  writeFileSync(join(dir, 'images', EDITOR_IMAGE), '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>')
  const variation = (kind: string, value: string) => ({
    _key: `${kind}-${value}`,
    _type: 'avatarVariation',
    kind,
    value,
    image: {_type: 'accessibleImage', alt: value},
  })
  const documents: ExportedDocument[] = [
    {
      _id: 'avatar-lea',
      _type: 'avatar',
      avatarId: {_type: 'slug', current: 'lea'},
      category: 'humain',
      image: {_type: 'accessibleImage', alt: 'Léa'},
      variations: [variation('skin', 'fonce'), variation('hair', 'brun')],
    },
    {
      _id: 'avatar-own',
      _type: 'avatar',
      avatarId: {_type: 'slug', current: 'own'},
      category: 'robot',
      image: {_type: 'accessibleImage', alt: 'Own', _sanityAsset: `image@file://./images/${EDITOR_IMAGE}`},
      variations: [],
    },
  ]
  writeDataset(dir, documents)
  return {dir, documents: readDataset(dir)}
}

const avatar = (documents: ExportedDocument[], id: string) =>
  documents.find((doc) => doc._id === id) as unknown as Avatar
const bytes = (dir: string, asset: Asset) => readFileSync(join(dir, placeholderPath(asset._sanityAsset)!))

describe('avatar art: hero rendition and « Tout télécharger » archive', () => {
  it('zips the main image and every variation in SVG and PNG, under the download names', async () => {
    const {dir, documents} = fixture()
    await generateArt(dir, documents)
    const lea = avatar(documents, 'avatar-lea')
    expect(lea.archive._sanityAsset).toMatch(/^file@file:\/\/\.\/files\/[a-f0-9]{40}\.zip$/)
    const entries = unzipSync(bytes(dir, lea.archive))
    expect(Object.keys(entries).sort()).toEqual(
      [
        'lea.png',
        'lea.svg',
        'lea-hair-brun.png',
        'lea-hair-brun.svg',
        'lea-skin-fonce.png',
        'lea-skin-fonce.svg',
      ].sort(),
    )
    expect(Buffer.from(entries['lea-skin-fonce.svg']!).equals(bytes(dir, lea.variations[0]!.image))).toBe(true)
  })

  it('draws a 512 px hero over generated art only, and builds the same archive again', async () => {
    const {dir, documents} = fixture()
    await generateArt(dir, documents)
    const lea = avatar(documents, 'avatar-lea')
    expect(lea.heroImage!._sanityAsset).toMatch(/-512x512\.svg$/)
    expect(avatar(documents, 'avatar-own').heroImage).toBeUndefined()
    expect(avatar(documents, 'avatar-own').archive._sanityAsset).toMatch(/\.zip$/)

    writeDataset(dir, documents)
    const again = readDataset(dir)
    await generateArt(dir, again)
    expect(avatar(again, 'avatar-lea').archive).toEqual(lea.archive)
    expect(avatar(again, 'avatar-lea').heroImage).toEqual(lea.heroImage)
  })
})
