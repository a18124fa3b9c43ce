/** @jest-environment node */
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'

import {ClientError, createClient, type SanityClient} from '@sanity/client'
import sharp from 'sharp'
import {DEFAULT_CONTENT_DIR} from '@parlia/services/src/contentLake/dataset'
import {startContentLake, type ContentLake} from '@parlia/services/src/contentLake'

import {createDatasetBackend} from './dataset'

const API_VERSION = '2025-02-19'

/** The real client, pointed at a local host the way the site's configuration points it at Sanity. */
const clientFor = (apiHost: string, options: {useCdn?: boolean; apiVersion?: string} = {}): SanityClient =>
  createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: options.apiVersion ?? API_VERSION,
    apiHost,
    useProjectHostname: false,
    useCdn: options.useCdn ?? false,
  })

const CONNECTOR =
  '*[_type == "connector" && connectorId.current == $slug][0]{_id, name, "logo": logo.asset->{_id, url}}'

describe('the local Content Lake', () => {
  let lake: ContentLake
  let live: SanityClient

  beforeAll(async () => {
    lake = await startContentLake()
    live = clientFor(lake.url)
  })
  afterAll(() => lake.close())

  it('answers a query with parameters over the bundled dataset, asset placeholders made references', async () => {
    await expect(live.fetch(CONNECTOR, {slug: 'active-directory'})).resolves.toEqual({
      _id: 'connector-active-directory',
      name: 'Active Directory',
      logo: {
        _id: 'image-bdcb970c595afa4806b14a056095020652052d71-96x96-svg',
        url: '/content/images/bdcb970c595afa4806b14a056095020652052d71-96x96.svg',
      },
    })
  })

  it('holds what the site’s embedded backend holds: the same query answers the same on both', async () => {
    const query =
      '{"types": array::unique(*._type), "count": count(*), "assets": *[_type == "sanity.imageAsset"] | order(_id) {_id, url, metadata}}'
    const embedded = await createDatasetBackend(DEFAULT_CONTENT_DIR).fetch(query, {}, {fresh: true})
    await expect(live.fetch(query)).resolves.toEqual(embedded)
  })

  it('answers in Sanity’s response shape, the query echoed unless returnQuery=false', async () => {
    const response = await live.fetch('count(*[_type == $type])', {type: 'faq'}, {filterResponse: false})
    const syncTags = [expect.stringMatching(/^s1:/)]
    expect(response).toEqual({ms: expect.any(Number), query: 'count(*[_type == $type])', result: 40, syncTags})
    const raw = await fetch(
      `${lake.url}/v${API_VERSION}/data/query/production?query=${encodeURIComponent('count(*)')}&returnQuery=false`,
    )
    expect(await raw.json()).toEqual({ms: expect.any(Number), result: expect.any(Number), syncTags})
  })

  it('answers a POSTed query (the client posts when the URL would be too long)', async () => {
    const long = 'x'.repeat(12_000)
    await expect(live.fetch('{"length": length($long), "faqs": count(*[_type == "faq"])}', {long})).resolves.toEqual({
      length: 12_000,
      faqs: 40,
    })
    expect(lake.requests.at(-1)).toMatchObject({method: 'POST', status: 200, params: {long}})
  })

  it('rejects a GROQ syntax error with a 400 in Sanity’s error shape, which the client turns into an error', async () => {
    const error = await live.fetch('*[_type == ]').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ClientError)
    expect(error).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('GROQ query parse error'),
      details: {type: 'queryParseError', query: '*[_type == ]', start: expect.any(Number), end: expect.any(Number)},
    })
  })

  it('rejects a query reading a parameter it was not given, as the Content Lake does (groq-js alone reads null)', async () => {
    await expect(live.fetch('*[_type == "faq" && _id == $id]')).rejects.toMatchObject({
      statusCode: 400,
      details: {type: 'queryParseError', description: 'param $id referenced, but not provided', start: 27, end: 30},
    })
    await expect(live.fetch('*[_type == "faq"][0...$end]')).rejects.toMatchObject({
      statusCode: 400,
      details: {description: 'param $end referenced, but not provided'},
    })
  })

  it('answers 404 for another dataset and 400 for a perspective it does not serve', async () => {
    const other = createClient({
      projectId: 'local',
      dataset: 'staging',
      apiVersion: API_VERSION,
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
    })
    await expect(other.fetch('count(*)')).rejects.toMatchObject({statusCode: 404})
    await expect(live.fetch('count(*)', {}, {perspective: ['rSomeRelease']})).rejects.toMatchObject({statusCode: 400})
  })

  it('records every request: host, method, version, dataset, query, parameters, perspective, headers', async () => {
    const before = lake.requests.length
    await live.fetch('*[_id == $id][0]._type', {id: 'siteSettings'}, {perspective: 'published', tag: 'settings'})
    expect(lake.requests.slice(before)).toEqual([
      expect.objectContaining({
        api: 'live',
        method: 'GET',
        status: 200,
        apiVersion: API_VERSION,
        dataset: 'production',
        query: '*[_id == $id][0]._type',
        params: {id: 'siteSettings'},
        perspective: 'published',
        url: expect.stringContaining('tag=settings'),
        headers: expect.objectContaining({'x-sanity-project-id': 'local'}),
      }),
    ])
  })
})

