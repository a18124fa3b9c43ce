/** @jest-environment node */
import {Readable} from 'node:stream'

import {algoliasearch} from 'algoliasearch'
import {DEFAULT_CONTENT_DIR} from '@parlia/services/src/contentLake/dataset'
import type {LocalAlgolia} from '@parlia/services/src/algolia'

type Site = {
  algolia: typeof import('./algolia')
  records: typeof import('./contentRecords')
  synonymGroups: typeof import('./synonymGroups')
  handler: typeof import('./http/handler')
  service: typeof import('./multiSearch')
}
type Records = Awaited<ReturnType<Site['records']['loadRecords']>>

let algolia: LocalAlgolia
let site: Site
let records: Records
let synonyms: string[][]
let admin: ReturnType<typeof algoliasearch>
let searcher: ReturnType<typeof algoliasearch>

/** The site's writer takes the client as its AlgoliaWriter, as `algoliaWriter()` does. */
const writer = () => admin as unknown as import('./algolia').AlgoliaWriter

/** What /api/search answers for a multi-query body: the site's handler over its embedded engine on the bundled content. */
async function embeddedSearch(body: unknown) {
  const response = await site.handler.handleSearchRequest(
    {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: Readable.from([JSON.stringify(body)]),
      ip: '127.0.0.1',
    },
    {rateLimit: async () => ({allowed: true}), search: site.service.multiSearch},
  )
  expect(response.status).toBe(200)
  if (!('results' in response.body)) throw new Error(response.body.message)
  return response.body
}

const withoutTiming = ({results}: {results: object[]}) =>
  results.map((result) => ({...result, processingTimeMS: undefined}))

const lastRequest = () => algolia.requests.at(-1)!

async function raw(path: string, init: RequestInit & {headers?: Record<string, string>} = {}) {
  const response = await fetch(`${algolia.url}${path}`, init)
  return {status: response.status, body: (await response.json()) as unknown}
}

beforeAll(async () => {
  // The site's modules (the server's included) read their configuration when first imported: the bundled
  // dataset, wherever jest runs from.
  process.env.CONTENT_DIR = DEFAULT_CONTENT_DIR
  const {startAlgolia} = await import('@parlia/services/src/algolia')
  algolia = await startAlgolia()
  site = {
    algolia: await import('./algolia'),
    records: await import('./contentRecords'),
    synonymGroups: await import('./synonymGroups'),
    handler: await import('./http/handler'),
    service: await import('./multiSearch'),
  }
  records = await site.records.loadRecords()
  synonyms = (await site.synonymGroups.getSynonymGroups()).map((terms) => [...terms])
  admin = algoliasearch(algolia.appId, algolia.adminKey, {hosts: algolia.hosts})
  searcher = algoliasearch(algolia.appId, algolia.searchKey, {hosts: algolia.hosts})
  await site.algolia.pushAllRecords(writer(), records, synonyms)
})

afterAll(() => algolia.close())

