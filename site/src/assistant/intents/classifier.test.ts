/** @jest-environment node */
import {NluNeural} from '@nlpjs/nlu'

import {trainIntentClassifier} from './classifier'
import type {Intent} from './types'

const intent = (id: string, phrasings: string[]): Intent => ({
  id,
  name: id,
  kind: 'faq',
  faq: null,
  action: null,
  answer: null,
  path: null,
  phrasings,
})
const INTENTS = [
  intent('intent-hebergement', [
    'vos serveurs sont où',
    'où sont stockées nos données',
    'hébergement des données en France',
  ]),
  intent('intent-tarifs', ['combien coûte votre solution', 'quel est le prix de l’abonnement', 'tarif mensuel']),
]
const read = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 2)

afterEach(() => jest.restoreAllMocks())

describe('the intent classifier', () => {
  it('names the intent whose phrasings a question shares', async () => {
    const classifier = await trainIntentClassifier(INTENTS, read, new Map())
    const [first] = await classifier.classify(read('le prix de votre abonnement'))
    expect(first?.intent.id).toBe('intent-tarifs')
  })

  it('trains once for a corpus it has just learnt, and again when a phrasing changes', async () => {
    const train = jest.spyOn(NluNeural.prototype, 'train')
    const changed = [INTENTS[0]!, intent('intent-tarifs', [...INTENTS[1]!.phrasings, 'ça revient à combien par mois'])]
    await trainIntentClassifier(changed, read, new Map())
    await trainIntentClassifier(changed, read, new Map())
    expect(train).toHaveBeenCalledTimes(1)
    const again = await trainIntentClassifier(INTENTS, read, new Map())
    expect(train).toHaveBeenCalledTimes(2)
    expect((await again.classify(read('serveurs en France')))[0]?.intent.id).toBe('intent-hebergement')
  })

  it('knows nothing without phrasings', async () => {
    const classifier = await trainIntentClassifier([], read, new Map())
    expect(await classifier.classify(['prix'])).toEqual([])
  })
})
