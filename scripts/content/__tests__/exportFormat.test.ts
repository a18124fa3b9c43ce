import {createHash} from 'node:crypto'
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join, relative} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from '@jest/globals'
import sharp from 'sharp'
import {extract, list} from 'tar'

import {pack, unpack, withTempDir} from '../archive'
import {assetPlaceholders, readDataset, type ExportedDocument} from '../dataset'
import {CONTENT_DIR} from '../env'

/**
 * Sanity's export format, as `@sanity/export` writes it and `@sanity/import` reads it: one folder holding
 * data.ndjson (one document a line), images/ and files/; an asset field holds
 * `_sanityAsset: "image@file://./images/<sha1>-<width>x<height>.<ext>"` or `"file@file://./files/<sha1>.<ext>"`
 * in place of its `asset` reference, and the file is named from the asset's id.
 */
const PLACEHOLDER = /^(image|file)@file:\/\/\.\/(images|files)\/([^/]+)$/
const IMAGE_NAME = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/
const FILE_NAME = /^([a-f0-9]{40})\.([a-z0-9]+)$/
/** An asset document's id, which an asset reference (`asset._ref`) names. */
const ASSET_ID = /^(?:image-([a-f0-9]{40})-(\d+x\d+)-([a-z0-9]+)|file-([a-f0-9]{40})-([a-z0-9]+))$/
/** Sanity's document ids: letters, digits, `_`, `-` and `.` (paths), at most 128 characters. */
const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/
const SHARP_EXTENSIONS: Record<string, string> = {jpeg: 'jpg'}

/** Every value of `key` at any depth of a document. */
function* valuesOf(value: unknown, key: string): Generator<unknown> {
  if (Array.isArray(value)) for (const item of value) yield* valuesOf(item, key)
  else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      if (name === key) yield child
      yield* valuesOf(child, key)
    }
  }
}

const sha1 = (bytes: Buffer | string) => createHash('sha1').update(bytes).digest('hex')

/** Every file below `dir` by relative path, with the SHA-1 of its bytes. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true})
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
  return Object.fromEntries(await Promise.all(files.map(async (file) => [relative(dir, file), sha1(await readFile(file))])))
}

const withoutHidden = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).filter(([path]) => !path.split('/').some((part) => part.startsWith('.'))))

describe('the archive content:import sends, built from content/', () => {
  let dir: string
  let paths: string[]
  let root: string
  let documents: ExportedDocument[]

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'parlia-archive-'))
    const tarball = join(dir, 'content.tar.gz')
    await pack(CONTENT_DIR, tarball)
    paths = []
    await list({file: tarball, onReadEntry: (entry) => paths.push(entry.path)})
    const extracted = join(dir, 'extracted')
    await mkdir(extracted)
    await extract({file: tarball, cwd: extracted})
    root = join(extracted, 'parlia-content')
    documents = readDataset(root)
  })
  afterAll(() => rm(dir, {recursive: true, force: true}))

  it('holds one top folder with data.ndjson, images/ and files/, and nothing else (no hidden files)', () => {
    const tops = new Set(paths.map((path) => path.split('/')[0]))
    expect([...tops]).toEqual(['parlia-content'])
    const inside = paths.map((path) => path.slice('parlia-content/'.length)).filter(Boolean)
    expect(inside).toContain('data.ndjson')
    expect(inside.filter((path) => path !== 'data.ndjson' && !/^(images|files)\/([^/.][^/]*)?$/.test(path))).toEqual([])
  })

  it('has a data.ndjson of one JSON document a line, each with a valid _id (unique) and a _type', async () => {
    const lines = (await readFile(join(root, 'data.ndjson'), 'utf8')).split('\n').filter((line) => line.trim())
    expect(lines.length).toBeGreaterThan(0)
    const invalid = lines.filter((line) => {
      const doc = JSON.parse(line) as Record<string, unknown>
      return typeof doc._id !== 'string' || !DOCUMENT_ID.test(doc._id) || typeof doc._type !== 'string' || !doc._type
    })
    expect(invalid).toEqual([])
    expect(new Set(documents.map((doc) => doc._id)).size).toBe(documents.length)
  })

  it('resolves every asset placeholder to a file of the archive whose name is its true SHA-1 (and dimensions and format)', async () => {
    const placeholders = new Set(documents.flatMap((doc) => [...assetPlaceholders(doc)].map(({placeholder}) => placeholder)))
    expect(placeholders.size).toBeGreaterThan(0)
    const problems: string[] = []
    for (const placeholder of placeholders) {
      const match = PLACEHOLDER.exec(placeholder)
      if (!match || (match[1] === 'image') !== (match[2] === 'images')) {
        problems.push(`${placeholder}: not image@file://./images/… or file@file://./files/…`)
        continue
      }
      const [, kind, folder, name] = match as unknown as [string, string, string, string]
      const bytes = await readFile(join(root, folder, name)).catch(() => null)
      const parts = (kind === 'image' ? IMAGE_NAME : FILE_NAME).exec(name)
      if (!bytes) problems.push(`${placeholder}: no such file in the archive`)
      else if (!parts) problems.push(`${placeholder}: not named after its asset id`)
      else if (sha1(bytes) !== parts[1]) problems.push(`${placeholder}: the name is not the file's SHA-1`)
      else if (kind === 'image') {
        const {width, height, format} = await sharp(bytes).metadata()
        const actual = `${width}x${height}.${SHARP_EXTENSIONS[format] ?? format}`
        if (actual !== `${parts[2]}x${parts[3]}.${parts[4]}`) problems.push(`${placeholder}: the image is ${actual}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('leaves no asset reference that the files do not back, and no file that no document uses', async () => {
    const refs = documents.flatMap((doc) => [...valuesOf(doc, '_ref')]).filter((ref): ref is string => typeof ref === 'string' && ASSET_ID.test(ref))
    const exportName = (id: string) => {
      const [, imageHash, size, imageExt, fileHash, fileExt] = ASSET_ID.exec(id) as unknown as (string | undefined)[]
      return imageHash ? `images/${imageHash}-${size}.${imageExt}` : `files/${fileHash}.${fileExt}`
    }
    const archived = new Set(Object.keys(withoutHidden(await snapshot(root))).filter((path) => path !== 'data.ndjson'))
    expect(refs.map(exportName).filter((path) => !archived.has(path))).toEqual([])
    const used = new Set([
      ...documents.flatMap((doc) => [...assetPlaceholders(doc)].map(({placeholder}) => placeholder.replace('image@file://./', '').replace('file@file://./', ''))),
      ...refs.map(exportName),
    ])
    expect([...archived].filter((path) => !used.has(path))).toEqual([])
  })

  it('unpacks back into content/ exactly, replacing a stale dataset and keeping what is not part of it', () =>
    withTempDir(async (dir) => {
      const tarball = join(dir, 'content.tar.gz')
      await pack(CONTENT_DIR, tarball)
      const target = join(dir, 'target')
      await mkdir(join(target, 'images'), {recursive: true})
      await writeFile(join(target, 'data.ndjson'), '{"_id":"stale","_type":"x"}\n')
      await writeFile(join(target, 'images', `${'0'.repeat(40)}-1x1.png`), 'stale')
      await writeFile(join(target, 'README.md'), 'kept')

      await unpack(tarball, target)

      expect(await snapshot(target)).toEqual({...withoutHidden(await snapshot(CONTENT_DIR)), 'README.md': sha1('kept')})
    }))
})
