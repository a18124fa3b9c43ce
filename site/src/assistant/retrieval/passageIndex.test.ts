/** @jest-environment node */
import {getSynonymGroups} from '../../search/synonymGroups'
import type {SynonymGroups} from '../../search/synonyms'
import {loadPassages, type Passage} from '../passages'
import {createPassageIndex, type PassageIndex} from './passageIndex'

// The bundled dataset's passages and the editors' synonyms, as `npm start` serves them.
let index: PassageIndex
let groups: SynonymGroups
beforeAll(async () => {
  index = await createPassageIndex(await loadPassages())
  groups = await getSynonymGroups()
})

const urls = async (question: string, limit = 3, synonyms = groups) =>
  (await index.search(question, synonyms, limit)).map((passage) => passage.url)
const first = async (question: string) => (await urls(question, 1))[0]

describe('retrieving the passages that answer a question', () => {
  it('puts the page that answers first, as visitors ask: spoken, without accents, with typos', async () => {
    for (const question of [
      'vous hébergez les données où ?',
      'les donnees sont hebergees ou',
      'ou sont hebergés les donnés',
    ]) {
      expect(await first(question)).toBe('/ressources/faq#ou-sont-hebergees-les-donnees')
    }
    expect(await first('y a un age minimum pour utiliser le chatbot ?')).toBe(
      '/ressources/faq#existe-t-il-un-age-minimum-pour-utiliser-le-chatbot',
    )
    expect(await first('etes vous en conformitée avec le rgpd')).toBe('/ressources/faq#parlia-est-il-conforme-au-rgpd')
    expect(await first('vous recrutez des développeurs ?')).toBe(
      '/rejoignez-nous/developpeur-full-stack-typescript#processus-de-recrutement',
    )
    expect(await first('combien de temps vous gardez les cookies de mesure d’audience')).toBe(
      '/politique-de-cookies#cookies-de-mesure-d-audience-soumis-a-votre-consentement',
    )
  })

  it('applies the editors’ synonyms', async () => {
    // « tarif » is in no passage that says what Parlia costs: the group « prix, tarif, coût, combien… » finds it.
    expect(await first('quel est le tarif')).toBe('/ressources/faq#combien-coute-parlia')
    expect(await urls('quel est le tarif', 3, [])).not.toContain('/ressources/faq#combien-coute-parlia')
    // « gestion documentaire » is « GED », the connectors' category.
    expect(await first('gestion documentaire')).toMatch(/^\/solution\/connecteurs\//)
    expect(await first('un callbot pour notre standard')).toBe('/solution/voicebot')
    expect(await urls('un callbot pour notre standard', 1, [])).not.toEqual(['/solution/voicebot'])
  })

  it('scores from 0 to 1, best first, at most `limit` passages', async () => {
    const found = await index.search('comment fonctionne l’intégration avec GLPI ?', groups, 5)
    expect(found).toHaveLength(5)
    expect(found[0]).toMatchObject({url: '/ressources/faq#comment-fonctionne-l-integration-avec-glpi', score: 1})
    const scores = found.map((passage) => passage.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    for (const score of scores) expect(score).toBeGreaterThan(0)
  })

  it('scores an off-topic question far below an answered one, whatever the question', async () => {
    const [hosting] = await index.search('vous hébergez les données où ?', groups, 1)
    const [crepes] = await index.search('c’est quoi la recette des crêpes', groups, 1)
    expect(hosting!.score).toBeGreaterThan(0.9)
    expect(crepes?.score ?? 0).toBeLessThan(0.35)
    expect(await index.search('et vous, où ?', groups, 5)).toEqual([])
  })

  it('finds nothing in a passage that shares one word with a question about what the content never mentions', async () => {
    // "capital" is in the privacy policy (« capital social »); "Australie" nowhere.
    expect(await urls('Quelle est la capitale de l’Australie ?', 5)).toEqual([])
    expect(await first('quel est le capital social de Parlia ?')).toBe(
      '/politique-de-confidentialite#responsable-du-traitement',
    )
    // A word the content never uses does not hide a passage that says two others.
    expect(await first('le bidule GLPI, ça s’intègre comment ?')).toBe(
      '/ressources/faq#comment-fonctionne-l-integration-avec-glpi',
    )
  })

  it('keeps the passages as they are, with their score', async () => {
    const [found] = await index.search('Où sont hébergées les données ?', groups, 1)
    const {score, ...passage} = found!
    expect(score).toBe(1)
    expect(passage satisfies Passage).toMatchObject({
      kind: 'faq',
      title: 'Où sont hébergées les données\u202f?',
      section: null,
    })
  })
})
