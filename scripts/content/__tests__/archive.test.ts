import {cp, mkdir, readdir, readFile, writeFile} from 'node:fs/promises'
import {join, relative} from 'node:path'

import {describe, expect, it} from '@jest/globals'
import {create, list} from 'tar'

import {pack, unpack, withTempDir} from '../archive'

/** A tiny dataset in the bundled layout: two documents, one image, one file. */
const FIXTURE = join(__dirname, 'fixture')

/** Every file below `dir` by relative path, with its bytes in base64. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true})
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [relative(dir, file), (await readFile(file)).toString('base64')])),
  )
}

async function entryPaths(tarball: string): Promise<string[]> {
  const paths: string[] = []
  await list({file: tarball, onReadEntry: (entry) => paths.push(entry.path)})
  return paths
}

/** A copy of the fixture as content/, with a file that is not part of the dataset. */
async function contentCopy(dir: string): Promise<string> {
  const content = join(dir, 'content')
  await cp(FIXTURE, content, {recursive: true})
  await writeFile(join(content, 'README.md'), 'not part of the dataset')
  return content
}

describe('pack', () => {
  it('puts data.ndjson, images/ and files/ under one top folder, and nothing else', () =>
    withTempDir(async (dir) => {
      const tarball = join(dir, 'content.tar.gz')
      await pack(await contentCopy(dir), tarball)

      const paths = await entryPaths(tarball)
      expect(paths.every((path) => path.startsWith('parlia-content/'))).toBe(true)
      expect(paths).toEqual(expect.arrayContaining(['parlia-content/data.ndjson', 'parlia-content/images/', 'parlia-content/files/']))
      expect(paths.some((path) => path.endsWith('README.md'))).toBe(false)
    }))

  it('refuses a folder without data.ndjson', () =>
    withTempDir(async (dir) => {
      await expect(pack(dir, join(dir, 'content.tar.gz'))).rejects.toThrow('No data.ndjson')
    }))
})

describe('unpack', () => {
  it('restores the packed dataset exactly, replacing only the dataset entries', () =>
    withTempDir(async (dir) => {
      const tarball = join(dir, 'content.tar.gz')
      await pack(await contentCopy(dir), tarball)
      const target = join(dir, 'target')
      await mkdir(join(target, 'images'), {recursive: true})
      await writeFile(join(target, 'data.ndjson'), '{"_id":"stale"}\n')
      await writeFile(join(target, 'images', 'stale-1x1.png'), 'stale')
      await writeFile(join(target, 'notes.md'), 'kept')

      await unpack(tarball, target)

      const notes = Buffer.from('kept').toString('base64')
      expect(await snapshot(target)).toEqual({...(await snapshot(FIXTURE)), 'notes.md': notes})
    }))

  it('ignores the other files of a Sanity export', () =>
    withTempDir(async (dir) => {
      const exportDir = join(dir, 'production-export-2025-01-01')
      await cp(FIXTURE, exportDir, {recursive: true})
      await writeFile(join(exportDir, 'assets.json'), '{}')
      const tarball = join(dir, 'export.tar.gz')
      await create({gzip: true, file: tarball, cwd: dir}, ['production-export-2025-01-01'])
      const target = join(dir, 'target')
      await mkdir(target)

      await unpack(tarball, target)

      expect(await snapshot(target)).toEqual(await snapshot(FIXTURE))
    }))

  it('leaves content/ untouched when the tarball is not a dataset export', () =>
    withTempDir(async (dir) => {
      const content = await contentCopy(dir)
      const before = await snapshot(content)
      const tarball = join(dir, 'other.tar.gz')
      await create({gzip: true, file: tarball, cwd: content}, ['README.md'])

      await expect(unpack(tarball, content)).rejects.toThrow('Not a Sanity dataset export')
      expect(await snapshot(content)).toEqual(before)
    }))
})
