import developmentSet from './set/development.json'
import testSet from './set/test.json'
import trainSet from './set/train.json'

/**
 * The assistant's evaluation set (issue #25): 803 questions written from the visitor's side before anyone saw what
 * the assistant answers, for every FAQ entry, action, legal topic and main page in eight registers, and questions to
 * refuse. Split once, stratified by topic: the train half is the only one read to tune (phrasings, synonyms, the
 * decision), the test half is frozen (its hash is checked in questions.test.ts) and gives the figures.
 */

/** Where an answer is: a page's path (an anchor may follow; the path is compared). */
export interface ExpectedSource {
  path: string
  /** On the FAQ page, which holds every entry, the entry's question too: another entry first is a wrong answer. */
  faqQuestion?: string
}

export const REGISTERS = ['formal', 'polite', 'colloquial', 'sms', 'noAccents', 'typos', 'english', 'short'] as const
export type Register = (typeof REGISTERS)[number]

interface Question {
  /** `faq:<id>`, `action:<name>`, `legal:<name>`, `page:<path>`, or `refuse:<reason>`. */
  topic: string
  register: Register
  question: string
}

export interface AnswerableQuestion extends Question {
  /** Every page that answers it, the best first. */
  expected: readonly ExpectedSource[]
}

export interface RefusedQuestion extends Question {
  reason: string
}

export interface EvaluationSet {
  answerable: readonly AnswerableQuestion[]
  refused: readonly RefusedQuestion[]
}

type Item = Question & {expected?: ExpectedSource[]; reason?: string}

function evaluationSet(items: readonly Item[]): EvaluationSet {
  return {
    answerable: items.flatMap((item) => (item.expected ? [{...item, expected: item.expected}] : [])),
    refused: items.flatMap((item) => (item.reason ? [{...item, reason: item.reason}] : [])),
  }
}

export const HALVES = {train: evaluationSet(trainSet as Item[]), test: evaluationSet(testSet as Item[])} as const

/**
 * Questions written after the split, from the visitor's side, by writers who saw neither half nor the intents'
 * phrasings, to tune on with the train half: the train half's questions had already shaped the phrasings and
 * synonyms, so they no longer said how the assistant does on what it never saw. Never a substitute for the test half.
 */
export const DEVELOPMENT = evaluationSet(developmentSet as Item[])

/** What tuning may read: the train half and the development questions. */
export const TUNING: EvaluationSet = {
  answerable: [...HALVES.train.answerable, ...DEVELOPMENT.answerable],
  refused: [...HALVES.train.refused, ...DEVELOPMENT.refused],
}
