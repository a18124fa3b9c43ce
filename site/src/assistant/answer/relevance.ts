import type {RetrievedPassage} from '../retrieval'
import {type QuestionTerms, textStems} from './terms'

/**
 * How much of a question a retrieved passage says: the share of the question's meaningful words (./terms.ts: their
 * stems, the editors' synonyms and typos counting) its title, section and text say. One of the features the answer
 * decision reads (../understanding/candidates.ts), and what picks the close questions a refusal suggests.
 */

export interface JudgedPassage {
  passage: RetrievedPassage
  /** The share of the question's meaningful words its title, section and text say. */
  coverage: number
}

const passageStems = (passage: RetrievedPassage) =>
  textStems([passage.title, passage.section ?? '', passage.text].join('\n'))

/** Every retrieved passage with its coverage, in the engine's order. */
export function judge(passages: readonly RetrievedPassage[], terms: QuestionTerms): JudgedPassage[] {
  return passages.map((passage) => ({passage, coverage: terms.coverage(passageStems(passage))}))
}

/** Questions of the FAQ that share something with the question although none answered it: what a refusal suggests. */
export function closeQuestions(judged: readonly JudgedPassage[], count = 2): string[] {
  const titles = judged
    .filter(({passage, coverage}) => passage.kind === 'faq' && coverage > 0)
    .map(({passage}) => passage.title)
  return [...new Set(titles)].slice(0, count)
}
