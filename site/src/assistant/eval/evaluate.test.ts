/** @jest-environment node */
import {evaluate, missedTargets, report} from './evaluate'
import type {AnswerableQuestion, RefusedQuestion} from './questions'

interface FakeAnswer {
  sources: {title: string; url: string}[]
  handover: boolean
}

const source = (url: string, title = 'Une page') => ({url, title})
const answering = (byQuestion: Record<string, FakeAnswer>) => ({
  answer: async (question: string) => byQuestion[question] ?? {sources: [], handover: true},
  refused: (answer: FakeAnswer) => answer.handover && answer.sources.length === 0,
})

const hosting: AnswerableQuestion = {kind: 'faq', question: 'vous hébergez où ?', expected: [{path: '/ressources/faq', faqQuestion: 'Où sont hébergées les données ?'}, {path: '/qui-sommes-nous'}]}
const glpi: AnswerableQuestion = {kind: 'connector', question: 'glpi ?', expected: [{path: '/solution/connecteurs/glpi'}]}
const crepes: RefusedQuestion = {reason: 'hors sujet', question: 'la recette des crêpes'}

describe('the evaluation of the assistant', () => {
  it('counts a first source on an expected page, its anchor and query aside', async () => {
    const evaluation = await evaluate(answering({'glpi ?': {sources: [source('/solution/connecteurs/glpi#exemples-d-usages')], handover: false}}), {answerable: [glpi], refused: []})
    expect(evaluation).toMatchObject({answerable: 1, firstSource: 1, topThree: 1, wronglyRefused: 0})
  })

  it('on the FAQ page, counts only the expected entry: another entry first is a wrong answer on the right page', async () => {
    const assistant = answering({
      'vous hébergez où ?': {sources: [source('/ressources/faq#combien-coute-parlia', 'Combien coûte Parlia ?'), source('/blog/x'), source('/ressources/faq#ou', 'Où sont hébergées les données ?')], handover: false},
    })
    const evaluation = await evaluate(assistant, {answerable: [hosting], refused: []})
    expect(evaluation).toMatchObject({firstSource: 0, topThree: 1})
    expect(evaluation.misses.firstSource).toEqual([
      {
        question: 'vous hébergez où ?',
        wanted: '/ressources/faq « Où sont hébergées les données ? » | /qui-sommes-nous',
        got: '/ressources/faq#combien-coute-parlia « Combien coûte Parlia ? » | /blog/x « Une page » | /ressources/faq#ou « Où sont hébergées les données ? »',
      },
    ])
  })

  it('recognises the FAQ entry whatever spaces its title carries', async () => {
    const assistant = answering({'vous hébergez où ?': {sources: [source('/ressources/faq#ou', 'Où sont\nhébergées les données\u00a0?')], handover: false}})
    expect(await evaluate(assistant, {answerable: [hosting], refused: []})).toMatchObject({firstSource: 1})
  })

  it('looks no further than the third source', async () => {
    const evaluation = await evaluate(answering({'glpi ?': {sources: [source('/a'), source('/b'), source('/c'), source('/solution/connecteurs/glpi')], handover: false}}), {answerable: [glpi], refused: []})
    expect(evaluation).toMatchObject({firstSource: 0, topThree: 0})
  })

  it('counts a refused answerable question as refused, whatever sources the refusal suggests', async () => {
    const assistant = {answer: async () => ({sources: [source('/solution/connecteurs/glpi')], handover: true}), refused: () => true}
    const evaluation = await evaluate(assistant, {answerable: [glpi], refused: [crepes]})
    expect(evaluation).toMatchObject({firstSource: 0, topThree: 0, wronglyRefused: 1, toRefuse: 1, refused: 1})
    expect(evaluation.misses.firstSource).toEqual([{question: 'glpi ?', wanted: '/solution/connecteurs/glpi', got: 'refusal'}])
  })

  it('lists the questions to refuse that got an answer', async () => {
    const evaluation = await evaluate(answering({'la recette des crêpes': {sources: [source('/blog/recettes', 'Recettes')], handover: false}}), {answerable: [], refused: [crepes]})
    expect(evaluation.refused).toBe(0)
    expect(evaluation.misses.refusals).toEqual([{question: 'la recette des crêpes', wanted: 'refusal (hors sujet)', got: '/blog/recettes « Recettes »'}])
  })

  it('names each missed target, and none when all are met', () => {
    const met = {answerable: 20, firstSource: 15, topThree: 18, wronglyRefused: 2, toRefuse: 10, refused: 9, misses: {firstSource: [], refusals: []}}
    expect(missedTargets(met)).toEqual([])
    expect(missedTargets({...met, firstSource: 14, topThree: 17, wronglyRefused: 3, refused: 8})).toEqual([
      'expected page first: 70.0 % < 75.0 %',
      'expected page among the first three: 85.0 % < 90.0 %',
      'questions to refuse refused: 80.0 % < 90.0 %',
      'answerable questions refused: 15.0 % > 10.0 %',
    ])
  })

  it('holds a language model, which cites only the passages it used, to every target but the three sources', () => {
    const oneCitation = {answerable: 20, firstSource: 16, topThree: 16, wronglyRefused: 1, toRefuse: 10, refused: 8, misses: {firstSource: [], refusals: []}}
    expect(missedTargets(oneCitation, 'citations')).toEqual(['questions to refuse refused: 80.0 % < 90.0 %'])
    expect(missedTargets(oneCitation)).toEqual(['expected page among the first three: 80.0 % < 90.0 %', 'questions to refuse refused: 80.0 % < 90.0 %'])
    expect(report({...oneCitation, refused: 9}, 'citations')).toContain('among the first three: 80.0 % (16), no target: the model cites only the passages it used')
  })

  it('reports the shares and every miss', async () => {
    const evaluation = await evaluate(answering({}), {answerable: [glpi], refused: [crepes]})
    const text = report(evaluation)
    expect(text).toContain('expected page first:                0.0 % (0), target ≥ 75.0 %')
    expect(text).toContain('refused: 100.0 % (1), target ≥ 90.0 %')
    expect(text).toContain('Expected page not first (1):\n  - glpi ?\n      wanted: /solution/connecteurs/glpi\n      got:    refusal')
  })
})
