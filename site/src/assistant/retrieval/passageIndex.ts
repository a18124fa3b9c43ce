import {boundedLevenshtein} from '@orama/orama/internals'

import {foldingFrenchTokenizer} from '@parlia/search/frenchTokenizer'
import type {SynonymGroups} from '@parlia/search/synonyms'
import type {Passage} from '../passages'
import {fieldPostings} from './fieldPostings'
import {meaningfulWords, questionUnits} from './questionUnits'

/** A passage and how well it answers the question: see PassageIndex.search. */
export type RetrievedPassage = Passage & {score: number}

export interface PassageIndex {
  /**
   * The passages that say something the question asks about, best first, at most `limit`. Each `score`, from 0 to
   * 1, reads the same whatever the question (a threshold can apply to it): the share of what the question asks
   * that the passage says (each unit of the question weighted by its rarity in the content, so a word the content
   * never uses weighs most), times 0.25 to 1 for its rank by relevance among the passages found (Orama's BM25,
   * title and section counting more than the text). A passage that says all of the question and ranks best scores 1.
   * When the question asks about a word the content never uses, only passages that say two of its units count.
   */
  search(question: string, groups: SynonymGroups, limit: number): Promise<RetrievedPassage[]>
}

/** The title says what the passage is about, then its heading, then its text. */
const BOOST = {title: 3, section: 2, text: 1} as const
const SEARCHED = Object.keys(BOOST) as (keyof typeof BOOST)[]

/**
 * Stems of the same family the stemmer leaves apart (« conform » for « conforme », « conformit » for « conformité »):
 * from this length, a stem is kin to the stems that extend it by at most MAX_KIN_SUFFIX letters, and to those it extends.
 */
const MIN_STEM_FOR_KIN = 5
const MAX_KIN_SUFFIX = 2

/** Typos are tolerated in words from five letters (one), and from eight (two). */
const MIN_WORD_FOR_TYPO = 5
const MIN_WORD_FOR_TWO_TYPOS = 8

/** How much of a passage's score its relevance rank weighs (the rest is the share of the question it says); tuned on the evaluation set. */
const RANK_WEIGHT = 0.75

const fieldText = (text: string) => meaningfulWords(text).join(' ')

/**
 * The passages' fields as Orama indexes them, for its BM25 relevance, and what the score needs: which passages contain
 * each word's stem.
 */
