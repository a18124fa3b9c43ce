/** @jest-environment node */
import {avatarArchivePath} from '@parlia/schemas/routes'

import {callRoute} from '../../test/apiRoute'
import {archiveRoute} from './archive'
import {getAvatarPage} from './avatarData'
import {archiveLabel, ORIGINAL_KEY} from './avatarModel'

// Reads the bundled dataset (no SANITY_PROJECT_ID in tests).
describe('avatar page data', () => {
  it('shows the detailed hero rendition, described by the main image’s text', async () => {
    const page = (await getAvatarPage('lea'))!
    expect(page.hero?.src).toMatch(/-512x512\.svg$/)
    expect(page.hero?.alt).toBe(page.image?.alt)
    expect(page.hero?.src).not.toBe(page.image?.src)
  })

  it('gives every variation of Léa, Malik and Chloé its own image', async () => {
    for (const avatarId of ['lea', 'malik', 'chloe']) {
      const variations = (await getAvatarPage(avatarId))!.variations.filter(({key}) => key !== ORIGINAL_KEY)
      expect(variations.length).toBeGreaterThan(6)
      expect(new Set(variations.map((variation) => variation.image.src)).size).toBe(variations.length)
    }
  })

  it('links « Tout télécharger » to the site’s route for the bundled ZIP, with its size', async () => {
    const {archive} = (await getAvatarPage('malik'))!
    expect(archive).toEqual({
      href: avatarArchivePath('malik'),
      filename: 'malik-avatars.zip',
      label: expect.stringMatching(/^Tout télécharger \(ZIP, \d+ Ko\)$/),
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
    const res = await call('lea')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toBe('attachment; filename="lea-avatars.zip"')
    expect(res.bytes.subarray(0, 2).toString()).toBe('PK')
  })

  it('answers 404 for an unknown avatar and 405 for another method', async () => {
    expect((await call('inconnu')).statusCode).toBe(404)
    expect((await call('lea', 'POST')).statusCode).toBe(405)
  })
})
