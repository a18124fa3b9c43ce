/** @jest-environment node */
import {readFileSync} from 'node:fs'
import path from 'node:path'

import {parseNdjson} from '../dataset'
import {getImageDimensions, isFileAssetId, isImageAssetId} from '@sanity/asset-utils'

import {fromExport, toExport} from './exportFormat'

const SHA = 'a'.repeat(40)
const BUNDLED = path.resolve(__dirname, '..', '..', '..', 'content', 'data.ndjson')
const bundled = () => parseNdjson(readFileSync(BUNDLED, 'utf8'), BUNDLED)
/** A document as data.ndjson holds it: key order included. */
const line = (doc: object) => JSON.stringify(doc)

describe('fromExport', () => {
  it('turns image placeholders into references to synthesised image assets', () => {
    const [doc, asset] = fromExport([
      {
        _id: 'siteSettings',
        _type: 'siteSettings',
        logo: {_type: 'accessibleImage', alt: 'Parlia', _sanityAsset: `image@file://./images/${SHA}-200x56.svg`},
      },
    ])
    expect(doc).toEqual({
      _id: 'siteSettings',
      _type: 'siteSettings',
      logo: {_type: 'accessibleImage', alt: 'Parlia', asset: {_type: 'reference', _ref: `image-${SHA}-200x56-svg`}},
    })
    expect(asset).toMatchObject({
      _id: `image-${SHA}-200x56-svg`,
      _type: 'sanity.imageAsset',
      mimeType: 'image/svg+xml',
      url: `/content/images/${SHA}-200x56.svg`,
      metadata: {dimensions: {width: 200, height: 56}},
    })
  })

  it('finds placeholders at any depth and creates each asset once', () => {
    const placeholder = {_type: 'image', _sanityAsset: `image@file://./images/${SHA}-10x20.png`}
    const docs = fromExport([{_id: 'a', _type: 't', list: [{nested: placeholder}, {nested: placeholder}]}])
    expect(docs.filter((doc) => doc._type === 'sanity.imageAsset')).toHaveLength(1)
    expect(docs[0]).toMatchObject({list: [{nested: {asset: {_ref: `image-${SHA}-10x20-png`}}}, {}]})
  })

  it('turns file placeholders into file assets that are not publicly addressable', () => {
    const docs = fromExport([
      {_id: 'wp', _type: 'whitePaper', file: {_type: 'file', _sanityAsset: `file@file://./files/${SHA}.pdf`}},
    ])
    expect(docs[0]).toMatchObject({file: {asset: {_ref: `file-${SHA}-pdf`}}})
    expect(docs[1]).toMatchObject({_type: 'sanity.fileAsset', mimeType: 'application/pdf', path: `files/${SHA}.pdf`})
    expect(docs[1]).not.toHaveProperty('url')
  })

  it('keeps drafts, their assets made references too, as an import into the Content Lake does', () => {
    const docs = fromExport([
      {
        _id: 'drafts.homePage',
        _type: 'homePage',
        logo: {_sanityAsset: 'image@file://./images/6e1145c4e27defa0eae475f2faa2dcf1ae020a91-96x96.svg'},
      },
      {_id: 'homePage', _type: 'homePage'},
    ])
    expect(docs.map((doc) => doc._id)).toEqual([
      'drafts.homePage',
      'homePage',
      'image-6e1145c4e27defa0eae475f2faa2dcf1ae020a91-96x96-svg',
    ])
    expect(docs[0]).toMatchObject({
      logo: {asset: {_type: 'reference', _ref: 'image-6e1145c4e27defa0eae475f2faa2dcf1ae020a91-96x96-svg'}},
    })
  })

  it('rejects an image file name without its dimensions', () => {
    expect(() => fromExport([{_id: 'a', _type: 't', image: {_sanityAsset: 'image@file://./images/logo.svg'}}])).toThrow(
      '<sha1>-<width>x<height>.<ext>',
    )
  })

  it.each([
    ['an id too short for Sanity', 'image@file://./images/abc-10x20.png', '<sha1>-<width>x<height>.<ext>'],
    ['an image with no width', `image@file://./images/${SHA}-0x20.png`, '<sha1>-<width>x<height>.<ext>'],
    ['a file name under an image placeholder', `image@file://./images/${SHA}.pdf`, '<sha1>-<width>x<height>.<ext>'],
    ['an image name under a file placeholder', `file@file://./files/${SHA}-10x20.png`, '<sha1>.<ext>'],
    ['a file id too short for Sanity', 'file@file://./files/abc.pdf', '<sha1>.<ext>'],
  ])('rejects %s when loading, rather than an asset id no Sanity tool can read', (_case, placeholder, expected) => {
    expect(() => fromExport([{_id: 'a', _type: 't', asset: {_sanityAsset: placeholder}}])).toThrow(expected)
  })

  it('gives every asset of the bundled dataset an id Sanity accepts, with its dimensions', () => {
    const assets = fromExport(bundled()).filter((doc) => doc._type.startsWith('sanity.'))
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) {
      if (asset._type === 'sanity.imageAsset') {
        expect(isImageAssetId(asset._id)).toBe(true)
        expect(asset.metadata).toMatchObject({dimensions: getImageDimensions(asset._id)})
      } else {
        expect(asset._type).toBe('sanity.fileAsset')
        expect(isFileAssetId(asset._id)).toBe(true)
      }
    }
  })
})

