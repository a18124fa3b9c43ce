/** @jest-environment node */
import {serveDocuments} from '../../test/fixtures/builtDataset'
import {getSynonymGroups} from './synonymGroups'

// The synonyms' query on documents built here, not on the bundled ones, which the editors change.
jest.mock('../content/fetch', () => jest.requireActual('../../test/fixtures/builtDataset').builtContentFetch())

const group = (key: string, terms?: string[]) => ({_key: key, _type: 'synonymGroup', ...(terms ? {terms} : {})})
const synonyms = (groups?: object[]) => ({_id: 'searchSynonyms', _type: 'searchSynonyms', ...(groups ? {groups} : {})})

describe('getSynonymGroups', () => {
  it('reads the editors’ groups as lists of terms, in their order', async () => {
    serveDocuments([
      synonyms([
        group('a', ['prix', 'tarif', 'coût', 'combien']),
        group('b', ['données personnelles', 'RGPD', 'vie privée']),
      ]),
    ])
    expect(await getSynonymGroups()).toEqual([
      ['prix', 'tarif', 'coût', 'combien'],
      ['données personnelles', 'RGPD', 'vie privée'],
    ])
  })

  it('drops empty terms, then the groups left with fewer than two', async () => {
    serveDocuments([
      synonyms([
        group('a', ['mot de passe', '', 'identifiant']),
        group('b', ['seul', '']),
        group('c', ['isolé']),
        group('d', []),
        group('e'),
        group('f', ['ticket', 'incident']),
      ]),
    ])
    expect(await getSynonymGroups()).toEqual([
      ['mot de passe', 'identifiant'],
      ['ticket', 'incident'],
    ])
  })

  it('has none when the document or its groups are missing, or only in a draft', async () => {
    serveDocuments([])
    expect(await getSynonymGroups()).toEqual([])
    serveDocuments([synonyms()])
    expect(await getSynonymGroups()).toEqual([])
    serveDocuments([{...synonyms([group('a', ['voicebot', 'callbot'])]), _id: 'drafts.searchSynonyms'}])
    expect(await getSynonymGroups()).toEqual([])
  })
})
