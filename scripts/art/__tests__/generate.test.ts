import {mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {describe, expect, it} from '@jest/globals'
import {siZendesk} from 'simple-icons'

import {
  type ExportedDocument,
  placeholderPath,
  readDataset,
  removeUnreferencedAssets,
  saveAsset,
  writeDataset,
} from '../../content/dataset'
import {generateArt} from '../generate'
import {monogram} from '../monogram'
import {topicIcon, valueIcon} from '../topicIcon'

const EDITOR_LOGO = `${'e'.repeat(40)}-64x64.svg`
/** A monogram an earlier run drew, before the brand had a mark. */
const GENERATED_MONOGRAM = monogram('Zendesk').svg.replace('<svg ', '<svg data-generator="parlia-art" ')

const slug = (current: string) => ({_type: 'slug', current})
const fileOf = (dir: string, image: {_sanityAsset: string}) =>
  readFileSync(join(dir, placeholderPath(image._sanityAsset)!), 'utf8')

function fixture(): {dir: string; documents: ExportedDocument[]} {
  const dir = mkdtempSync(join(tmpdir(), 'parlia-art-'))
  mkdirSync(join(dir, 'images'))
  writeFileSync(join(dir, 'images', EDITOR_LOGO), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  const documents: ExportedDocument[] = [
    {
      _id: 'connector-glpi',
      _type: 'connector',
      name: 'GLPI',
      connectorId: slug('glpi'),
      logo: {_type: 'accessibleImage', alt: 'Logo GLPI'},
    },
    {
      _id: 'connector-zendesk',
      _type: 'connector',
      name: 'Zendesk',
      connectorId: slug('zendesk'),
      logo: {
        _type: 'accessibleImage',
        alt: 'Logo Zendesk',
        _sanityAsset: saveAsset(dir, GENERATED_MONOGRAM, {kind: 'image', width: 96, height: 96, extension: 'svg'}),
      },
    },
    {
      _id: 'connector-own',
      _type: 'connector',
      name: 'HubSpot',
      connectorId: slug('hubspot'),
      logo: {_type: 'accessibleImage', alt: 'Logo HubSpot', _sanityAsset: `image@file://./images/${EDITOR_LOGO}`},
    },
    {
      _id: 'avatar-bip',
      _type: 'avatar',
      avatarId: {_type: 'slug', current: 'bip'},
      category: 'robot',
      image: {_type: 'accessibleImage', alt: 'Bip'},
      variations: [
        {
          _key: 'v1',
          _type: 'avatarVariation',
          kind: 'colour',
          value: 'vert',
          image: {_type: 'accessibleImage', alt: 'Bip vert'},
        },
      ],
    },
    {_id: 'blogCategory-support', _type: 'blogCategory', title: 'Support interne', slug: slug('support-interne')},
    {
      _id: 'post-a',
      _type: 'post',
      title: 'Dix idées reçues',
      publishedAt: '2025-01-01',
      categories: [{_type: 'reference', _ref: 'blogCategory-support'}],
    },
    {
      _id: 'post-b',
      _type: 'post',
      title: 'Chatbot et RGPD',
      publishedAt: '2025-02-01',
      cover: {_type: 'accessibleImage', alt: 'RGPD'},
    },
    {
      _id: 'homePage',
      _type: 'homePage',
      values: {
        title: 'Nos engagements',
        items: [
          {_key: 'v1', _type: 'valueBlock', key: 'securite', title: 'Sécurité'},
          {
            _key: 'v2',
            _type: 'valueBlock',
            key: 'simplicite',
            title: 'Simplicité',
            icon: {_type: 'image', _sanityAsset: `image@file://./images/${EDITOR_LOGO}`},
          },
        ],
      },
    },
  ]
  writeDataset(dir, documents)
  return {dir, documents: readDataset(dir)}
}

describe('generateArt', () => {
  it('draws missing artwork, keeps an editor’s own image, and adds PNG renditions to avatars', async () => {
    const {dir, documents} = fixture()
    await generateArt(dir, documents)
    type Asset = {alt?: string; _sanityAsset: string}
    type Drawn = {logo: Asset; image: Asset; png: Asset; variations: {image: Asset; png: Asset}[]}
    const byId = (id: string) => documents.find((doc) => doc._id === id) as unknown as Drawn
    const [glpi, own, bip] = ['connector-glpi', 'connector-own', 'avatar-bip'].map(byId)
    expect(glpi!.logo).toMatchObject({
      alt: 'Logo GLPI',
      _sanityAsset: expect.stringMatching(/^image@file:\/\/\.\/images\/[a-f0-9]{40}-96x96\.svg$/),
    })
    expect(own!.logo._sanityAsset).toBe(`image@file://./images/${EDITOR_LOGO}`)
    expect(bip!.png._sanityAsset).toMatch(/-512x512\.png$/)
    expect(bip!.variations[0]!.image._sanityAsset).not.toBe(bip!.image._sanityAsset)
    expect(bip!.variations[0]!.png._sanityAsset).toMatch(/-512x512\.png$/)
  })

  it('replaces a generated monogram with the brand mark Simple Icons has, keeps the monogram for a brand it lacks, and never touches an upload', async () => {
    const {dir, documents} = fixture()
    await generateArt(dir, documents)
    type Logo = {logo: {alt: string; _sanityAsset: string}}
    const logoOf = (id: string) => (documents.find((doc) => doc._id === id) as unknown as Logo).logo
    const zendesk = logoOf('connector-zendesk')
    expect(zendesk.alt).toBe('Logo Zendesk')
    expect(zendesk._sanityAsset).toMatch(/^image@file:\/\/\.\/images\/[a-f0-9]{40}-96x96\.svg$/)
    expect(fileOf(dir, zendesk)).toContain(`<path fill="#${siZendesk.hex}" d="${siZendesk.path}"/>`)
    expect(fileOf(dir, zendesk)).not.toContain('<text')
    expect(fileOf(dir, logoOf('connector-glpi'))).toContain('>G</text>')
    expect(logoOf('connector-own')._sanityAsset).toBe(`image@file://./images/${EDITOR_LOGO}`)
  })

  it('draws each article’s cover from its subject, and each home value’s icon at 48 px unless an editor chose one', async () => {
    const {dir, documents} = fixture()
    await generateArt(dir, documents)
    type Asset = {_sanityAsset: string}
    const byId = (id: string) =>
      documents.find((doc) => doc._id === id) as unknown as {cover: Asset; values: {items: {icon: Asset}[]}}
    // No keyword in its title: its category's icon.
    expect(fileOf(dir, byId('post-a').cover)).toContain(
      topicIcon({kind: 'post', categories: ['support-interne']}).shapes,
    )
    expect(fileOf(dir, byId('post-b').cover)).toContain(topicIcon({kind: 'post', title: 'RGPD'}).shapes)
    expect(byId('post-b').cover).toMatchObject({alt: 'RGPD', _sanityAsset: expect.stringMatching(/-1200x630\.svg$/)})
    const [security, simplicity] = byId('homePage').values.items
    expect(security!.icon).toMatchObject({_type: 'image', _sanityAsset: expect.stringMatching(/-48x48\.svg$/)})
    expect(fileOf(dir, security!.icon)).toContain(valueIcon('securite').shapes)
    expect(simplicity!.icon._sanityAsset).toBe(`image@file://./images/${EDITOR_LOGO}`)
  })

  it('is idempotent: a second run changes no reference and leaves no stray file', async () => {
    const {dir, documents} = fixture()
    await generateArt(dir, documents)
    writeDataset(dir, documents)
    removeUnreferencedAssets(dir, documents)
    const first = JSON.stringify(readDataset(dir))
    const files = readdirSync(join(dir, 'images')).sort()

    const again = readDataset(dir)
    await generateArt(dir, again)
    writeDataset(dir, again)
    expect(removeUnreferencedAssets(dir, again)).toBe(0)
    expect(JSON.stringify(readDataset(dir))).toBe(first)
    expect(readdirSync(join(dir, 'images')).sort()).toEqual(files)
  })
})