describe('local Algolia: the site indexing with the real algoliasearch client', () => {
  it("holds the site's records and settings after `replaceAllObjects` (temporary index, batch, move) and `setSettings`", async () => {
    const byId = (list: {objectID: string}[]) => [...list].sort((a, b) => a.objectID.localeCompare(b.objectID))
    expect(records.connectors.length).toBeGreaterThan(10)
    expect(byId(algolia.records('connectors'))).toEqual(byId(records.connectors))
    expect(byId(algolia.records('faq'))).toEqual(byId(records.faq))
    expect(algolia.records('connectors_tmp_1')).toEqual([])
    await expect(admin.getSettings({indexName: 'connectors'})).resolves.toEqual(site.algolia.INDEX_SETTINGS.connectors)

    const calls = algolia.requests
      .filter(({url}) => url.includes('/connectors'))
      .map(({method, url}) => `${method} ${new URL(url, algolia.url).pathname}`)
    expect(calls).toEqual([
      'POST /1/indexes/connectors/operation',
      expect.stringMatching(/^POST \/1\/indexes\/connectors_tmp_\d+\/batch$/),
      expect.stringMatching(/^GET \/1\/indexes\/connectors_tmp_\d+\/task\/\d+$/),
      expect.stringMatching(/^GET \/1\/indexes\/connectors_tmp_\d+\/task\/\d+$/),
      'POST /1/indexes/connectors/operation',
      expect.stringMatching(/^GET \/1\/indexes\/connectors_tmp_\d+\/task\/\d+$/),
      expect.stringMatching(/^POST \/1\/indexes\/connectors_tmp_\d+\/operation$/),
      expect.stringMatching(/^GET \/1\/indexes\/connectors_tmp_\d+\/task\/\d+$/),
      'PUT /1/indexes/connectors/settings',
      'POST /1/indexes/connectors/synonyms/batch',
      'GET /1/indexes/connectors/settings',
    ])
    const polls = algolia.requests.filter(({url}) => url.includes('/task/'))
    expect(
      polls.every(({status, response}) => status === 200 && (response as {status: string}).status === 'published'),
    ).toBe(true)
  })

  it.each([
    '',
    'glpi',
    'téléphonie',
    'mot de passe',
    'servicenow',
    'rgpd',
    'signature électronique',
    'combien ça coûte',
    'zzzz',
  ])('answers the search client %p with the same results as the embedded /api/search', async (query) => {
    const requests = [
      {
        indexName: 'connectors',
        query,
        hitsPerPage: 12,
        facets: ['categories'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
      {indexName: 'faq', query, facets: ['*'], facetFilters: [['popular:true', 'popular:false']]},
    ]
    const viaAlgolia = await searcher.search({requests})
    expect(lastRequest()).toMatchObject({method: 'POST', role: 'search', status: 200})
    // The very body the client sent, posted to the site's endpoint.
    const embedded = await embeddedSearch(lastRequest().body)
    expect(withoutTiming(viaAlgolia)).toEqual(withoutTiming(embedded))
    expect(embedded.results.some(({nbHits}) => nbHits > 0)).toBe(query !== 'zzzz')
  })

  it('finds GLPI through the client, with its highlighted title', async () => {
    const {results} = await searcher.search({requests: [{indexName: 'connectors', query: 'glpi'}]})
    const [result] = results
    expect(result && 'hits' in result && result.hits[0]).toMatchObject({
      objectID: 'connector-glpi',
      _highlightResult: {title: {value: '<em>GLPI</em>'}},
    })
  })

  it('holds the editors’ groups as regular synonyms of both indices, and searches with them as Algolia does', async () => {
    for (const indexName of ['connectors', 'faq']) {
      const {hits, nbHits} = await admin.searchSynonyms({
        indexName,
        searchSynonymsParams: {type: 'synonym', hitsPerPage: 1000},
      })
      expect(nbHits).toBe(synonyms.length)
      expect(hits.map((hit) => hit.synonyms)).toEqual(synonyms)
    }
    const {hits} = await admin.searchSynonyms({indexName: 'faq', searchSynonymsParams: {query: 'E-SIGNATURE'}})
    expect(hits).toEqual([
      expect.objectContaining({
        type: 'synonym',
        synonyms: expect.arrayContaining(['signature électronique', 'e-signature']),
      }),
    ])

    const signature = await searcher.searchSingleIndex({
      indexName: 'connectors',
      searchParams: {query: 'signature électronique', hitsPerPage: 100},
    })
    expect(signature.hits.map(({objectID}) => objectID)).toEqual(
      expect.arrayContaining(['connector-yousign', 'connector-docusign']),
    )
    const price = await searcher.searchSingleIndex({
      indexName: 'faq',
      searchParams: {query: 'quel tarif', hitsPerPage: 100},
    })
    expect(price.hits.map(({objectID}) => objectID)).toContain('faq-tarifs')
  })

  it('keeps the synonyms through replaceAllObjects, and follows saveSynonym, deleteSynonym and clearSynonyms', async () => {
    await writer().replaceAllObjects({indexName: 'faq', objects: records.faq})
    expect((await admin.searchSynonyms({indexName: 'faq'})).nbHits).toBe(synonyms.length)

    const quokka = await searcher.searchSingleIndex({indexName: 'faq', searchParams: {query: 'quokka tarif'}})
    expect(quokka.nbHits).toBe(0)
    await admin.saveSynonym({
      indexName: 'faq',
      objectID: 'quokka',
      synonymHit: {objectID: 'quokka', type: 'synonym', synonyms: ['quokka', 'combien']},
    })
    await expect(admin.getSynonym({indexName: 'faq', objectID: 'quokka'})).resolves.toEqual({
      objectID: 'quokka',
      type: 'synonym',
      synonyms: ['quokka', 'combien'],
    })
    const found = await searcher.searchSingleIndex({indexName: 'faq', searchParams: {query: 'quokka coute'}})
    expect(found.hits.map(({objectID}) => objectID)).toContain('faq-tarifs')

    await admin.deleteSynonym({indexName: 'faq', objectID: 'quokka'})
    await expect(admin.getSynonym({indexName: 'faq', objectID: 'quokka'})).rejects.toMatchObject({status: 404})
    expect((await searcher.searchSingleIndex({indexName: 'faq', searchParams: {query: 'quokka coute'}})).nbHits).toBe(0)

    await admin.clearSynonyms({indexName: 'faq'})
    expect((await admin.searchSynonyms({indexName: 'faq'})).nbHits).toBe(0)
    expect((await searcher.searchSingleIndex({indexName: 'faq', searchParams: {query: 'quel tarif'}})).nbHits).toBe(0)
    await site.algolia.pushSynonyms(writer(), synonyms)
    expect((await admin.searchSynonyms({indexName: 'faq'})).nbHits).toBe(synonyms.length)
  })

  it('answers the single-index query with a facet filter applied and the facet counted', async () => {
    const itsm = records.connectors.filter(({categories}) => categories.includes('itsm'))
    const result = await searcher.searchSingleIndex({
      indexName: 'connectors',
      searchParams: {query: '', facetFilters: ['categories:itsm'], facets: ['categories'], hitsPerPage: 100},
    })
    expect(lastRequest().url).toMatch(/^\/1\/indexes\/connectors\/query\?/)
    expect(result.nbHits).toBe(itsm.length)
    expect(result.hits.map(({objectID}) => objectID).sort()).toEqual(itsm.map(({objectID}) => objectID).sort())
    expect(result.facets?.categories?.itsm).toBe(itsm.length)
  })

  it("follows the webhook's changes through the site's syncRecord: a saved record is found, a deleted one is gone", async () => {
    const glpi = records.connectors.find(({objectID}) => objectID === 'connector-glpi')!
    await site.algolia.syncRecord(
      writer(),
      'connectors',
      {_id: glpi.objectID, operation: 'update'},
      {...glpi, title: 'Zorglub GLPI'},
    )
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      url: expect.stringMatching(/^\/1\/indexes\/connectors\?/),
      status: 201,
    })
    const found = await searcher.searchSingleIndex({indexName: 'connectors', searchParams: {query: 'zorglub'}})
    expect(found.hits.map(({objectID}) => objectID)).toEqual(['connector-glpi'])

    await site.algolia.syncRecord(writer(), 'connectors', {_id: glpi.objectID, operation: 'delete'}, null)
    expect(lastRequest()).toMatchObject({
      method: 'DELETE',
      url: expect.stringMatching(/^\/1\/indexes\/connectors\/connector-glpi\?/),
      status: 200,
    })
    const gone = await searcher.searchSingleIndex({indexName: 'connectors', searchParams: {query: 'glpi'}})
    expect(gone.hits.map(({objectID}) => objectID)).not.toContain('connector-glpi')
    await expect(searcher.getObject({indexName: 'connectors', objectID: 'connector-glpi'})).rejects.toMatchObject({
      status: 404,
    })

    await site.algolia.syncRecord(writer(), 'connectors', {_id: glpi.objectID, operation: 'create'}, glpi)
    await expect(searcher.getObject({indexName: 'connectors', objectID: 'connector-glpi'})).resolves.toEqual(glpi)
  })

  it('saves and deletes objects in batches, with tasks the client waits for', async () => {
    const extra = [
      {objectID: 'faq-local-1', question: 'Quokka ?', answer: 'Un marsupial.', category: 'general', popular: false},
      {objectID: 'faq-local-2', question: 'Quokka encore ?', answer: 'Toujours.', category: 'general', popular: true},
    ]
    await admin.saveObjects({indexName: 'faq', objects: extra, waitForTasks: true})
    expect(algolia.requests.slice(-2).map(({method, url}) => `${method} ${url.split('?')[0]}`)).toEqual([
      'POST /1/indexes/faq/batch',
      expect.stringMatching(/^GET \/1\/indexes\/faq\/task\/\d+$/),
    ])
    const found = await searcher.searchSingleIndex({indexName: 'faq', searchParams: {query: 'quokka'}})
    expect(found.hits.map(({objectID}) => objectID).sort()).toEqual(['faq-local-1', 'faq-local-2'])

    await admin.deleteObjects({indexName: 'faq', objectIDs: extra.map(({objectID}) => objectID), waitForTasks: true})
    const gone = await searcher.searchSingleIndex({indexName: 'faq', searchParams: {query: 'quokka'}})
    expect(gone.nbHits).toBe(0)
  })
})

