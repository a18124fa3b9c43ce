/** @jest-environment node */
import {evaluate, type Evaluation, merged, missedTargets, report, summary} from './evaluate'
import {type AnswerableQuestion, type RefusedQuestion, REGISTERS} from './questions'

interface FakeAnswer {
  sources: {title: string; url: string}[]
  handover: boolean
}

const source = (url: string, title = 'Une page') => ({url, title})
const answering = (byQuestion: Record<string, FakeAnswer>) => ({
  answer: async (question: string) => byQuestion[question] ?? {sources: [], handover: true},
  refused: (answer: FakeAnswer) => answer.handover && answer.sources.length === 0,
})

const hosting: AnswerableQuestion = {
  topic: 'faq:faq-hebergement',
  register: 'sms',
  question: 'vous hébergez où ?',
  expected: [{path: '/ressources/faq', faqQuestion: 'Où sont hébergées les données ?'}, {path: '/qui-sommes-nous'}],
}
const glpi: AnswerableQuestion = {
  topic: 'page:/solution/connecteurs/glpi',
  register: 'short',
  question: 'glpi ?',
  expected: [{path: '/solution/connecteurs/glpi'}],
}
const crepes: RefusedQuestion = {
  topic: 'refuse:offTopic',
  register: 'colloquial',
  reason: 'offTopic',
  question: 'la recette des crêpes',
}