export async function createPassageIndex(passages: readonly Passage[]): Promise<PassageIndex> {
  const tokenizer = foldingFrenchTokenizer({typing: false})
  // Indexed as the questions are read (words folded, stop words out), so both are cut into the same words.
  const values = {
    title: (passage: Passage) => passage.title,
    section: (passage: Passage) => passage.section ?? '',
    text: (passage: Passage) => passage.text,
  }
  const fields = SEARCHED.map((field) => ({
    boost: BOOST[field],
    postings: fieldPostings(
      passages.map((passage) => tokenizer.tokenize(fieldText(values[field](passage)), undefined, field)),
    ),
  }))

  const stemOf = (word: string) => tokenizer.tokenize(word)[0] ?? word
  /**
   * Every word of the content (folded) and its stem; each stem, a word of it, and the passages that contain it, in
   * ascending order: an array of small integers, where sets took 47 MB at a hundred times the content (bench:scale).
   */
  const vocabulary = new Map<string, string>()
  const postings = new Map<string, {word: string; passages: number[]}>()
  passages.forEach((passage, index) => {
    for (const word of new Set(meaningfulWords(`${passage.title} ${passage.section ?? ''} ${passage.text}`))) {
      let stem = vocabulary.get(word)
      if (stem === undefined) vocabulary.set(word, (stem = stemOf(word)))
      const posting = postings.get(stem)
      // Two words of a passage may share a stem: the passage is listed once.
      if (!posting) postings.set(stem, {word, passages: [index]})
      else if (posting.passages.at(-1) !== index) posting.passages.push(index)
    }
  })

  /** The content's stems of a stem's family: itself, and its kin when it is long enough. */
  function family(stem: string): string[] {
    if (stem.length < MIN_STEM_FOR_KIN) return postings.has(stem) ? [stem] : []
    const kin = (long: string, short: string) => long.startsWith(short) && long.length - short.length <= MAX_KIN_SUFFIX
    return [...postings.keys()].filter(
      (known) => known === stem || kin(known, stem) || (known.length >= MIN_STEM_FOR_KIN && kin(stem, known)),
    )
  }

  /**
   * The words a typed word stands for: itself when the content uses it; otherwise itself and the content's closest
   * spellings (« donnés » has a stem, that of « donner », but meant « données »).
   */
  function spellings(word: string): string[] {
    if (vocabulary.has(word) || word.length < MIN_WORD_FOR_TYPO) return [word]
    const tolerance = word.length >= MIN_WORD_FOR_TWO_TYPOS ? 2 : 1
    let best = tolerance + 1
    let closest: string[] = []
    for (const known of vocabulary.keys()) {
      if (Math.abs(known.length - word.length) > tolerance) continue
      const {isBounded, distance} = boundedLevenshtein(word, known, tolerance)
      if (!isBounded || distance > best) continue
      if (distance < best) [best, closest] = [distance, []]
      closest.push(known)
    }
    return [word, ...closest]
  }

  /**
   * Orama's relevance of a stem in each passage that contains it, in the order its search found them: computed on
   * the first question that asks for the stem, then kept (8 bytes a passage, the vocabulary's postings at most), since
   * a common word (« données ») is in tens of thousands of passages at 100× the content and in most questions.
   */
  const relevance = new Map<string, {passages: Int32Array; scores: Float64Array}>()
  function relevanceOf(stem: string) {
    let known = relevance.get(stem)
    if (known) return known
    const {word: spelling, passages: listed} = postings.get(stem)!
    // A search of the spelling matches every longer word that starts with its stem too (Orama's prefix search, which
    // the scores were tuned with): each stem counts for its own passages only.
    const containing = new Uint8Array(passages.length)
    for (const index of listed) containing[index] = 1
    const scores = new Map<number, number>()
    for (const token of tokenizer.tokenize(spelling))
      for (const {boost, postings: field} of fields)
        field.addScores(token, boost, (index) => containing[index] === 1, scores)
    known = {passages: Int32Array.from(scores.keys()), scores: Float64Array.from(scores.values())}
    relevance.set(stem, known)
    return known
  }

  /** The passages containing a word (or what it stands for), with Orama's relevance of the word in each. */
  async function matches(word: string): Promise<Map<number, number>> {
    const found = new Map<number, number>()
    for (const stem of new Set(spellings(word).flatMap((spelling) => family(stemOf(spelling))))) {
      const {passages: containing, scores} = relevanceOf(stem)
      containing.forEach((index, at) => found.set(index, Math.max(found.get(index) ?? 0, scores[at]!)))
    }
    return found
  }

  return {
    async search(question, groups, limit) {
      const asked = questionUnits(question, groups)
      const known = new Map<string, Map<number, number>>()
      for (const word of new Set(asked.flatMap(({alternatives}) => alternatives.flat())))
        known.set(word, await matches(word))
      const units = asked.map(({alternatives}) => {
        // A unit is said by a passage that says all the words of one of its alternatives; its relevance is the best.
        const said = new Map<number, number>()
        for (const alternative of alternatives) {
          const [first, ...others] = alternative.map((word) => known.get(word)!)
          for (const [index, relevance] of first ?? []) {
            if (!others.every((other) => other.has(index))) continue
            const total = others.reduce((sum, other) => sum + other.get(index)!, relevance)
            said.set(index, Math.max(said.get(index) ?? 0, total))
          }
        }
        return {said, weight: Math.log(1 + passages.length / (1 + said.size))}
      })
      const totalWeight = units.reduce((sum, unit) => sum + unit.weight, 0)
      // Per passage, in arrays: a common word is said by tens of thousands of passages at 100× the content.
      const weightOf = new Float64Array(passages.length)
      const relevanceOf = new Float64Array(passages.length)
      const unitsOf = new Uint16Array(passages.length)
      const found: number[] = []
      for (const {said, weight} of units) {
        for (const [index, relevance] of said) {
          if (unitsOf[index] === 0) found.push(index)
          weightOf[index] = weightOf[index]! + weight
          relevanceOf[index] = relevanceOf[index]! + relevance
          unitsOf[index] = unitsOf[index]! + 1
        }
      }
      let bestRelevance = 0
      for (const index of found) bestRelevance = Math.max(bestRelevance, relevanceOf[index]!)
      // A question about something the content never mentions (« la capitale de l’Australie ») is not answered by
      // a passage that shares one word with it ("capital social"): it takes two. Such a passage still sets the ranks.
      const minUnits = units.some(({said}) => said.size === 0) ? 2 : 1
      // Ranked as indexes first; only the best `limit` become results.
      return found
        .filter((index) => unitsOf[index]! >= minUnits)
        .map((index) => ({
          index,
          // Summed in the units' order, a passage saying every unit has the total's weight exactly: its share is 1.
          score:
            (weightOf[index]! / totalWeight) * (1 - RANK_WEIGHT + (RANK_WEIGHT * relevanceOf[index]!) / bestRelevance),
        }))
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map(({index, score}) => ({...passages[index]!, score}))
    },
  }
}