describe('local Algolia: credentials and refusals in Algolia’s shape', () => {
  it('refuses every write with the search-only key (403), and changes nothing', async () => {
    const before = algolia.records('connectors')
    const record = {...records.connectors[0]!, title: 'Piraté'}
    await expect(searcher.saveObject({indexName: 'connectors', body: record})).rejects.toMatchObject({
      status: 403,
      message: 'Method not allowed with this API key',
    })
    await expect(searcher.deleteObject({indexName: 'connectors', objectID: record.objectID})).rejects.toMatchObject({
      status: 403,
    })
    await expect(searcher.setSettings({indexName: 'connectors', indexSettings: {}})).rejects.toMatchObject({
      status: 403,
    })
    await expect(searcher.replaceAllObjects({indexName: 'connectors', objects: [record]})).rejects.toMatchObject({
      status: 403,
    })
    expect(algolia.records('connectors')).toEqual(before)
    const synonymHit = [{objectID: 'x', type: 'synonym' as const, synonyms: ['glpi', 'piraté']}]
    await expect(
      searcher.saveSynonyms({indexName: 'connectors', synonymHit, replaceExistingSynonyms: true}),
    ).rejects.toMatchObject({status: 403})
    await expect(searcher.searchSynonyms({indexName: 'connectors'})).rejects.toMatchObject({status: 403})
    await expect(searcher.clearSynonyms({indexName: 'connectors'})).rejects.toMatchObject({status: 403})
    expect((await admin.searchSynonyms({indexName: 'connectors'})).nbHits).toBe(synonyms.length)
  })

  it('refuses an unknown application id or key, with or without the admin key (403 {message, status})', async () => {
    const strangers = [
      algoliasearch('OTHERAPP', algolia.adminKey, {hosts: algolia.hosts}),
      algoliasearch(algolia.appId, 'wrong-key', {hosts: algolia.hosts}),
    ]
    for (const stranger of strangers) {
      await expect(stranger.search({requests: [{indexName: 'connectors', query: 'glpi'}]})).rejects.toMatchObject({
        status: 403,
      })
      expect(lastRequest()).toMatchObject({
        status: 403,
        response: {message: 'Invalid Application-ID or API key', status: 403},
      })
    }
    await expect(raw('/1/indexes/connectors/query', {method: 'POST', body: '{}'})).resolves.toEqual({
      status: 403,
      body: {message: 'Invalid Application-ID or API key', status: 403},
    })
  })

  it('accepts the credentials as query parameters, as the browser client sends them, and answers CORS', async () => {
    const credentials = new URLSearchParams({
      'x-algolia-application-id': algolia.appId,
      'x-algolia-api-key': algolia.searchKey,
    })
    const response = await fetch(`${algolia.url}/1/indexes/*/queries?${credentials}`, {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: JSON.stringify({requests: [{indexName: 'connectors', params: 'query=glpi&hitsPerPage=1'}]}),
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const {results} = (await response.json()) as {results: {hits: {objectID: string}[]}[]}
    expect(results[0]!.hits.map(({objectID}) => objectID)).toEqual(['connector-glpi'])

    const preflight = await fetch(`${algolia.url}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-algolia-api-key')
  })

  it('refuses a synonym it would not apply, and changes nothing: another kind, fewer than two terms, a body that is no list', async () => {
    const save = (synonymHit: unknown) =>
      admin.saveSynonyms({indexName: 'faq', synonymHit: synonymHit as never, replaceExistingSynonyms: true})
    const valid = {objectID: 'ok', type: 'synonym', synonyms: ['a', 'b']}
    await expect(
      save([valid, {objectID: 'one-way', type: 'onewaysynonym', input: 'a', synonyms: ['b']}]),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/regular synonyms only/),
    })
    await expect(save([valid, {objectID: 'alone', type: 'synonym', synonyms: ['seul']}])).rejects.toMatchObject({
      status: 400,
    })
    await expect(save([{type: 'synonym', synonyms: ['a', 'b']}])).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/objectID/),
    })
    await expect(save({objectID: 'x'})).rejects.toMatchObject({status: 400})
    await expect(admin.getSynonym({indexName: 'faq', objectID: 'ok'})).rejects.toMatchObject({
      status: 404,
      message: 'Synonym set does not exist',
    })
    expect((await admin.searchSynonyms({indexName: 'faq'})).nbHits).toBe(synonyms.length)
  })

  it('refuses a record over the size limit, an index the site does not have, an unknown action and an unknown path', async () => {
    const huge = {...records.faq[0]!, answer: 'x'.repeat(20_000)}
    await expect(admin.saveObject({indexName: 'faq', body: huge})).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/too big/),
    })
    await expect(searcher.searchSingleIndex({indexName: 'products', searchParams: {query: 'x'}})).rejects.toMatchObject(
      {status: 404},
    )
    // The multi-query endpoint refuses with the protocol /api/search applies, in Algolia's shape.
    await expect(searcher.search({requests: [{indexName: 'products', query: 'x'}]})).rejects.toMatchObject({
      status: 404,
    })
    await expect(
      searcher.search({requests: [{indexName: 'faq', query: 'x', hitsPerPage: 'many' as never}]}),
    ).rejects.toMatchObject({status: 400, message: expect.any(String)})
    await expect(
      admin.batch({indexName: 'faq', batchWriteParams: {requests: [{action: 'explode' as never, body: {}}]}}),
    ).rejects.toMatchObject({
      status: 400,
    })
    await expect(admin.getSettings({indexName: 'never-written'})).rejects.toMatchObject({
      status: 404,
      message: 'Index does not exist',
    })
    const headers = {'x-algolia-application-id': algolia.appId, 'x-algolia-api-key': algolia.adminKey}
    await expect(raw('/1/keys', {headers})).resolves.toEqual({
      status: 404,
      body: {message: 'Resource does not exist', status: 404},
    })
    await expect(raw('/1/indexes/*/queries', {method: 'POST', headers, body: '{"requests":'})).resolves.toMatchObject({
      status: 400,
    })
  })
})
