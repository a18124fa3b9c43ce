/** @jest-environment node */
import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'

import type {SanityClientLike} from '@sanity/preview-url-secret'

import {createDatasetBackend} from '../backends/dataset'
import {logger} from '../../platform/logging/logger'
import {enablePreview, PREVIEW_ERRORS, samePath} from './draftMode'
import {secretReader} from './secretReader'
import {previewStega} from './stega'

const SECRET = 'secret-valide'
const url = (query: string) => `/api/draft-mode/enable?${query}`

describe('enablePreview, on a dataset holding the Studio’s secret documents', () => {
  let dir: string
  let reader: SanityClientLike
  let enable: jest.Mock

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'parlia-preview-'))
    const secret = (id: string, value: string, updatedAt: Date) =>
      JSON.stringify({
        _id: id,
        _type: 'sanity.previewUrlSecret',
        secret: value,
        studioUrl: 'https://parlia.sanity.studio',
        _updatedAt: updatedAt.toISOString(),
      })
    await writeFile(
      path.join(dir, 'data.ndjson'),
      [
        secret('sanity-preview-url-secret.a', SECRET, new Date()),
        secret('sanity-preview-url-secret.b', 'secret-ancien', new Date(Date.now() - 2 * 3600_000)),
      ].join('\n'),
    )
    // As the site reads them: preview reads are stega-encoded, which must leave a secret as it is.
    reader = secretReader(
      createDatasetBackend(dir, {stega: previewStega('https://parlia.sanity.studio')}),
      'bundled-dataset',
    )
    enable = jest.fn()
  })
  afterEach(() => rm(dir, {recursive: true, force: true}))

  it('turns draft mode on for a secret the Studio wrote within the hour, and goes to the page asked for', async () => {
    await expect(
      enablePreview(
        'GET',
        url(`sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2Fblog%2Fun-article`),
        reader,
        enable,
      ),
    ).resolves.toEqual({
      status: 307,
      location: '/blog/un-article',
    })
    expect(enable).toHaveBeenCalledTimes(1)
  })

  it('goes home when no page is asked for', async () => {
    await expect(enablePreview('GET', url(`sanity-preview-secret=${SECRET}`), reader, enable)).resolves.toEqual({
      status: 307,
      location: '/',
    })
  })

  it.each([
    ['an unknown secret', 'sanity-preview-secret=inconnu'],
    ['an expired secret', 'sanity-preview-secret=secret-ancien'],
    ['no secret', 'sanity-preview-pathname=%2F'],
    ['an empty secret', 'sanity-preview-secret='],
  ])('refuses %s with 401 in French and turns nothing on', async (_, query) => {
    await expect(enablePreview('GET', url(query), reader, enable)).resolves.toEqual({
      status: 401,
      error: PREVIEW_ERRORS.invalid,
    })
    expect(enable).not.toHaveBeenCalled()
  })

  it('answers 405 to another method, 503 without a read token, and 503 when the secret cannot be read', async () => {
    await expect(enablePreview('POST', url(`sanity-preview-secret=${SECRET}`), reader, enable)).resolves.toEqual({
      status: 405,
      error: PREVIEW_ERRORS.method,
    })
    const tokenless = secretReader(createDatasetBackend(dir), undefined)
    await expect(enablePreview('GET', url(`sanity-preview-secret=${SECRET}`), tokenless, enable)).resolves.toEqual({
      status: 503,
      error: PREVIEW_ERRORS.unavailable,
    })
    const broken = secretReader(createDatasetBackend(path.join(dir, 'nulle-part')), 'bundled-dataset')
    jest.spyOn(logger, 'error').mockImplementation(() => {})
    await expect(enablePreview('GET', url(`sanity-preview-secret=${SECRET}`), broken, enable)).resolves.toEqual({
      status: 503,
      error: PREVIEW_ERRORS.unreachable,
    })
    expect(enable).not.toHaveBeenCalled()
  })
})

describe('samePath', () => {
  it('keeps a path of the site and sends anything else home', () => {
    expect(samePath('/blog?page=2#haut')).toBe('/blog?page=2#haut')
    for (const value of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'blog',
      '',
      undefined,
      ['/a'],
    ]) {
      expect(samePath(value)).toBe('/')
    }
  })
})
