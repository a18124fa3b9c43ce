/** @jest-environment node */
import {fetchSecretQuery} from '@sanity/preview-url-secret/constants'

import {localLake} from '../testing/localLake'
import {addPhrasing, addSynonym, loadIntents, loadSynonymGroups} from './edits'
import {editorSecrets} from './editorSecret'

// The Studio's writes, through the real client, on the local Content Lake (the tests' stand-in for a Sanity project)
// over a dataset of this file's own.
const PHRASINGS = [
  'Où sont hébergées les données ?',
  'vous hébergez où',
  'hébergement en France ?',
  'datacenter ?',
  'where is my data hosted',
]
const documents = [
  {
    _id: 'intent-hebergement',
    _type: 'assistantIntent',
    name: 'Hébergement des données',
    kind: 'faq',
    phrasings: PHRASINGS,
  },
  {_id: 'intent-tarifs', _type: 'assistantIntent', name: 'Tarifs', kind: 'faq', phrasings: ['combien ça coûte']},
  {
    _id: 'drafts.intent-tarifs',
    _type: 'assistantIntent',
    name: 'Tarifs et devis',
    kind: 'faq',
    phrasings: ['combien ça coûte', 'un devis ?'],
  },
  {
    _id: 'searchSynonyms',
    _type: 'searchSynonyms',
    groups: [{_key: 'g1', _type: 'synonymGroup', terms: ['salaire', 'rémunération']}],
  },
]

const lake = localLake(documents)

const get = (id: string) => lake.client().getDocument(id)

describe('adding a phrasing to an intent', () => {
  it('appends it to a draft made from the published intent, which stays as it was', async () => {
    expect(await addPhrasing(lake.client(), 'intent-hebergement', ' vos serveurs sont où ? ')).toBe('added')
    expect(await get('drafts.intent-hebergement')).toMatchObject({
      _type: 'assistantIntent',
      name: 'Hébergement des données',
      kind: 'faq',
      phrasings: [...PHRASINGS, 'vos serveurs sont où ?'],
    })
    expect((await get('intent-hebergement'))?.phrasings).toEqual(PHRASINGS)
  })

  it('appends it to the draft when there is one, and not twice (accents and case aside)', async () => {
    expect(await addPhrasing(lake.client(), 'intent-tarifs', 'c’est combien ?')).toBe('added')
    expect((await get('drafts.intent-tarifs'))?.phrasings).toEqual([
      'combien ça coûte',
      'un devis ?',
      'c’est combien ?',
    ])
    expect(await addPhrasing(lake.client(), 'drafts.intent-tarifs', 'COMBIEN CA COUTE')).toBe('present')
    expect((await get('drafts.intent-tarifs'))?.phrasings).toHaveLength(3)
  })

  it('lists each intent once, by its draft’s name when it has one', async () => {
    expect(await loadIntents(lake.client())).toEqual([
      {id: 'intent-hebergement', name: 'Hébergement des données'},
      {id: 'intent-tarifs', name: 'Tarifs et devis'},
    ])
  })
})

describe('adding a synonym', () => {
  it('adds the term to a group of the draft of « Synonymes de recherche », once', async () => {
    expect(await loadSynonymGroups(lake.client())).toEqual([{key: 'g1', terms: ['salaire', 'rémunération']}])
    expect(await addSynonym(lake.client(), {groupKey: 'g1'}, 'paie')).toBe('added')
    expect((await get('drafts.searchSynonyms'))?.groups).toEqual([
      {_key: 'g1', _type: 'synonymGroup', terms: ['salaire', 'rémunération', 'paie']},
    ])
    expect(await addSynonym(lake.client(), {groupKey: 'g1'}, 'Paie')).toBe('present')
    expect((await get('searchSynonyms'))?.groups[0].terms).toEqual(['salaire', 'rémunération'])
    expect(await loadSynonymGroups(lake.client())).toEqual([{key: 'g1', terms: ['salaire', 'rémunération', 'paie']}])
  })

  it('makes a new group of the term and another', async () => {
    expect(await addSynonym(lake.client(), {newGroupWith: 'bulletin de salaire'}, 'fiche de paie', () => 'k2')).toBe(
      'added',
    )
    expect((await get('drafts.searchSynonyms'))?.groups).toEqual([
      {_key: 'g1', _type: 'synonymGroup', terms: ['salaire', 'rémunération']},
      {_key: 'k2', _type: 'synonymGroup', terms: ['fiche de paie', 'bulletin de salaire']},
    ])
  })

  it('refuses a group that no longer exists, in French', async () => {
    await expect(addSynonym(lake.client(), {groupKey: 'disparu'}, 'paie')).rejects.toThrow(
      'Ce groupe de synonymes n’existe plus',
    )
  })
})

describe('the editor’s secret', () => {
  it('is a preview secret document the site finds with the library’s own query, made once and renewed before it expires', async () => {
    // The library also deletes expired secrets by query, which the local Content Lake does not do: it logs that.
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    let now = Date.now()
    const secret = editorSecrets(lake.client(), 'http://localhost:3333/questions-sans-reponse', 'editeur-1', () => now)
    const first = await secret()
    expect(await secret()).toBe(first)
    const found = await lake.client().withConfig({perspective: 'raw'}).fetch(fetchSecretQuery, {secret: first})
    expect(found).toMatchObject({secret: first, studioUrl: 'http://localhost:3333/questions-sans-reponse'})

    now += 56 * 60_000
    const renewed = await secret()
    expect(renewed).not.toBe(first)
    log.mockRestore()
  })
})
