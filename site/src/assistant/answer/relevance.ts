import {LRUCache} from 'lru-cache'

import type {Passage} from '../passages'
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

/**
 * The stems of the passages judged lately, by id, with the texts they were read from: a question judges the same
 * passages two or three times, and the questions of a day ask about the same few hundred passages, whose stemming
 * was most of an answer's time at ten times the content. Bounded (about 5 KB a passage); a passage whose title,
 * section or text changed since (another engine's) is read again.
 */
const PASSAGES_KEPT = 1_000
const stemsById = new LRUCache<string, {read: readonly [string, string, string]; stems: ReadonlySet<string>}>({
  max: PASSAGES_KEPT,
})

/** Every stem of a passage's title, section and text. */
export function passageStems(passage: Passage): ReadonlySet<string> {
  const read = [passage.title, passage.section ?? '', passage.text] as const
  const kept = stemsById.get(passage.id)
  if (kept && kept.read.every((part, index) => part === read[index])) return kept.stems
  const stems = textStems(read.join('\n'))
  stemsById.set(passage.id, {read, stems})
  return stems
}

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
