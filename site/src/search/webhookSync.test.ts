/** @jest-environment node */
import type {AlgoliaWriter} from './algolia'
import {loadRecord} from './contentRecords'
import {invalidateSearchEngine} from './multiSearch'
import {getSynonymGroups} from './synonymGroups'
import {syncSearch} from './webhookSync'

jest.mock('./contentRecords', () => ({...jest.requireActual('./contentRecords'), loadRecord: jest.fn()}))
jest.mock('./multiSearch', () => ({invalidateSearchEngine: jest.fn()}))
jest.mock('./synonymGroups', () => ({getSynonymGroups: jest.fn()}))

const record = {
  objectID: 'faq-tarifs',
  question: 'Combien coûte Parlia ?',
  anchor: 'combien-coute-parlia',
  answer: 'Un abonnement.',
  category: 'tarifs',
  popular: true,
}

function recordingWriter() {
  const calls: [string, unknown][] = []
  const writer = Object.fromEntries(
    ['replaceAllObjects', 'setSettings', 'saveObject', 'deleteObject', 'saveSynonyms', 'clearSynonyms'].map(
      (method) => [method, async (options: unknown) => void calls.push([method, options])],
    ),
  ) as unknown as AlgoliaWriter
  return {writer, calls}
}

beforeEach(() => {
  jest.mocked(loadRecord).mockResolvedValue(record)
  jest.mocked(getSynonymGroups).mockResolvedValue([['prix', 'tarif']])
})

describe('the search after a published change', () => {
  it('pushes the synonyms again to both Algolia indices, read past the API CDN, when the editors change them', async () => {
    const {writer, calls} = recordingWriter()
    await syncSearch({_id: 'searchSynonyms', _type: 'searchSynonyms', operation: 'update'}, writer)
    expect(getSynonymGroups).toHaveBeenCalledWith({fresh: true})
    const synonymHit = [{objectID: 'synonyms-1', type: 'synonym', synonyms: ['prix', 'tarif']}]
    expect(calls).toEqual([
      ['saveSynonyms', {indexName: 'connectors', synonymHit, replaceExistingSynonyms: true}],
      ['saveSynonyms', {indexName: 'faq', synonymHit, replaceExistingSynonyms: true}],
    ])
    expect(invalidateSearchEngine).not.toHaveBeenCalled()
  })

  it('saves a connector’s or an FAQ entry’s record on Algolia, as before', async () => {
    const {writer, calls} = recordingWriter()
    await syncSearch({_id: 'faq-tarifs', _type: 'faq', operation: 'update'}, writer)
    expect(loadRecord).toHaveBeenCalledWith('faq', 'faq-tarifs', {fresh: true})
    expect(calls).toEqual([['saveObject', {indexName: 'faq', body: record}]])
  })

  it('has the embedded engine rebuilt without Algolia, for the synonyms as for the records, and ignores other types', async () => {
    await syncSearch({_id: 'searchSynonyms', _type: 'searchSynonyms'}, null)
    await syncSearch({_id: 'connector-glpi', _type: 'connector'}, null)
    expect(invalidateSearchEngine).toHaveBeenCalledTimes(2)

    const {writer, calls} = recordingWriter()
    await syncSearch({_id: 'post-x', _type: 'post'}, writer)
    await syncSearch({_id: 'assistantSettings', _type: 'assistantSettings'}, null)
    expect(calls).toEqual([])
    expect(invalidateSearchEngine).toHaveBeenCalledTimes(2)
  })
})
