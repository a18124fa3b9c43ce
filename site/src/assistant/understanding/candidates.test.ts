/** @jest-environment node */
import type {Intent} from '../intents/types'
import {candidatesOf} from './candidates'
import {ANSWER_FEATURES, answerFeatures, DECISION_MODEL, rank} from './decision'
import type {Understanding} from './engine'

const PRESENTATION: Intent = {
  id: 'intent-presentation',
  name: 'Présentation de Parlia',
  kind: 'answer',
  path: '/qui-sommes-nous',
  answer: 'Parlia crée des assistants virtuels.',
  faq: null,
  action: null,
  phrasings: ['c’est quoi Parlia', 'que fait votre entreprise', 'présentez-moi Parlia'],
}

/** What the engine makes of a question the classifier is sure is the presentation, with no passage found. */
const understanding = (searched: string): Understanding => ({
  read: {words: searched.split(' '), known: 1},
  intents: [{intent: PRESENTATION, score: 0.97}],
  passages: [],
  searched,
  own: searched.split(' '),
})

const intentCoverage = (searched: string) =>
  candidatesOf(understanding(searched), () => []).find(({key}) => key === '/qui-sommes-nous')!.features.intentCoverage

describe('the candidates of a question', () => {
  it('say how much of the question the intent’s phrasings say, whatever the classifier’s score', () => {
    expect(intentCoverage('entreprise parlia')).toBe(1)
    expect(intentCoverage('parlia cotée bourse')).toBeCloseTo(1 / 3)
  })
})

describe('the answer decision’s reading of a subject out of scope', () => {
  const HEALTH: Intent = {
    ...PRESENTATION,
    id: 'intent-sante',
    kind: 'outOfScope',
    path: null,
    answer: null,
    phrasings: ['quel médicament prendre', 'symptômes de la grippe'],
  }
  const outOfScope = (searched: string, score: number) => {
    const read: Understanding = {...understanding(searched), intents: [{intent: HEALTH, score}]}
    return answerFeatures(
      rank(
        candidatesOf(read, () => []),
        DECISION_MODEL,
      ),
      read,
    )[ANSWER_FEATURES.indexOf('outOfScope')]
  }

  it('is the classifier’s certainty as far as the subject’s phrasings say the question', () => {
    expect(outOfScope('symptômes grippe', 0.9)).toBeCloseTo(0.9)
    // « support » alone made the classifier sure; its phrasings say one word of three.
    expect(outOfScope('grippe support connecteur', 0.9)).toBeCloseTo(0.3)
  })
})
