/** @jest-environment node */
import {type AlgoliaWriter, INDEX_SETTINGS, pushAllRecords, syncRecord} from './algolia'
import type {ConnectorRecord, FaqRecord} from './records'

/** Records what the site asks Algolia to do. */
function recordingWriter() {
  const calls: [string, unknown][] = []
  const writer: AlgoliaWriter = {
    replaceAllObjects: async (options) => calls.push(['replaceAllObjects', options]),
    setSettings: async (options) => calls.push(['setSettings', options]),
    saveObject: async (options) => calls.push(['saveObject', options]),
    deleteObject: async (options) => calls.push(['deleteObject', options]),
  }
  return {writer, calls}
}

const connector: ConnectorRecord = {
  objectID: 'connector-glpi',
  title: 'GLPI',
  slug: 'glpi',
  categories: ['itsm'],
  description: 'Tickets',
  popularity: 1,
  featured: true,
  logo: null,
}
const faq: FaqRecord = {objectID: 'faq-rgpd', question: 'RGPD ?', answer: 'Oui.', category: 'securite', popular: true}

describe('Algolia indexing', () => {
  it('replaces all records of both indices atomically, then applies French relevance settings', async () => {
    const {writer, calls} = recordingWriter()
    await pushAllRecords(writer, {connectors: [connector], faq: [faq]})
    expect(calls).toEqual([
      ['replaceAllObjects', {indexName: 'connectors', objects: [connector]}],
      ['setSettings', {indexName: 'connectors', indexSettings: INDEX_SETTINGS.connectors}],
      ['replaceAllObjects', {indexName: 'faq', objects: [faq]}],
      ['setSettings', {indexName: 'faq', indexSettings: INDEX_SETTINGS.faq}],
    ])
    expect(INDEX_SETTINGS.connectors).toMatchObject({attributesForFaceting: ['categories'], customRanking: ['asc(popularity)'], queryLanguages: ['fr']})
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
