import {execFile} from 'node:child_process'
import {readdir, readFile, writeFile} from 'node:fs/promises'
import {join} from 'node:path'
import {promisify} from 'node:util'

import {afterAll, beforeAll, describe, expect, it} from '@jest/globals'

import {startContentLake, type ContentLake} from '@parlia/services/src/contentLake'
import {loadExport} from '@parlia/services/src/contentLake/dataset'
import {withTempDir} from '../archive'
import {readDataset, type ExportedDocument} from '../dataset'
import {CONTENT_DIR, REPO_ROOT} from '../env'

const run = promisify(execFile)
const TSX = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const WRITE_TOKEN = 'transfer-test-write-token'

/** Fields the Content Lake sets itself on every write: an import never carries them over. */
const SYSTEM_FIELDS = ['_createdAt', '_updatedAt', '_rev']
const withoutSystemFields = (doc: Record<string, unknown>) => Object.fromEntries(Object.entries(doc).filter(([key]) => !SYSTEM_FIELDS.includes(key)))
const isAsset = (doc: Record<string, unknown>) => typeof doc._type === 'string' && /^sanity\.(image|file)Asset$/.test(doc._type)
const sortById = (list: Record<string, unknown>[]) => [...list].sort((a, b) => String(a._id).localeCompare(String(b._id)))

/** What identifies an asset whatever the host that stores it: its content-addressed id, hash, format and size. */
const assetIdentity = (doc: Record<string, unknown>) => ({
  _id: doc._id,
  _type: doc._type,
  assetId: doc.assetId,
  sha1hash: doc.sha1hash,
  extension: doc.extension,
  mimeType: doc.mimeType,
  originalFilename: doc.originalFilename,
  dimensions: (doc.metadata as {dimensions?: {width: number; height: number}} | undefined)?.dimensions,
})

/** Runs a content command as `npm run content:*` runs it, against the lake and on a content folder. */
function command(script: 'import' | 'export', lake: ContentLake, contentDir: string, tokens = {write: WRITE_TOKEN, read: ''}) {
  return run(process.execPath, [TSX, join('content', `${script}.ts`)], {
    cwd: join(REPO_ROOT, 'scripts'),
    env: {
      ...process.env,
      SANITY_PROJECT_ID: 'parlia-test',
      SANITY_DATASET: lake.dataset,
      SANITY_API_HOST: lake.url,
      SANITY_API_WRITE_TOKEN: tokens.write,
      SANITY_API_READ_TOKEN: tokens.read,
      CONTENT_DIR: contentDir,
    },
  })
}

/** Every file below `dir` (hidden ones aside) by relative path, with its bytes. */
async function files(dir: string): Promise<Record<string, Buffer>> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true})
  const paths = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => join(entry.parentPath, entry.name))
  return Object.fromEntries(await Promise.all(paths.map(async (path) => [path.slice(dir.length + 1), await readFile(path)])))
}

describe('content:import and content:export against a local Content Lake', () => {
  let lake: ContentLake
  let imported: Awaited<ReturnType<typeof command>>

  beforeAll(async () => {
    await withTempDir(async (empty) => {
      await writeFile(join(empty, 'data.ndjson'), '')
      lake = await startContentLake({contentDir: empty, tokens: {write: WRITE_TOKEN}})
    })
    imported = await command('import', lake, CONTENT_DIR)
  }, 120_000)
  afterAll(() => lake?.close())

  it('reaches the lake with Sanity’s importer: asset uploads, mutations, and no refused request', () => {
    const routes = new Set(lake.requests.map((request) => `${request.method} ${new URL(request.url, lake.url).pathname}`))
    expect([...routes]).toEqual(
      expect.arrayContaining([
        'POST /v2025-02-19/assets/images/production',
        'POST /v2025-02-19/assets/files/production',
        'POST /v2025-02-19/data/mutate/production',
      ]),
    )
    expect(lake.requests.filter((request) => request.status >= 400)).toEqual([])
    // Documents go in first without their assets and with weak references; patches then set both.
    const patches = lake.requests.flatMap((request) => request.mutations ?? []).filter((mutation) => 'patch' in (mutation as object))
    const patched = JSON.stringify(patches)
    expect(patched).toMatch(/"set":\{"[^"]*\.asset":\{"_ref":"image-/)
    expect(patched).toMatch(/"unset":\["[^"]*\._weak"/)
    expect(imported.stdout).toContain(`Imported ${readDataset(CONTENT_DIR).length} documents from ${CONTENT_DIR} into parlia-test/production (${lake.url}).`)
  })

  it('leaves the lake holding content/: the same documents (system fields aside) and the same assets, byte for byte', async () => {
    const expected = await loadExport(CONTENT_DIR)
    // Every document the lake holds, drafts and assets included, as its export endpoint lists them.
    const held = await (await fetch(`${lake.url}/v2025-02-19/data/export/production`)).text()
    const documents = held
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ExportedDocument)

    expect(sortById(documents.filter((doc) => !isAsset(doc)).map(withoutSystemFields))).toEqual(sortById(expected.filter((doc) => !isAsset(doc))))
    // Asset ids are content-addressed: the bundled files' names are their real SHA-1, dimensions and format.
    expect(sortById(documents.filter(isAsset).map(assetIdentity))).toEqual(sortById(expected.filter(isAsset).map(assetIdentity)))
    for (const asset of documents.filter(isAsset)) {
      const bundled = String(expected.find((doc) => doc._id === asset._id)?.path)
      const served = Buffer.from(await (await fetch(String(asset.url))).arrayBuffer())
      expect({id: asset._id, equal: served.equals(await readFile(join(CONTENT_DIR, bundled)))}).toEqual({id: asset._id, equal: true})
    }
  })

  it('exports the lake back into a content folder equal to content/: the same documents and files', () =>
    withTempDir(async (target) => {
      const {stdout} = await command('export', lake, target)
      expect(stdout).toContain(`Exported parlia-test/production (${lake.url}) into ${target}.`)
      const exported = readDataset(target).map(withoutSystemFields)
      expect(sortById(exported)).toEqual(sortById(readDataset(CONTENT_DIR)))
      const [exportedFiles, bundledFiles] = [await files(target), await files(CONTENT_DIR)]
      const assetFiles = (all: Record<string, Buffer>) => Object.fromEntries(Object.entries(all).filter(([path]) => /^(images|files)\//.test(path)))
      expect(Object.keys(assetFiles(exportedFiles)).sort()).toEqual(Object.keys(assetFiles(bundledFiles)).sort())
      for (const [path, bytes] of Object.entries(assetFiles(exportedFiles))) expect({path, equal: bytes.equals(bundledFiles[path] as Buffer)}).toEqual({path, equal: true})
    }),
  120_000)

  it('stops with exit code 1 and a message naming the setting when a token is missing or refused', async () => {
    const before = lake.requests.length
    await expect(command('import', lake, CONTENT_DIR, {write: '', read: ''})).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('SANITY_API_WRITE_TOKEN is not set'),
    })
    await expect(command('export', lake, CONTENT_DIR, {write: '', read: ''})).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('SANITY_API_READ_TOKEN is not set'),
    })
    expect(lake.requests).toHaveLength(before)
    await expect(command('import', lake, CONTENT_DIR, {write: 'wrong', read: ''})).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unauthorized - Session not found'),
    })
  }, 60_000)
})