describe('perspectives', () => {
  let lake: ContentLake
  let live: SanityClient
  const id = 'connector-active-directory'
  const ids = `*[_id in [$id, "drafts." + $id, "new-connector", "drafts.new-connector"]]`

  beforeAll(async () => {
    lake = await startContentLake()
    live = clientFor(lake.url)
    lake.mutate([
      {createOrReplace: {_id: `drafts.${id}`, _type: 'connector', name: 'Active Directory (brouillon)'}},
      {createOrReplace: {_id: 'drafts.new-connector', _type: 'connector', name: 'Nouveau'}},
    ])
  })
  afterAll(() => lake.close())

  it('published (the default of recent API versions) hides drafts', async () => {
    const query = `${ids} | order(_id) {_id, name}`
    const expected = [{_id: id, name: 'Active Directory'}]
    await expect(live.fetch(query, {id})).resolves.toEqual(expected)
    await expect(live.fetch(query, {id}, {perspective: 'published'})).resolves.toEqual(expected)
    expect(lake.requests.at(-2)?.perspective).toBe('published')
  })

  it('drafts overlays each draft on its published document, under the published id', async () => {
    const query = `${ids} | order(_id) {_id, _originalId, name}`
    const expected = [
      {_id: id, _originalId: `drafts.${id}`, name: 'Active Directory (brouillon)'},
      {_id: 'new-connector', _originalId: 'drafts.new-connector', name: 'Nouveau'},
    ]
    await expect(live.fetch(query, {id}, {perspective: 'drafts'})).resolves.toEqual(expected)
    // Its former name, still accepted (sent by hand: the client warns that it is deprecated).
    const search = new URLSearchParams({query, $id: JSON.stringify(id), perspective: 'previewDrafts'})
    const response = await fetch(`${lake.url}/v${API_VERSION}/data/query/production?${search}`)
    await expect(response.json()).resolves.toMatchObject({result: expected})
  })

  it('raw returns every document, drafts under their own ids (and is the default of older API versions)', async () => {
    const query = `${ids} | order(_id)._id`
    const expected = [id, `drafts.${id}`, 'drafts.new-connector'].sort()
    await expect(live.fetch(query, {id}, {perspective: 'raw'})).resolves.toEqual(expected)
    await expect(clientFor(lake.url, {apiVersion: '2021-10-21'}).fetch(query, {id})).resolves.toEqual(expected)
  })

  it('reads drafts from an export folder that holds some, their assets made references', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-lake-'))
    const image = {
      _type: 'image',
      _sanityAsset: 'image@file://./images/bdcb970c595afa4806b14a056095020652052d71-96x96.svg',
    }
    const lines = [
      {_id: 'a', _type: 'connector', name: 'Publié'},
      {_id: 'drafts.a', _type: 'connector', name: 'Brouillon', logo: image},
    ]
    await writeFile(path.join(dir, 'data.ndjson'), lines.map((line) => JSON.stringify(line)).join('\n'))
    const folder = await startContentLake({contentDir: dir})
    try {
      await expect(
        clientFor(folder.url).fetch('*[_type == "connector"]{name, "logo": logo.asset->url}', {}, {perspective: 'raw'}),
      ).resolves.toEqual([
        {name: 'Publié', logo: null},
        {name: 'Brouillon', logo: '/content/images/bdcb970c595afa4806b14a056095020652052d71-96x96.svg'},
      ])
    } finally {
      await folder.close()
      await rm(dir, {recursive: true})
    }
  })
})