describe('toExport', () => {
  it('gives back the bundled dataset line for line: what the local Content Lake saves of an untouched document', () => {
    const documents = bundled()
    expect(toExport(fromExport(documents)).map(line)).toEqual(documents.map(line))
  })

  it('puts each placeholder back where it was, crop and hotspot kept, as @sanity/export writes it first', () => {
    const exported = [
      {
        _id: 'post-a',
        _type: 'post',
        cover: {
          _sanityAsset: `image@file://./images/${SHA}-640x480.jpg`,
          _type: 'image',
          crop: {_type: 'sanity.imageCrop', top: 0.1, bottom: 0, left: 0, right: 0.2},
          hotspot: {_type: 'sanity.imageHotspot', x: 0.5, y: 0.4, width: 0.3, height: 0.3},
        },
        title: 'Article',
      },
    ]
    const [doc] = fromExport(exported)
    expect(Object.keys(doc!.cover as object)).toEqual(['asset', '_type', 'crop', 'hotspot'])
    expect(toExport(fromExport(exported)).map(line)).toEqual(exported.map(line))
  })

  it('names a file asset’s file, drops every asset document, even one nothing refers to', () => {
    const documents = [
      {_id: 'wp', _type: 'whitePaper', file: {_type: 'file', asset: {_type: 'reference', _ref: `file-${SHA}-pdf`}}},
      {_id: `file-${SHA}-pdf`, _type: 'sanity.fileAsset', url: 'http://127.0.0.1:1/files/local/production/a.pdf'},
      {_id: `image-${SHA}-10x20-png`, _type: 'sanity.imageAsset'},
    ]
    expect(toExport(documents)).toEqual([
      {_id: 'wp', _type: 'whitePaper', file: {_type: 'file', _sanityAsset: `file@file://./files/${SHA}.pdf`}},
    ])
  })

  it('leaves a reference alone when no asset document backs it, and references to documents', () => {
    const documents = [
      {
        _id: 'post-b',
        _type: 'post',
        cover: {_type: 'image', asset: {_type: 'reference', _ref: `image-${SHA}-10x20-png`}},
        author: {_type: 'reference', _ref: 'person-1'},
        list: [{asset: {_type: 'reference', _ref: 'person-1'}}],
      },
      {_id: 'person-1', _type: 'person'},
    ]
    expect(toExport(documents)).toEqual(documents)
  })
})
