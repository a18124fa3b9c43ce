import {stemmer as frenchStemmer} from '@orama/stemmers/french'
import type {MissGroup} from '@parlia/schemas/constants/assistantMisses'

import {isStopWord} from '@parlia/search/frenchTokenizer'
import {fold, words} from '@parlia/search/text'
import {MASKS} from './mask'

/** Why a question was sent: the assistant refused it, or the visitor voted « Non » on its answer. */
export type MissKind = 'refusal' | 'unhelpful'

/** A question as it is stored: masked, with what answered it and when it arrived. */
export interface StoredMiss {
  id: string
  question: string
  kind: MissKind
  answerId: string
  createdAt: Date
}

/** Two questions are one when their sets of meaningful words overlap this much (Jaccard index). */
const SIMILARITY_THRESHOLD = 0.6
const EXAMPLES_PER_GROUP = 3

const MASK_TEXT = new RegExp(
  Object.values(MASKS)
    .map((mask) => mask.replace(/[[\]]/gu, '\\$&'))
    .join('|'),
  'gu',
)

/**
 * A question's meaningful words, by their stem: accents, case, punctuation and the masks aside, French stop words and
 * single letters (elisions: « l’ », « j’ ») dropped, each word reduced to its French stem, so « hébergez » and
 * « hébergement », « tarif » and « tarifs » are one. Each stem comes with its first word as written, in lower case.
 */
export function meaningfulWords(question: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const written of words(question.replace(MASK_TEXT, ' ').normalize('NFC').toLowerCase())) {
    const word = fold(written)
    if (word.length < 2 || isStopWord(word)) continue
    const stem = frenchStemmer(word)
    if (!found.has(stem)) found.set(stem, written)
  }
  return found
}

/** The share of their words two sets have in common: |A ∩ B| / |A ∪ B|. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1
  let shared = 0
  for (const item of a) if (b.has(item)) shared += 1
  return shared / (a.size + b.size - shared)
}

interface Draft {
  seed: Set<string>
  /** For a question with no meaningful word (« ??? », « ok »): grouped only with the same text. */
  text: string
  terms: string[]
  members: StoredMiss[]
}

const byCount = (values: readonly string[]) => {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value)
}

/**
 * The misses grouped by similarity, the largest group first (then the latest): each question, oldest first, joins
 * the first group whose first question shares at least SIMILARITY_THRESHOLD of its meaningful words (measured
 * against that first question, so that a chain of small differences never merges unrelated questions), or starts
 * its own.
 */
export function groupMisses(misses: readonly StoredMiss[]): MissGroup[] {
  const drafts: Draft[] = []
  const ordered = [...misses].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
  for (const miss of ordered) {
    const found = meaningfulWords(miss.question)
    const stems = new Set(found.keys())
    const text = words(fold(miss.question)).join(' ')
    const draft = drafts.find((candidate) =>
      stems.size === 0 || candidate.seed.size === 0
        ? stems.size === candidate.seed.size && text === candidate.text
        : jaccard(stems, candidate.seed) >= SIMILARITY_THRESHOLD,
    )
    if (draft) draft.members.push(miss)
    else drafts.push({seed: stems, text, terms: [...found.values()], members: [miss]})
  }
  return drafts
    .map(({members, terms}): MissGroup => {
      const latestFirst = [...members].reverse()
      return {
        id: members[0]!.id,
        count: members.length,
        examples: [...new Set(latestFirst.map((miss) => miss.question))].slice(0, EXAMPLES_PER_GROUP),
        terms,
        refusals: members.filter((miss) => miss.kind === 'refusal').length,
        unhelpful: members.filter((miss) => miss.kind === 'unhelpful').length,
        answerIds: byCount(members.map((miss) => miss.answerId)),
        firstSeen: members[0]!.createdAt.toISOString(),
        lastSeen: members.at(-1)!.createdAt.toISOString(),
        ids: members.map((miss) => miss.id),
      }
    })
    .sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen))
}
