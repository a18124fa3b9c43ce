/** @jest-environment node */
import {type LocalAlgolia, startAlgolia} from '@parlia/services/src/algolia'
import type {ConnectorRecord, FaqRecord} from '@parlia/search/records'

import {type AlgoliaWriter, algoliaWriter, INDEX_SETTINGS, pushAllRecords, pushSynonyms, syncRecord} from './algolia'

/** Records what the site asks Algolia to do. */
function recordingWriter() {
  const calls: [string, unknown][] = []
  const writer: AlgoliaWriter = {
    replaceAllObjects: async (options) => calls.push(['replaceAllObjects', options]),
    setSettings: async (options) => calls.push(['setSettings', options]),
    saveObject: async (options) => calls.push(['saveObject', options]),
    deleteObject: async (options) => calls.push(['deleteObject', options]),
    saveSynonyms: async (options) => calls.push(['saveSynonyms', options]),
    clearSynonyms: async (options) => calls.push(['clearSynonyms', options]),
  }
  return {writer, calls}
}

const connector: ConnectorRecord = {
  objectID: 'connector-glpi',
  title: 'GLPI',
  slug: 'glpi',
  categories: ['itsm'],
  categoryTitles: ['ITSM'],
  description: 'Tickets',
  popularity: 1,
  featured: true,
  logo: null,
}
const faq: FaqRecord = {
  objectID: 'faq-rgpd',
  question: 'RGPD ?',
  anchor: 'rgpd',
  answer: 'Oui.',
  category: 'securite',
  popular: true,
}

describe('Algolia indexing', () => {
  it('replaces all records of both indices atomically, applies French relevance settings, then the synonyms', async () => {
    const {writer, calls} = recordingWriter()
    await pushAllRecords(writer, {connectors: [connector], faq: [faq]}, [['prix', 'tarif']])
    const synonymHit = [{objectID: 'synonyms-1', type: 'synonym', synonyms: ['prix', 'tarif']}]
    expect(calls).toEqual([
      ['replaceAllObjects', {indexName: 'connectors', objects: [connector]}],
      ['setSettings', {indexName: 'connectors', indexSettings: INDEX_SETTINGS.connectors}],
      ['replaceAllObjects', {indexName: 'faq', objects: [faq]}],
      ['setSettings', {indexName: 'faq', indexSettings: INDEX_SETTINGS.faq}],
      ['saveSynonyms', {indexName: 'connectors', synonymHit, replaceExistingSynonyms: true}],
      ['saveSynonyms', {indexName: 'faq', synonymHit, replaceExistingSynonyms: true}],
    ])
    expect(INDEX_SETTINGS.connectors).toMatchObject({
      attributesForFaceting: ['categories'],
      customRanking: ['asc(popularity)'],
      queryLanguages: ['fr'],
    })
  })

  it('makes the editors’ groups the regular synonyms of both indices, and clears them when there is none', async () => {
    const {writer, calls} = recordingWriter()
    await pushSynonyms(writer, [
      ['RGPD', 'données personnelles'],
      ['ticket', 'incident'],
    ])
    const synonymHit = [
      {objectID: 'synonyms-1', type: 'synonym', synonyms: ['RGPD', 'données personnelles']},
      {objectID: 'synonyms-2', type: 'synonym', synonyms: ['ticket', 'incident']},
    ]
    await pushSynonyms(writer, [])
    expect(calls).toEqual([
      ['saveSynonyms', {indexName: 'connectors', synonymHit, replaceExistingSynonyms: true}],
      ['saveSynonyms', {indexName: 'faq', synonymHit, replaceExistingSynonyms: true}],
      ['clearSynonyms', {indexName: 'connectors'}],
      ['clearSynonyms', {indexName: 'faq'}],
    ])
  })

  it('saves a changed record and deletes a deleted one', async () => {
    const {writer, calls} = recordingWriter()
    await syncRecord(writer, 'connectors', {_id: 'connector-glpi', operation: 'update'}, connector)
    await syncRecord(writer, 'connectors', {_id: 'connector-old', operation: 'delete'}, null)
    await syncRecord(writer, 'faq', {_id: 'faq-gone', operation: 'update'}, null)
    expect(calls).toEqual([
      ['saveObject', {indexName: 'connectors', body: connector}],
      ['deleteObject', {indexName: 'connectors', objectID: 'connector-old'}],
      ['deleteObject', {indexName: 'faq', objectID: 'faq-gone'}],
    ])
  })
})

describe('the Algolia writer', () => {
  let algolia: LocalAlgolia
  const saved = {...process.env}
  beforeAll(async () => {
    algolia = await startAlgolia()
  })
  afterAll(() => algolia.close())
  afterEach(() => {
    process.env = {...saved}
  })

  /** The writer `npm run search:index` and the webhook create, from this configuration. */
  function writerOf(env: Record<string, string>) {
    process.env = {...saved, ...env}
    let writer: AlgoliaWriter | null = null
    jest.isolateModules(() => {
      writer = jest.requireActual<typeof import('./algolia')>('./algolia').algoliaWriter()
    })
    return writer
  }

  it('is not created without an admin key', () => {
    expect(
      writerOf({
        NEXT_PUBLIC_ALGOLIA_APP_ID: algolia.appId,
        NEXT_PUBLIC_ALGOLIA_HOST: algolia.url,
        ALGOLIA_ADMIN_KEY: '',
      }),
    ).toBeNull()
  })

  it('reaches the host NEXT_PUBLIC_ALGOLIA_HOST names, and only it, for every write', async () => {
    const writer = writerOf({
      NEXT_PUBLIC_ALGOLIA_APP_ID: algolia.appId,
      ALGOLIA_ADMIN_KEY: algolia.adminKey,
      NEXT_PUBLIC_ALGOLIA_HOST: `${algolia.url}/`,
    })
    if (!writer) throw new Error('expected a writer')
    await pushAllRecords(writer, {connectors: [connector], faq: [faq]}, [['glpi', 'ticket']])
    expect(algolia.records('connectors')).toEqual([connector])
    expect(algolia.records('faq')).toEqual([faq])
    await syncRecord(writer, 'faq', {_id: faq.objectID, operation: 'delete'}, null)
    expect(algolia.records('faq')).toEqual([])
    expect(algolia.requests.length).toBeGreaterThan(0)
    expect(algolia.requests.every((request) => request.role === 'admin' && request.status < 300)).toBe(true)
  })

  it('uses the host it is given', async () => {
    const writer = algoliaWriter({appId: algolia.appId, adminKey: algolia.adminKey, host: algolia.url})
    await syncRecord(
      writer!,
      'connectors',
      {_id: connector.objectID, operation: 'update'},
      {...connector, title: 'GLPI 10'},
    )
    expect(algolia.records('connectors')).toEqual([{...connector, title: 'GLPI 10'}])
  })
})
