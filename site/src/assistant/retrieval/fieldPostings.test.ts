/** @jest-environment node */
import {create, insertMultiple, search} from '@orama/orama'

import {foldingFrenchTokenizer} from '@parlia/search/frenchTokenizer'

import {fieldPostings} from './fieldPostings'

const BOOST = {title: 3, section: 2, text: 1} as const
const FIELDS = ['title', 'section', 'text'] as const

/** Passages of varied length and vocabulary, with words that share prefixes, an empty section, repeated words. */
const passages = [
  {
    title: 'Hébergement des données',
    section: 'Sécurité',
    text: 'Vos données sont hébergées en France, chez un hébergeur certifié.',
  },
  {
    title: 'Connecteur GLPI',
    section: '',
    text: 'Le connecteur GLPI crée un ticket et suit le ticket jusqu’à sa résolution.',
  },
  {
    title: 'Tarifs',
    section: 'Abonnement',
    text: 'Le prix dépend du volume de conversations et des connecteurs activés.',
  },
  {
    title: 'Données personnelles',
    section: 'RGPD',
    text: 'Le délégué à la protection des données répond à vos demandes de droits.',
  },
  {
    title: 'Assistant RH',
    section: 'Ressources humaines',
    text: 'Congés, paie et mutuelle : l’assistant répond aux salariés jour et nuit.',
  },
  {
    title: 'Intranet',
    section: 'Intégration',
    text: 'Intégrez l’assistant à votre intranet en une ligne de code, sans développement.',
  },
]

describe('fieldPostings', () => {
  it('scores each passage as Orama’s own prefix search does, field boosts included', async () => {
    const tokenizer = foldingFrenchTokenizer({typing: false})
    const db = create({schema: {title: 'string', section: 'string', text: 'string'} as const, components: {tokenizer}})
    await insertMultiple(
      db,
      passages.map((passage, index) => ({id: String(index), ...passage})),
    )
    const fields = FIELDS.map((field) => ({
      boost: BOOST[field],
      postings: fieldPostings(passages.map((passage) => tokenizer.tokenize(passage[field], undefined, field))),
    }))

    let compared = 0
    for (const word of ['donnees', 'heberge', 'ticket', 'connect', 'assistant', 'intra', 'prix', 'absent']) {
      const hits = await search(db, {term: word, properties: [...FIELDS], boost: BOOST, limit: passages.length})
      const scores = new Map<number, number>()
      for (const token of tokenizer.tokenize(word))
        for (const {boost, postings} of fields) postings.addScores(token, boost, () => true, scores)
      expect([...scores.keys()].sort()).toEqual(hits.hits.map((hit) => Number(hit.id)).sort())
      for (const hit of hits.hits) expect(scores.get(Number(hit.id))).toBeCloseTo(hit.score, 10)
      compared += hits.hits.length
    }
    expect(compared).toBeGreaterThanOrEqual(8)
  })

  it('scores only the passages it is asked about', () => {
    const postings = fieldPostings([['donne', 'franc'], ['donne'], ['ticket']])
    const scores = new Map<number, number>()
    postings.addScores('donn', 1, (passage) => passage !== 0, scores)
    expect([...scores.keys()]).toEqual([1])
    expect(scores.get(1)).toBeGreaterThan(0)
  })
})
