import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {afterEach, beforeEach, describe, expect, it, jest} from '@jest/globals'
import type {SanityClient, SanityDocument} from '@sanity/client'
import sharp from 'sharp'

import {loadExport} from './dataset'
import {startContentLake, type ContentLake} from './index'
import {lakeClient} from './testClient'

/** A file of images/ that the first document names. */
const LOGO = `${'b'.repeat(40)}-4x3.png`

/**
 * A small export: a placeholder first in its object, as `@sanity/export` writes it, a draft, a reference, and text
 * that JSON could have escaped otherwise.
 */
const DOCUMENTS = [
  {
    _id: 'siteSettings',
    _type: 'siteSettings',
    logo: {_sanityAsset: `image@file://./images/${LOGO}`, _type: 'image', alt: 'Parlia'},
    title: 'Parlia',
  },
  {_id: 'post-a', _type: 'post', title: 'Premier article', tags: ['ia', 'accessibilité']},
  {_id: 'drafts.post-a', _type: 'post', title: 'Premier article (brouillon)'},
  {_id: 'post-b', _type: 'post', title: 'L’IA « conversationnelle »', author: {_type: 'reference', _ref: 'person-1'}},
  {_id: 'person-1', _type: 'person', name: 'Camille Martin'},
]
const LINES = DOCUMENTS.map((doc) => JSON.stringify(doc))

const ndjson = (lines: string[]) => lines.map((line) => `${line}\n`).join('')
const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')
const png = (background: string) =>
  sharp({create: {width: 4, height: 3, channels: 3, background}})
    .png()
    .toBuffer()
const withoutAssets = (documents: {_id: string; _type: string}[]) =>
  documents.filter((doc) => !doc._type.startsWith('sanity.')).sort((a, b) => a._id.localeCompare(b._id))
const assetIds = (documents: {_id: string; _type: string}[]) =>
  documents
    .filter((doc) => doc._type.startsWith('sanity.'))
    .map((doc) => doc._id)
    .sort()

