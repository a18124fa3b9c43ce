/** @jest-environment node */
import {simulateReadableStream} from 'ai'
import {MockLanguageModelV3} from 'ai/test'

import type {Passage} from '../../passages'
import {type LlmOutcome, streamLlmAnswer} from './generate'

const passage = (id: string, text: string): Passage => ({
  id,
  kind: 'faq',
  title: `Question ${id} ?`,
  section: null,
  url: `/ressources/faq#${id}`,
  text,
})
const PASSAGES = [
  passage('a', 'Les données sont hébergées en France.'),
  passage('b', 'Un devis est établi pour chaque projet.'),
  passage('c', 'Le modèle est au choix.'),
]

/** A model that writes these pieces, as the AI SDK's own test double does. */
const writing = (pieces: string[]) =>
  new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          {type: 'text-start' as const, id: 't'},
          ...pieces.map((delta) => ({type: 'text-delta' as const, id: 't', delta})),
          {type: 'text-end' as const, id: 't'},
          {
            type: 'finish' as const,
            finishReason: {unified: 'stop' as const, raw: undefined},
            usage: {
              inputTokens: {total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined},
              outputTokens: {total: 1, text: 1, reasoning: undefined},
            },
          },
        ],
      }),
    }),
  })

async function run(pieces: string[]): Promise<{shown: string[]; outcome: LlmOutcome}> {
  const generation = streamLlmAnswer('où et combien ?', [], PASSAGES, {model: writing(pieces)})
  const shown: string[] = []
  let step = await generation.next()
  while (!step.done) {
    shown.push(step.value)
    step = await generation.next()
  }
  return {shown, outcome: step.value}
}

describe('the model’s answer', () => {
  it('is shown as it streams, its citations renumbered in the order the sources are first cited', async () => {
    const {shown, outcome} = await run(['En France [', '3', '] ; sur devis [1, 3].'])
    expect(shown.join('')).toBe('En France [1] ; sur devis [2, 1].')
    expect(outcome).toEqual({
      kind: 'answer',
      text: 'En France [1] ; sur devis [2, 1].',
      sources: [
        {title: 'Question c ?', url: '/ressources/faq#c'},
        {title: 'Question a ?', url: '/ressources/faq#a'},
      ],
    })
  })

  it('is the refusal when the model answers the refusal word, which is never shown', async () => {
    expect(await run(['RE', 'FUS'])).toEqual({shown: [], outcome: {kind: 'refusal'}})
    expect(await run([' Refus.'])).toEqual({shown: [], outcome: {kind: 'refusal'}})
  })

  it('shows an answer that only begins like the refusal word', async () => {
    const {shown, outcome} = await run(['Refu', 'ser un devis est possible [2].'])
    expect(shown.join('')).toBe('Refuser un devis est possible [1].')
    expect(outcome).toMatchObject({kind: 'answer'})
  })

  it('never shows an amount no extract states, even cut between pieces', async () => {
    const {shown, outcome} = await run(['L’abonnement coûte 4', '9 ', '€ par mois [2].'])
    expect(shown.join('')).toBe('L’abonnement coûte ')
    expect(outcome).toEqual({kind: 'failure', why: 'an amount no extract states'})
  })

  it('shows an amount an extract states, and numbers that are no amount', async () => {
    const priced = [passage('a', 'Une rémunération de 45\u00a0000 à 55\u00a0000 € bruts annuels.')]
    const generation = streamLlmAnswer('combien ?', [], priced, {
      model: writing(['Depuis 2018, de 45 000 à 55', ' 000 € bruts [1].']),
    })
    const shown: string[] = []
    let step = await generation.next()
    while (!step.done) {
      shown.push(step.value)
      step = await generation.next()
    }
    expect(shown.join('')).toBe('Depuis 2018, de 45 000 à 55 000 € bruts [1].')
    expect(step.value).toMatchObject({kind: 'answer'})
  })

  it.each([
    ['cites no source', ['Les données sont en France.'], 'no citation'],
    ['cites an extract that does not exist', ['En France [4].'], 'a citation of no extract'],
    ['states an amount no extract states', ['Comptez 1 200 € par an [2].'], 'an amount no extract states'],
    ['writes nothing', [], 'empty answer'],
  ])('is given up when it %s', async (_, pieces, why) => {
    expect((await run(pieces)).outcome).toEqual({kind: 'failure', why})
  })
})