describe('the API CDN host', () => {
  const query = '*[_id == $id][0].name'
  const params = {id: 'connector-active-directory'}
  const publish = (lake: ContentLake, name: string) =>
    lake.mutate([{createOrReplace: {_id: params.id, _type: 'connector', name}}])

  it('keeps serving the previous revision for the lag after a mutation, then the new one', async () => {
    let clock = 1_000_000
    const lake = await startContentLake({cdnLagMs: 5_000, now: () => clock})
    try {
      const live = clientFor(lake.url)
      // The site's CDN client: useCdn, with the CDN host as its apiHost.
      const cdn = clientFor(lake.cdnUrl, {useCdn: true})
      expect(publish(lake, 'Active Directory v2')).toMatchObject({transactionId: 'local-2', revision: 2})
      await expect(live.fetch(query, params)).resolves.toBe('Active Directory v2')
      await expect(cdn.fetch(query, params)).resolves.toBe('Active Directory')
      clock += 4_999
      await expect(cdn.fetch(query, params)).resolves.toBe('Active Directory')
      publish(lake, 'Active Directory v3')
      clock += 1
      await expect(cdn.fetch(query, params)).resolves.toBe('Active Directory v2')
      clock += 5_000
      await expect(cdn.fetch(query, params)).resolves.toBe('Active Directory v3')
      expect(lake.requests.map((request) => request.api)).toEqual(['live', 'cdn', 'cdn', 'cdn', 'cdn'])
    } finally {
      await lake.close()
    }
  })

  it('measures the lag on the wall clock by default', async () => {
    const lake = await startContentLake({cdnLagMs: 1_500})
    try {
      const cdn = clientFor(lake.cdnUrl, {useCdn: true})
      publish(lake, 'Active Directory v2')
      await expect(cdn.fetch(query, params)).resolves.toBe('Active Directory')
      await sleep(1_600)
      await expect(cdn.fetch(query, params)).resolves.toBe('Active Directory v2')
    } finally {
      await lake.close()
    }
  })

  it('deletes a document as an unpublish would', async () => {
    const lake = await startContentLake()
    // A document of the test's own: the bundled ones are referenced, which the lake refuses to delete.
    const own = {id: 'connector-a-depublier'}
    try {
      lake.mutate([{create: {_id: own.id, _type: 'connector', name: 'À dépublier'}}])
      await expect(clientFor(lake.url).fetch(query, own)).resolves.toBe('À dépublier')
      lake.mutate([{delete: {id: own.id}}])
      await expect(clientFor(lake.url).fetch(query, own)).resolves.toBeNull()
      await expect(clientFor(lake.cdnUrl, {useCdn: true}).fetch(query, own)).resolves.toBeNull()
    } finally {
      await lake.close()
    }
  })
})