/** Until `check` holds, or fails after 5 s. */
async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 5_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('persist: the lake saves its dataset into its export folder', () => {
  let dir: string
  let lake: ContentLake
  let client: SanityClient
  const saved = () => readFileSync(path.join(dir, 'data.ndjson'), 'utf8')
  const savedDocument = (id: string) =>
    saved()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SanityDocument)
      .find((doc) => doc._id === id)

  const start = async (persist = true) => {
    lake = await startContentLake({contentDir: dir, persist})
    client = lakeClient(lake.url, {token: lake.tokens.write})
  }

  beforeEach(async () => {
    // A folder of the test's own: nothing here may reach the repository's content/.
    dir = await mkdtemp(path.join(tmpdir(), 'content-lake-persist-'))
    await writeFile(path.join(dir, 'data.ndjson'), ndjson(LINES))
    await mkdir(path.join(dir, 'images'))
    await writeFile(path.join(dir, 'images', LOGO), 'logo')
  })
  afterEach(async () => {
    await lake?.close()
    await rm(dir, {recursive: true, force: true})
  })

  it('rewrites the edited document’s line only, shortly after the edit, every other line byte for byte', async () => {
    await start()
    await client.patch('post-a').set({title: 'Premier article, revu'}).commit()
    const edited = await client.getDocument('post-a')
    expect(edited).toMatchObject({title: 'Premier article, revu'})

    await until(() => saved() !== ndjson(LINES), 'the write')
    expect(saved()).toBe(ndjson(LINES.map((line, index) => (index === 1 ? JSON.stringify(edited) : line))))
  })

  it('appends a created document', async () => {
    await start()
    await client.create({_id: 'post-c', _type: 'post', title: 'Troisième article'})
    const created = await client.getDocument('post-c')
    await lake.close()
    expect(saved()).toBe(ndjson([...LINES, JSON.stringify(created)]))
  })

  it('removes a deleted document’s line, and keeps the files it named', async () => {
    await start()
    await client.delete('siteSettings')
    await lake.close()
    expect(saved()).toBe(ndjson(LINES.slice(1)))
    expect(await readdir(path.join(dir, 'images'))).toEqual([LOGO])
  })

  it('writes an uploaded asset into images/ or files/ once a document refers to it, named by its placeholder', async () => {
    await start()
    const [bytes, unused] = await Promise.all([png('#0a7'), png('#f00')])
    const pdf = Buffer.from('%PDF-1.4\n% Livre blanc\n')
    const image = await client.assets.upload('image', bytes, {filename: 'couverture.png'})
    await client.assets.upload('image', unused, {filename: 'abandonnee.png'})
    const file = await client.assets.upload('file', pdf, {filename: 'livre-blanc.pdf'})
    await client
      .patch('post-b')
      .set({
        cover: {_type: 'image', alt: 'Couverture', asset: {_type: 'reference', _ref: image._id}},
        whitePaper: {_type: 'file', asset: {_type: 'reference', _ref: file._id}},
      })
      .commit()
    await lake.close()

    const imageName = `${sha1(bytes)}-4x3.png`
    expect((await readdir(path.join(dir, 'images'))).sort()).toEqual([LOGO, imageName].sort())
    expect(await readFile(path.join(dir, 'images', imageName))).toEqual(bytes)
    expect(await readFile(path.join(dir, 'files', `${sha1(pdf)}.pdf`))).toEqual(pdf)
    expect(savedDocument('post-b')).toMatchObject({
      cover: {_type: 'image', alt: 'Couverture', _sanityAsset: `image@file://./images/${imageName}`},
      whitePaper: {_type: 'file', _sanityAsset: `file@file://./files/${sha1(pdf)}.pdf`},
    })
    expect(savedDocument('post-b')?.cover).not.toHaveProperty('asset')
  })

  it('saves a folder that loads back into the documents the lake served', async () => {
    await start()
    const image = await client.assets.upload('image', await png('#123'))
    await client
      .transaction()
      .patch('post-a', (patch) => patch.set({title: 'Revu'}).unset(['tags']))
      .create({_id: 'post-c', _type: 'post', cover: {_type: 'image', asset: {_type: 'reference', _ref: image._id}}})
      .delete('drafts.post-a')
      .commit()
    const served = await client.fetch<SanityDocument[]>('*', {}, {perspective: 'raw'})
    await lake.close()

    const loaded = await loadExport(dir)
    expect(withoutAssets(loaded)).toEqual(withoutAssets(served))
    expect(assetIds(loaded)).toEqual(assetIds(served))
  })

  it('writes on close() what is still waiting for its delay', async () => {
    await start()
    lake.mutate([{patch: {id: 'post-a', set: {title: 'Fermé'}}}])
    expect(saved()).toBe(ndjson(LINES))
    await lake.close()
    expect(savedDocument('post-a')).toMatchObject({title: 'Fermé'})
  })

  it('logs a failed write, keeps serving, and saves everything at the next change', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await start()
      // A folder where data.ndjson was: renaming the new file onto it fails.
      await rm(path.join(dir, 'data.ndjson'))
      await mkdir(path.join(dir, 'data.ndjson', 'in-the-way'), {recursive: true})
      await client.patch('post-a').set({title: 'Un'}).commit()
      await until(() => log.mock.calls.length > 0, 'the error')
      expect(log).toHaveBeenCalledWith(expect.stringContaining(`could not save the dataset into ${dir}`))
      await expect(client.getDocument('post-a')).resolves.toMatchObject({title: 'Un'})

      await rm(path.join(dir, 'data.ndjson'), {recursive: true})
      await client.patch('post-b').set({title: 'Deux'}).commit()
      await lake.close()
      expect(savedDocument('post-a')).toMatchObject({title: 'Un'})
      expect(savedDocument('post-b')).toMatchObject({title: 'Deux'})
      expect(log).toHaveBeenCalledTimes(1)
      // The failed write's temporary file went with it.
      expect((await readdir(dir)).sort()).toEqual(['data.ndjson', 'images'])
    } finally {
      log.mockRestore()
    }
  })

  it('writes nothing without the option', async () => {
    await start(false)
    const image = await client.assets.upload('image', await png('#456'))
    await client
      .patch('post-a')
      .set({title: 'Non enregistré', cover: {_type: 'image', asset: {_type: 'reference', _ref: image._id}}})
      .commit()
    // A saving lake would have written by the end of close().
    await lake.close()
    expect(saved()).toBe(ndjson(LINES))
    expect((await readdir(dir, {recursive: true})).sort()).toEqual(['data.ndjson', 'images', `images/${LOGO}`])
  })
})
