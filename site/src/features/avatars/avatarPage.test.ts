/** @jest-environment node */
import {avatarArchivePath} from '@parlia/schemas/routes'

import {callRoute} from '../../../test/apiRoute'
import {documentsOfType, slugsOf} from '../../../test/fixtures/dataset'
import {archiveRoute} from './archive'
import {getAvatarPage} from './avatarData'
import {archiveLabel, ORIGINAL_KEY} from './avatarModel'

// Reads the bundled dataset (no SANITY_PROJECT_ID in tests). The avatars are picked from its documents by what each
// test needs, and what is expected is computed from them, so an editor's change of the avatars fails none of them.
const avatars = () => documentsOfType('avatar').filter((avatar) => avatar.avatarId?.current)
type AvatarDocument = ReturnType<typeof avatars>[number]
const refOf = (image: {asset?: {_ref: string}} | undefined) => image?.asset?._ref
/** The bundled file of an image asset (`image-<id>-<w>x<h>-<ext>`), as the site serves it. */
const bundledSrc = (ref: string | undefined) =>
  `/content/images/${ref?.replace(/^image-/, '').replace(/-(\w+)$/, '.$1')}`
/** The first avatar with that property; the test fails, saying which, when the dataset has none. */
function avatarWith(property: string, has: (avatar: AvatarDocument) => boolean): string {
  const found = avatars().find(has)
  if (!found) throw new Error(`The dataset has no avatar with ${property}`)
  return found.avatarId.current
}
const withArchive = () => avatarWith('a ZIP', (avatar) => Boolean(avatar.archive?.asset?._ref))
const avatarDocument = (avatarId: string) => avatars().find((avatar) => avatar.avatarId.current === avatarId)!

describe('avatar page data', () => {
  it('shows the detailed hero rendition, described by the main image’s text', async () => {
    const avatarId = avatarWith('a hero rendition other than its image', (avatar) =>
      Boolean(refOf(avatar.heroImage) && refOf(avatar.heroImage) !== refOf(avatar.image)),
    )
    const page = (await getAvatarPage(avatarId))!
    expect(page.hero?.src).toBe(bundledSrc(refOf(avatarDocument(avatarId).heroImage)))
    expect(page.hero?.alt).toBe(page.image?.alt)
    expect(page.hero?.src).not.toBe(page.image?.src)
  })

  it('gives every variation its own image, in the document’s order', async () => {
    // The avatars whose variations all have an image of their own: each must show its own.
    const varied = avatars().filter((avatar) => {
      const refs = (avatar.variations ?? []).map((variation) => refOf(variation.image))
      return refs.length > 1 && refs.every(Boolean) && new Set(refs).size === refs.length
    })
    expect(varied.length).toBeGreaterThan(0)
    for (const avatar of varied) {
      const variations = (await getAvatarPage(avatar.avatarId.current))!.variations.filter(
        ({key}) => key !== ORIGINAL_KEY,
      )
      expect(variations.map((variation) => variation.image.src)).toEqual(
        avatar.variations!.map((variation) => bundledSrc(refOf(variation.image))),
      )
      expect(new Set(variations.map((variation) => variation.image.src)).size).toBe(variations.length)
    }
  })

  it('links « Tout télécharger » to the site’s route for the bundled ZIP, with its size', async () => {
    const avatarId = withArchive()
    const {archive} = (await getAvatarPage(avatarId))!
    expect(archive).toEqual({
      href: avatarArchivePath(avatarId),
      filename: `${avatarId}-avatars.zip`,
      label: archiveLabel(avatarDocument(avatarId).archive?.bytes ?? null),
    })
  })
})

describe('archiveLabel', () => {
  it('writes the size in Ko, or in Mo with a French decimal comma', () => {
    expect(archiveLabel(170_522)).toBe('Tout télécharger (ZIP, 171 Ko)')
    expect(archiveLabel(1_234_567)).toBe('Tout télécharger (ZIP, 1,2 Mo)')
    expect(archiveLabel(null)).toBe('Tout télécharger (ZIP)')
  })
})

describe('GET /api/avatars/[avatarId]/archive', () => {
  const call = (avatarId: string, method: 'GET' | 'POST' = 'GET') =>
    callRoute(archiveRoute, {method, query: {avatarId}})

  it('serves the avatar’s ZIP under its download name', async () => {
    const avatarId = withArchive()
    const res = await call(avatarId)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${avatarId}-avatars.zip"`)
    expect(res.bytes.subarray(0, 2).toString()).toBe('PK')
  })

  it('answers 404 for an unknown avatar and 405 for another method', async () => {
    // An id no avatar of the dataset has.
    const ids = slugsOf('avatar', 'avatarId')
    let unknown = 'inconnu'
    while (ids.includes(unknown)) unknown += '-bis'
    expect((await call(unknown)).statusCode).toBe(404)
    expect((await call(withArchive(), 'POST')).statusCode).toBe(405)
  })
})