describe('the image CDN host', () => {
  const LOGO = 'image-bdcb970c595afa4806b14a056095020652052d71-96x96-svg'
  const PHOTO = 'image-06757db689bed669e3c72a171e757beca83e03c7-512x512-png'
  let lake: ContentLake
  let resolveImage: typeof import('../image').resolveImage

  beforeAll(async () => {
    lake = await startContentLake()
    // The site's own image code, configured as a deployment pointed at this lake would be.
    const saved = {...process.env}
    Object.assign(process.env, {
      SANITY_PROJECT_ID: 'any-project',
      SANITY_DATASET: 'production',
      NEXT_PUBLIC_SANITY_IMAGE_HOST: lake.imageUrl,
    })
    ;({resolveImage} = await import('../image'))
    process.env = saved
  })
  afterAll(() => lake.close())

  const bundled = (file: string) => readFile(path.join(DEFAULT_CONTENT_DIR, 'images', file))

  it('serves the bundled file at the URL the site builds for an asset, with its type', async () => {
    const src = resolveImage({asset: {_ref: LOGO}})!.src
    expect(src).toBe(
      `${lake.imageUrl}/images/any-project/production/bdcb970c595afa4806b14a056095020652052d71-96x96.svg`,
    )
    const response = await fetch(src)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      await bundled('bdcb970c595afa4806b14a056095020652052d71-96x96.svg'),
    )
    expect(lake.requests.at(-1)).toMatchObject({api: 'images', method: 'GET', status: 200})
  })

  it('cuts a raster image to its crop, then resizes it as the URL asks', async () => {
    const src = resolveImage({asset: {_ref: PHOTO}, crop: {top: 0.1, bottom: 0.1, left: 0, right: 0}})!.src
    expect(new URL(src).searchParams.get('rect')).toBe('0,51,512,410')
    const cropped = await fetch(src)
    expect(cropped.headers.get('content-type')).toBe('image/png')
    expect(await sharp(Buffer.from(await cropped.arrayBuffer())).metadata()).toMatchObject({
      width: 512,
      height: 410,
      format: 'png',
    })
    const resized = await fetch(`${src}&w=256&h=128&fit=crop&fm=webp`)
    expect(resized.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({
      width: 256,
      height: 128,
      format: 'webp',
    })
  })

  it('serves a vector as it is, unless a raster format is asked: then drawn to the size, on the background', async () => {
    const src = resolveImage({asset: {_ref: LOGO}})!.src
    const vector = await fetch(`${src}?w=512&auto=format`)
    expect(Buffer.from(await vector.arrayBuffer())).toEqual(
      await bundled('bdcb970c595afa4806b14a056095020652052d71-96x96.svg'),
    )
    const card = await fetch(`${src}?w=1200&h=630&fit=fill&bg=ffffff&fm=png`)
    expect(card.headers.get('content-type')).toBe('image/png')
    const image = sharp(Buffer.from(await card.arrayBuffer()))
    expect(await image.metadata()).toMatchObject({width: 1200, height: 630, format: 'png'})
    // The corner is the background the URL names, white.
    const {data} = await image
      .extract({left: 0, top: 0, width: 1, height: 1})
      .removeAlpha()
      .raw()
      .toBuffer({resolveWithObject: true})
    expect([...data]).toEqual([255, 255, 255])
  })

  it('names a download with dl, which browsers follow across origins where they ignore the download attribute', async () => {
    const response = await fetch(
      `${resolveImage({asset: {_ref: PHOTO}})!.src}?fm=png&dl=${encodeURIComponent('léa-brune.png')}`,
    )
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''l%C3%A9a-brune.png")
  })

  it('answers 400 for a transformation it cannot do', async () => {
    const src = resolveImage({asset: {_ref: PHOTO}})!.src
    for (const query of ['fm=gif', 'w=0', 'w=abc', 'rect=1,2,3', 'rect=0,0,600,600', 'w=10&fit=squash', 'w=10&bg=zz']) {
      const response = await fetch(`${src}?${query}`)
      expect({query, status: response.status}).toEqual({query, status: 400})
    }
  })

  it('answers 404 for an asset the dataset does not hold, another dataset or another path', async () => {
    for (const pathname of [
      `/images/p/production/${'a'.repeat(40)}-96x96.svg`,
      '/images/p/production/bdcb970c595afa4806b14a056095020652052d71-96x96.png',
      '/images/p/staging/bdcb970c595afa4806b14a056095020652052d71-96x96.svg',
      '/images/p/production/..%2F..%2Fdata.ndjson',
      '/files/p/production/report.pdf',
    ]) {
      const response = await fetch(`${lake.imageUrl}${pathname}`)
      expect({pathname, status: response.status}).toEqual({pathname, status: 404})
    }
  })

  it('refuses a method other than GET and HEAD', async () => {
    const response = await fetch(
      `${lake.imageUrl}/images/p/production/bdcb970c595afa4806b14a056095020652052d71-96x96.svg`,
      {method: 'POST'},
    )
    expect(response.status).toBe(405)
  })
})
