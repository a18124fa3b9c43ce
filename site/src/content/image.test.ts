/** @jest-environment node */
import {fromExport} from '@parlia/schemas/lake/exportFormat'

const SHA = 'b'.repeat(40)
const source = {asset: {_ref: `image-${SHA}-1200x800-jpg`}, alt: 'Une équipe en réunion'}

function loadResolveImage(env: Record<string, string>) {
  const saved = {...process.env}
  Object.assign(process.env, env)
  let resolveImage!: typeof import('./image').resolveImage
  jest.isolateModules(() => {
    resolveImage = jest.requireActual<typeof import('./image')>('./image').resolveImage
  })
  process.env = saved
  return resolveImage
}

describe('resolveImage', () => {
  it('points at the bundled file, with its intrinsic size, when no project is configured', () => {
    const resolveImage = loadResolveImage({SANITY_PROJECT_ID: ''})
    expect(resolveImage(source)).toMatchObject({
      src: `/content/images/${SHA}-1200x800.jpg`,
      width: 1200,
      height: 800,
      alt: 'Une équipe en réunion',
    })
  })

  it('points at the url the bundled dataset gives the asset, for an image id of any Sanity form', () => {
    const resolveImage = loadResolveImage({SANITY_PROJECT_ID: ''})
    for (const name of [`${SHA}-1200x800.jpg`, 'Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000.png']) {
      const [doc, asset] = fromExport([{_id: 'x', _type: 't', image: {_sanityAsset: `image@file://./images/${name}`}}])
      expect(resolveImage(doc!.image as {asset: {_ref: string}})?.src).toBe(asset!.url)
    }
  })

  it('builds a Sanity CDN URL and the cropped size when a project is configured', () => {
    const resolveImage = loadResolveImage({SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production'})
    const image = resolveImage({...source, crop: {top: 0.25, bottom: 0.25, left: 0, right: 0.5}})
    expect(image?.src).toMatch(new RegExp(`^https://cdn\\.sanity\\.io/images/abc123/production/${SHA}-1200x800\\.jpg\\?rect=`))
    expect(image).toMatchObject({width: 600, height: 400})
  })

  it('builds the URL on the configured image CDN (NEXT_PUBLIC_SANITY_IMAGE_HOST)', () => {
    const resolveImage = loadResolveImage({SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SANITY_IMAGE_HOST: 'http://127.0.0.1:4000/'})
    expect(resolveImage(source)?.src).toBe(`http://127.0.0.1:4000/images/abc123/production/${SHA}-1200x800.jpg`)
  })

  it('lists a bundled bitmap’s versions from Next’s image optimizer, up to the first as wide as the image', () => {
    const resolveImage = loadResolveImage({SANITY_PROJECT_ID: ''})
    const image = resolveImage({asset: {_ref: `image-${SHA}-512x512-png`}, alt: 'Léa'})!
    expect(image.src).toBe(`/content/images/${SHA}-512x512.png`)
    const versions = image.srcSet!.split(', ')
    const url = encodeURIComponent(image.src)
    expect(versions.at(0)).toBe(`/_next/image?url=${url}&w=32&q=75 32w`)
    expect(versions.at(-1)).toBe(`/_next/image?url=${url}&w=640&q=75 640w`)
    expect(versions.map((version) => Number(version.split(' ')[1]!.slice(0, -1))).filter((width) => width >= 512)).toEqual([640])
  })

  it('lists a bitmap’s versions from the image CDN when a project is configured', () => {
    const resolveImage = loadResolveImage({SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production'})
    const image = resolveImage(source)!
    const versions = image.srcSet!.split(', ')
    expect(versions.at(-1)).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\/b+-1200x800\.jpg\?.*w=1200.* 1200w$/)
    expect(versions.every((version) => new URL(version.split(' ')[0]!).searchParams.get('auto') === 'format')).toBe(true)
  })

  it('lists no versions of a vector image', () => {
    const resolveImage = loadResolveImage({SANITY_PROJECT_ID: ''})
    expect(resolveImage({asset: {_ref: `image-${SHA}-200x56-svg`}})?.srcSet).toBeUndefined()
  })

  it('returns null for an empty image field', () => {
    const resolveImage = loadResolveImage({SANITY_PROJECT_ID: ''})
    expect(resolveImage(null)).toBeNull()
    expect(resolveImage({alt: 'x'})).toBeNull()
  })
})
