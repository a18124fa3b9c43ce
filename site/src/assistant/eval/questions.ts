import buyerPagesTestSet from './set/buyerPages-test.json'
import buyerPagesTrainSet from './set/buyerPages-train.json'
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

/**
 * Questions on the pages written for those who buy (issue #30: the security centre, the public buyers' page, the
 * savings calculator, the customer stories), and questions near their subjects that no page answers: written from
 * the visitor's side by a writer who read only the content, before any answer was seen, then split once as the main
 * set (every topic in both halves). The train half is tuned on; the test half is frozen (questions.test.ts).
 */
export const BUYER_PAGES = {
  train: evaluationSet(buyerPagesTrainSet as Item[]),
  test: evaluationSet(buyerPagesTestSet as Item[]),
} as const

/** What tuning may read: the train halves and the development questions. */
export const TUNING: EvaluationSet = {
  answerable: [...HALVES.train.answerable, ...DEVELOPMENT.answerable, ...BUYER_PAGES.train.answerable],
  refused: [...HALVES.train.refused, ...DEVELOPMENT.refused, ...BUYER_PAGES.train.refused],
}
