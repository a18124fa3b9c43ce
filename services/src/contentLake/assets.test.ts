import {createHash} from 'node:crypto'
import {readdirSync} from 'node:fs'
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from '@jest/globals'
import type {SanityClient} from '@sanity/client'

import {DEFAULT_CONTENT_DIR} from './dataset'
import {startContentLake, type ContentLake} from './index'
import {API_VERSION, lakeClient} from './testClient'

const PNG = '06757db689bed669e3c72a171e757beca83e03c7-512x512.png'
/** A bundled 96 × 96 logo and a bundled PDF, whichever the art script last drew (their names are their SHA-1). */
const SVG = readdirSync(path.join(DEFAULT_CONTENT_DIR, 'images')).find((name) =>
  /^[0-9a-f]{40}-96x96\.svg$/.test(name),
)!
const PDF = readdirSync(path.join(DEFAULT_CONTENT_DIR, 'files')).find((name) => /^[0-9a-f]{40}\.pdf$/.test(name))!

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')
const bundled = (folder: string, file: string) => readFile(path.join(DEFAULT_CONTENT_DIR, folder, file))

describe('asset uploads and exports on an empty dataset', () => {
  let dir: string
  let lake: ContentLake
  let writer: SanityClient

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-lake-assets-'))
    await writeFile(path.join(dir, 'data.ndjson'), '')
    lake = await startContentLake({contentDir: dir})
    writer = lakeClient(lake.url, {token: lake.tokens.write})
  })
  afterAll(async () => {
    await lake.close()
    await rm(dir, {recursive: true})
  })

  it('uploads an image as Sanity does: its id from its SHA-1, dimensions and format, its URL on the image CDN', async () => {
    const bytes = await bundled('images', PNG)
    const document = await writer.assets.upload('image', bytes, {filename: 'avatar.png'})
    const hash = sha1(bytes)
    expect(document).toMatchObject({
      _id: `image-${hash}-512x512-png`,
      _type: 'sanity.imageAsset',
      assetId: hash,
      sha1hash: hash,
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'avatar.png',
      size: bytes.length,
      path: `images/local/production/${hash}-512x512.png`,
      url: `${lake.imageUrl}/images/local/production/${hash}-512x512.png`,
      metadata: {dimensions: {width: 512, height: 512, aspectRatio: 1}},
      _rev: expect.any(String),
    })
    const served = await fetch(document.url)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-sanity-sha1')).toBe(hash)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes)
    expect(lake.requests.find((request) => request.method === 'POST')).toMatchObject({
      api: 'live',
      status: 200,
      url: expect.stringContaining('/assets/images/production?filename=avatar.png'),
    })
    await expect(writer.fetch('*[_type == "sanity.imageAsset"]._id')).resolves.toEqual([document._id])
  })

  it('answers the existing asset, unchanged, for the same bytes uploaded again', async () => {
    const bytes = await bundled('images', PNG)
    const first = await writer.assets.upload('image', bytes)
    const again = await writer.assets.upload('image', bytes, {filename: 'autre.png'})
    expect(again).toEqual(first)
  })

  it('reads an SVG’s dimensions, and names a file by its SHA-1 and extension, served under /files/', async () => {
    const svg = await writer.assets.upload('image', await bundled('images', SVG), {filename: 'logo.svg'})
    expect(svg).toMatchObject({
      _id: `image-${SVG.replace('.svg', '')}-svg`,
      mimeType: 'image/svg+xml',
      metadata: {dimensions: {width: 96, height: 96}},
    })
    const bytes = await bundled('files', PDF)
    const file = await writer.assets.upload('file', bytes, {filename: 'livre-blanc.pdf'})
    expect(sha1(bytes)).toBe(PDF.replace('.pdf', ''))
    expect(file).toMatchObject({
      _id: `file-${sha1(bytes)}-pdf`,
      _type: 'sanity.fileAsset',
      extension: 'pdf',
      mimeType: 'application/pdf',
      url: `${lake.imageUrl}/files/local/production/${sha1(bytes)}.pdf`,
    })
    const served = await fetch(file.url)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes)
  })

  it('refuses an upload without the write token (401), an empty body or an unreadable image (400)', async () => {
    const url = `${lake.url}/v${API_VERSION}/assets/images/production`
    const anonymous = await fetch(url, {method: 'POST', body: await bundled('images', PNG)})
    expect(anonymous.status).toBe(401)
    const headers = {authorization: `Bearer ${lake.tokens.write}`}
    expect((await fetch(url, {method: 'POST', headers, body: ''})).status).toBe(400)
    const garbage = await fetch(url, {method: 'POST', headers, body: 'not an image'})
    expect(garbage.status).toBe(400)
    expect(await garbage.json()).toEqual({
      error: {description: 'Invalid image, could not read metadata', type: 'httpBadRequest'},
    })
  })

  it('exports every document as NDJSON on GET /data/export/{dataset}, drafts included, filtered by type on request', async () => {
    await writer.createOrReplace({_id: 'drafts.a', _type: 'connector', name: 'Brouillon'})
    const response = await fetch(writer.getUrl('/data/export/production'))
    expect(response.headers.get('content-type')).toBe('application/x-ndjson')
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as {_id: string; _type: string})
    expect(lines.map((doc) => doc._type).sort()).toEqual([
      'connector',
      'sanity.fileAsset',
      'sanity.imageAsset',
      'sanity.imageAsset',
    ])
    const connectors = await fetch(`${writer.getUrl('/data/export/production')}?types=connector`)
    expect(
      (await connectors.text())
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as {_id: string})._id),
    ).toEqual(['drafts.a'])
    expect((await fetch(`${lake.url}/v${API_VERSION}/data/export/staging`)).status).toBe(404)
  })
})