describe('the evaluation of the assistant', () => {
  it('counts a first source on an expected page, its anchor and query aside', async () => {
    const evaluation = await evaluate(
      answering({'glpi ?': {sources: [source('/solution/connecteurs/glpi#exemples-d-usages')], handover: false}}),
      {answerable: [glpi], refused: []},
    )
    expect(evaluation).toMatchObject({answerable: 1, firstSource: 1, topThree: 1, wronglyRefused: 0})
  })

  it('on the FAQ page, counts only the expected entry: another entry first is a wrong answer on the right page', async () => {
    const assistant = answering({
      'vous hébergez où ?': {
        sources: [
          source('/ressources/faq#combien-coute-parlia', 'Combien coûte Parlia ?'),
          source('/blog/x'),
          source('/ressources/faq#ou', 'Où sont hébergées les données ?'),
        ],
        handover: false,
      },
    })
    const evaluation = await evaluate(assistant, {answerable: [hosting], refused: []})
    expect(evaluation).toMatchObject({firstSource: 0, topThree: 1})
    expect(evaluation.misses.firstSource).toEqual([
      {
        question: 'vous hébergez où ?',
        register: 'sms',
        wanted: '/ressources/faq « Où sont hébergées les données ? » | /qui-sommes-nous',
        got: '/ressources/faq#combien-coute-parlia « Combien coûte Parlia ? » | /blog/x « Une page » | /ressources/faq#ou « Où sont hébergées les données ? »',
      },
    ])
  })

  it('recognises the FAQ entry whatever spaces its title carries', async () => {
    const assistant = answering({
      'vous hébergez où ?': {
        sources: [source('/ressources/faq#ou', 'Où sont\nhébergées les données\u00a0?')],
        handover: false,
      },
    })
    expect(await evaluate(assistant, {answerable: [hosting], refused: []})).toMatchObject({firstSource: 1})
  })

  it('looks no further than the third source', async () => {
    const evaluation = await evaluate(
      answering({
        'glpi ?': {
          sources: [source('/a'), source('/b'), source('/c'), source('/solution/connecteurs/glpi')],
          handover: false,
        },
      }),
      {answerable: [glpi], refused: []},
    )
    expect(evaluation).toMatchObject({firstSource: 0, topThree: 0})
  })

  it('counts a refused answerable question as refused, whatever sources the refusal suggests', async () => {
    const assistant = {
      answer: async () => ({sources: [source('/solution/connecteurs/glpi')], handover: true}),
      refused: () => true,
    }
    const evaluation = await evaluate(assistant, {answerable: [glpi], refused: [crepes]})
    expect(evaluation).toMatchObject({firstSource: 0, topThree: 0, wronglyRefused: 1, toRefuse: 1, refused: 1})
    expect(evaluation.misses.firstSource).toEqual([
      {question: 'glpi ?', register: 'short', wanted: '/solution/connecteurs/glpi', got: 'refusal'},
    ])
  })

  it('lists the questions to refuse that got an answer', async () => {
    const evaluation = await evaluate(
      answering({'la recette des crêpes': {sources: [source('/blog/recettes', 'Recettes')], handover: false}}),
      {answerable: [], refused: [crepes]},
    )
    expect(evaluation.refused).toBe(0)
    expect(evaluation.misses.refusals).toEqual([
      {
        question: 'la recette des crêpes',
        register: 'colloquial',
        wanted: 'refusal (offTopic)',
        got: '/blog/recettes « Recettes »',
      },
    ])
  })

  it('counts by register', async () => {
    const evaluation = await evaluate(
      answering({'glpi ?': {sources: [source('/solution/connecteurs/glpi')], handover: false}}),
      {answerable: [glpi, hosting], refused: [crepes]},
    )
    expect(evaluation.byRegister.short).toEqual({
      answerable: 1,
      firstSource: 1,
      topThree: 1,
      wronglyRefused: 0,
      toRefuse: 0,
      refused: 0,
    })
    expect(evaluation.byRegister.sms).toEqual({
      answerable: 1,
      firstSource: 0,
      topThree: 0,
      wronglyRefused: 1,
      toRefuse: 0,
      refused: 0,
    })
    expect(evaluation.byRegister.colloquial).toEqual({
      answerable: 0,
      firstSource: 0,
      topThree: 0,
      wronglyRefused: 0,
      toRefuse: 1,
      refused: 1,
    })
  })

  it('adds up the folds of a cross-validation, counts, registers and misses', async () => {
    const answers = answering({
      'glpi ?': {sources: [source('/solution/connecteurs/glpi')], handover: false},
      'la recette des crêpes': {sources: [source('/blog')], handover: false},
    })
    const folds = [
      await evaluate(answers, {answerable: [glpi], refused: [crepes]}),
      await evaluate(answers, {answerable: [hosting], refused: []}),
    ]
    const all = merged(folds)
    expect(all).toMatchObject({answerable: 2, firstSource: 1, topThree: 1, wronglyRefused: 1, toRefuse: 1, refused: 0})
    expect(all.byRegister.sms).toEqual({
      answerable: 1,
      firstSource: 0,
      topThree: 0,
      wronglyRefused: 1,
      toRefuse: 0,
      refused: 0,
    })
    expect(all.misses.firstSource.map(({question}) => question)).toEqual(['vous hébergez où ?'])
    expect(all.misses.refusals.map(({question}) => question)).toEqual(['la recette des crêpes'])
  })

  /** An evaluation with the same counts in every register. */
  const evaluationOf = (counts: Omit<Evaluation, 'byRegister' | 'misses'>): Evaluation => ({
    ...counts,
    byRegister: Object.fromEntries(REGISTERS.map((register) => [register, counts])) as Evaluation['byRegister'],
    misses: {firstSource: [], refusals: []},
  })

  it('names each missed target, and none when all are met', () => {
    const met = {answerable: 100, firstSource: 80, topThree: 92, wronglyRefused: 5, toRefuse: 20, refused: 19}
    expect(missedTargets(evaluationOf(met))).toEqual([])
    const missed = missedTargets(evaluationOf({...met, firstSource: 79, topThree: 84, wronglyRefused: 6, refused: 18}))
    expect(missed.slice(0, 4)).toEqual([
      'expected page first: 79.0 % < 80.0 %',
      'expected page among the first three: 84.0 % < 92.0 %',
      'questions to refuse refused: 90.0 % < 95.0 %',
      'answerable questions refused: 6.0 % > 5.0 %',
    ])
    expect(missed.slice(4)).toEqual(
      REGISTERS.map((register) => `${register}: expected page among the first three 84.0 % < 85.0 %`),
    )
  })

  it('holds a language model, which cites only the passages it used, to every target but the three sources', () => {
    const oneCitation = evaluationOf({
      answerable: 100,
      firstSource: 85,
      topThree: 85,
      wronglyRefused: 1,
      toRefuse: 20,
      refused: 18,
    })
    expect(missedTargets(oneCitation, 'citations')).toEqual(['questions to refuse refused: 90.0 % < 95.0 %'])
    expect(missedTargets(oneCitation)).toContain('expected page among the first three: 85.0 % < 92.0 %')
  })

  it('reports the shares, by register, and every miss', async () => {
    const evaluation = await evaluate(answering({}), {answerable: [glpi], refused: [crepes]})
    const text = report(evaluation)
    expect(text).toContain('expected page first:                  0.0 % (0), target ≥ 80.0 %')
    expect(text).toContain('refused: 100.0 % (1), target ≥ 95.0 %')
    expect(text).toMatch(/^ {2}short +1 +0\.0 % +0\.0 % +100\.0 % +0 +0\.0 %$/mu)
    expect(text).toContain(
      'Expected page not first (1):\n  - [short] glpi ?\n      wanted: /solution/connecteurs/glpi\n      got:    refusal',
    )
    expect(summary(evaluation)).not.toContain('Expected page not first')
  })
})
