import type {RetrievedPassage} from '../retrieval'
import {type QuestionTerms, textStems} from './terms'

/**
 * Whether a retrieved passage answers the question, on two measures that each miss what the other catches: the
 * engine's score (src/assistant/retrieval: the share of the question the passage says, weighted by rarity, and its
 * rank), and the share of the question's meaningful words the passage says (./terms.ts: their stems, the editors'
 * synonyms and typos counting). « la recette des crêpes » shares a rare word with a blog section on a project's
 * acceptance testing ("recette"), « Quel temps fera-t-il à Lyon demain ? » the common "Lyon" with the about page.
 */

/**
 * The thresholds, tuned on the evaluation set (src/assistant/eval: 123 answerable questions, 30 to refuse) for the
 * fewest wrong refusals that still refuse nine questions in ten; `npm run eval:assistant` prints where they stand.
 */
const MIN_SCORE = 0.25
const MIN_COVERAGE = 0.5

export interface JudgedPassage {
  passage: RetrievedPassage
  /** The share of the question's meaningful words its title, section and text say. */
  coverage: number
}

const passageStems = (passage: RetrievedPassage) => textStems([passage.title, passage.section ?? '', passage.text].join('\n'))

/** Every retrieved passage with its coverage, in the engine's order. */
export function judge(passages: readonly RetrievedPassage[], terms: QuestionTerms): JudgedPassage[] {
  return passages.map((passage) => ({passage, coverage: terms.coverage(passageStems(passage))}))
}

/** The passages that answer, best first: the engine's order among those that pass both thresholds. */
export const answering = (judged: readonly JudgedPassage[]): JudgedPassage[] =>
  judged.filter(({passage, coverage}) => passage.score >= MIN_SCORE && coverage >= MIN_COVERAGE)

/** Questions of the FAQ that share something with the question although none answered it: what a refusal suggests. */
export function closeQuestions(judged: readonly JudgedPassage[], count = 2): string[] {
  const titles = judged.filter(({passage, coverage}) => passage.kind === 'faq' && coverage > 0).map(({passage}) => passage.title)
  return [...new Set(titles)].slice(0, count)
}
