import {readFileSync} from 'node:fs'
import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from '@jest/globals'
import type {SanityClient, SanityDocument} from '@sanity/client'

import {withSystemFields} from './dataset'
import {startContentLake, type ContentLake} from './index'
import {localCertificate, type LocalCertificate} from './tls'
import {lakeClient} from './testClient'

const AT = '2025-03-01T10:00:00.000Z'
const LATER = '2025-03-02T08:30:00.000Z'

describe('withSystemFields', () => {
  const bare = {_id: 'bare', _type: 'post', title: 'Sans champs système'}
  const partial = {_id: 'partial', _type: 'post', _createdAt: '2024-01-01T00:00:00.000Z'}
  const complete = {
    _id: 'complete',
    _type: 'post',
    _createdAt: '2024-01-01T00:00:00.000Z',
    _updatedAt: '2024-02-01T00:00:00.000Z',
    _rev: 'rev-from-sanity',
  }

  it('gives a document the system fields it lacks: the given time, and the revision `imported`', () => {
    const {documents} = withSystemFields([bare, partial], AT)
    expect(documents).toEqual([
      {...bare, _createdAt: AT, _updatedAt: AT, _rev: 'imported'},
      {...partial, _updatedAt: AT, _rev: 'imported'},
    ])
    // The input is left as it was.
    expect(bare).not.toHaveProperty('_rev')
    expect(partial).not.toHaveProperty('_updatedAt')
  })

  it('returns a document that has them all unchanged, as the same object', () => {
    const {documents, withoutInvented} = withSystemFields([complete, bare], AT)
    expect(documents[0]).toBe(complete)
    expect(withoutInvented(complete)).toBe(complete)
  })

  it('withoutInvented takes away exactly the invented values still present', () => {
    const {documents, withoutInvented} = withSystemFields([bare, partial, complete], AT)
    const [completedBare, completedPartial] = documents as [SanityDocument, SanityDocument]
    expect(withoutInvented(completedBare)).toEqual(bare)
    // The creation date the document had is its own: kept.
    expect(withoutInvented(completedPartial)).toEqual(partial)
  })

  it('withoutInvented keeps a system field the document has since changed', () => {
    const {documents, withoutInvented} = withSystemFields([bare], AT)
    const edited = {...(documents[0] as SanityDocument), title: 'Revu', _updatedAt: LATER, _rev: 'local-2'}
    // `_createdAt` is still the invented one (an edit keeps it): it goes; the edit's own values stay.
    expect(withoutInvented(edited)).toEqual({
      _id: 'bare',
      _type: 'post',
      title: 'Revu',
      _updatedAt: LATER,
      _rev: 'local-2',
    })
    // A field the document was given the same name for, but another value, is its own too.
    expect(withoutInvented({...edited, _createdAt: LATER})).toMatchObject({_createdAt: LATER})
  })

  it('withoutInvented returns a document it did not complete as it is, even one created later', () => {
    const {withoutInvented} = withSystemFields([bare], AT)
    const created = {_id: 'new', _type: 'post', _createdAt: AT, _updatedAt: AT, _rev: 'imported'}
    expect(withoutInvented(created)).toBe(created)
  })
})

describe('a lake over a folder whose documents lack system fields', () => {
  /** As a hand-written export may hold them: no `_createdAt`, `_updatedAt` nor `_rev`, and one with all of them. */
  const LINES = [
    JSON.stringify({_id: 'post-a', _type: 'post', title: 'Écrit à la main'}),
    JSON.stringify({_id: 'post-b', _type: 'post', title: 'Autre « article »', tags: ['a', 'b']}),
    JSON.stringify({
      _id: 'post-c',
      _type: 'post',
      _createdAt: '2024-01-01T00:00:00.000Z',
      _updatedAt: '2024-02-01T00:00:00.000Z',
      _rev: 'rev-from-sanity',
      title: 'Exporté de Sanity',
    }),
  ]
  const ORIGINAL = LINES.map((line) => `${line}\n`).join('')

  let dir: string
  let lake: ContentLake
  let client: SanityClient
  let certificate: LocalCertificate
  const saved = () => readFileSync(path.join(dir, 'data.ndjson'), 'utf8')

  beforeEach(async () => {
    // A folder of the test's own: nothing here may reach the repository's content/.
    dir = await mkdtemp(path.join(tmpdir(), 'content-lake-dataset-'))
    await writeFile(path.join(dir, 'data.ndjson'), ORIGINAL)
    // The system fields are lent to a lake that serves a Studio (its HTTPS host needs a certificate).
    certificate = await localCertificate(path.join(dir, 'tls'), ['localhost', 'parlia-local.localhost'])
  })
  afterEach(async () => {
    await lake?.close()
    await rm(dir, {recursive: true, force: true})
  })

  it('serves every document with `_createdAt`, `_updatedAt` and `_rev`', async () => {
    const loadedAt = Date.parse(AT)
    lake = await startContentLake({contentDir: dir, now: () => loadedAt, studio: {certificate}})
    client = lakeClient(lake.url)
    const served = await client.fetch<SanityDocument[]>('*[_type == "post"] | order(_id)')
    expect(served).toEqual([
      {_id: 'post-a', _type: 'post', title: 'Écrit à la main', _createdAt: AT, _updatedAt: AT, _rev: 'imported'},
      expect.objectContaining({_id: 'post-b', _createdAt: AT, _updatedAt: AT, _rev: 'imported'}),
      JSON.parse(LINES[2] as string),
    ])
  })

  it('lends nothing when it serves no Studio: the site compares its answers with the export as it is', async () => {
    lake = await startContentLake({contentDir: dir})
    const served = await lakeClient(lake.url).fetch<SanityDocument[]>('*[_type == "post"] | order(_id)')
    expect(served).toEqual(LINES.slice(0, 3).map((line) => JSON.parse(line as string)))
  })

  it('with persist, saves an untouched document’s line byte for byte, without the fields it was given', async () => {
    let clock = Date.parse(AT)
    lake = await startContentLake({contentDir: dir, persist: true, now: () => clock, studio: {certificate}})
    client = lakeClient(lake.url, {token: lake.tokens.write})
    clock = Date.parse(LATER)
    await client.patch('post-b').set({title: 'Revu'}).commit()
    await lake.close()

    const lines = saved().split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[0]).toBe(LINES[0])
    expect(lines[2]).toBe(LINES[2])
    expect(lines[3]).toBe('')
    // The edited one keeps what the edit gave it, and loses the creation date it was only lent.
    expect(JSON.parse(lines[1] as string)).toEqual({
      _id: 'post-b',
      _type: 'post',
      title: 'Revu',
      tags: ['a', 'b'],
      _updatedAt: LATER,
      _rev: expect.not.stringMatching(/^imported$/),
    })
  })
})
