import {boundedLevenshtein} from '@orama/orama/internals'
import {LRUCache} from 'lru-cache'
import {groupBy, sortedIndex} from 'remeda'

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

/** The unknown words whose closest spellings are kept. */
const WORDS_SPELLED = 5_000

/** How much of a passage's score its relevance rank weighs (the rest is the share of the question it says); tuned on the evaluation set. */
const RANK_WEIGHT = 0.75

const fieldText = (text: string) => meaningfulWords(text).join(' ')

/**
 * Scores of some of the passages, the best kept for each, in arrays as long as the passages rather than maps: a common
 * word is in tens of thousands of passages at 100× the content, and a question reads a few such lists.
 */
class PassageScores {
  /** The passages scored, in the order they were first. */
  readonly listed: number[] = []
  readonly scores: Float64Array
  private readonly present: Uint8Array

  constructor(passageCount: number) {
    this.scores = new Float64Array(passageCount)
    this.present = new Uint8Array(passageCount)
  }

  has(index: number): boolean {
    return this.present[index] === 1
  }

  keepBest(index: number, score: number): void {
    if (this.present[index] === 0) {
      this.present[index] = 1
      this.listed.push(index)
    }
    this.scores[index] = Math.max(this.scores[index]!, score)
  }

  /** Empty again, clearing only what was scored: its arrays serve another question. */
  clear(): void {
    for (const index of this.listed) {
      this.present[index] = 0
      this.scores[index] = 0
    }
    this.listed.length = 0
  }
}

/** How many emptied score arrays are kept for the next questions: a question reads one per word and per unit. */
const KEPT_SCORES = 24

/**
 * Score arrays reused from question to question rather than allocated for each: at 100× the content one is 360 KB
 * outside V8's heap, a question takes a dozen, and allocating them at the assistant's rate kept the collector busy.
 */
class ScoresPool {
  private readonly free: PassageScores[] = []

  constructor(private readonly passageCount: number) {}

  take(): PassageScores {
    return this.free.pop() ?? new PassageScores(this.passageCount)
  }

  giveBack(used: Iterable<PassageScores>): void {
    for (const scores of used) {
      if (this.free.length === KEPT_SCORES) return
      scores.clear()
      this.free.push(scores)
    }
  }
}

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

  // The stems in code-unit order, where those that extend a stem follow it; and the words by length, where a typo's
  // candidates are: both read by the questions only, built on the first.
  let sortedStems: string[] | undefined
  let wordsByLength: Partial<Record<number, string[]>> | undefined
  // The closest spellings of the words looked for lately: the terms of the editors' synonym groups the content does
  // not use come back with every question naming the group, and a pass over the words took most of such a search.
  const spelled = new LRUCache<string, string[]>({max: WORDS_SPELLED})

  /** The content's stems of a stem's family: itself, and its kin when it is long enough. */
  function family(stem: string): string[] {
    if (stem.length < MIN_STEM_FOR_KIN) return postings.has(stem) ? [stem] : []
    const stems = (sortedStems ??= [...postings.keys()].sort())
    // Those it extends (a kin of five letters at least), then itself and those that extend it, which follow it.
    const found: string[] = []
    for (let cut = Math.max(MIN_STEM_FOR_KIN, stem.length - MAX_KIN_SUFFIX); cut < stem.length; cut += 1)
      if (postings.has(stem.slice(0, cut))) found.push(stem.slice(0, cut))
    for (let at = sortedIndex(stems, stem); at < stems.length && stems[at]!.startsWith(stem); at += 1)
      if (stems[at]!.length - stem.length <= MAX_KIN_SUFFIX) found.push(stems[at]!)
    return found
  }

  /**
   * The words a typed word stands for: itself when the content uses it; otherwise itself and the content's closest
   * spellings (« donnés » has a stem, that of « donner », but meant « données »).
   */
  function spellings(word: string): string[] {
    if (vocabulary.has(word) || word.length < MIN_WORD_FOR_TYPO) return [word]
    let known = spelled.get(word)
    if (!known) spelled.set(word, (known = closestSpellings(word)))
    return known
  }

  /** The content's words closest to one it does not use: a pass over the words of about its length. */
  function closestSpellings(word: string): string[] {
    const tolerance = word.length >= MIN_WORD_FOR_TWO_TYPOS ? 2 : 1
    let best = tolerance + 1
    let closest: string[] = []
    wordsByLength ??= groupBy([...vocabulary.keys()], (known) => known.length)
    for (let length = word.length - tolerance; length <= word.length + tolerance; length += 1)
      for (const known of wordsByLength[length] ?? []) {
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

  const pool = new ScoresPool(passages.length)
  // A question's sums per passage, in arrays kept between questions and cleared where it wrote: a common word is said
  // by tens of thousands of passages at 100× the content.
  const weightOf = new Float64Array(passages.length)
  const relevanceSum = new Float64Array(passages.length)
  const unitsOf = new Uint16Array(passages.length)

  /** The passages containing a word (or what it stands for), with Orama's relevance of the word in each. */
  function matches(word: string): PassageScores {
    const found = pool.take()
    for (const stem of new Set(spellings(word).flatMap((spelling) => family(stemOf(spelling))))) {
      const {passages: containing, scores} = relevanceOf(stem)
      containing.forEach((index, at) => found.keepBest(index, scores[at]!))
    }
    return found
  }

  return {
    async search(question, groups, limit) {
      const found: number[] = []
      const used: PassageScores[] = []
      try {
        return rank(questionUnits(question, groups), limit, found, used)
      } finally {
        // Whatever happened, the arrays go back empty.
        for (const index of found) {
          weightOf[index] = 0
          relevanceSum[index] = 0
          unitsOf[index] = 0
        }
        pool.giveBack(used)
      }
    },
  }

  /** The best `limit` passages for a question's units; `found` and `used` tell its caller what to clear. */
  function rank(asked: ReturnType<typeof questionUnits>, limit: number, found: number[], used: PassageScores[]) {
    const known = new Map<string, PassageScores>()
    for (const word of new Set(asked.flatMap(({alternatives}) => alternatives.flat()))) {
      const scores = matches(word)
      used.push(scores)
      known.set(word, scores)
    }
    const units = asked.map(({alternatives}) => {
      // A unit is said by a passage that says all the words of one of its alternatives; its relevance is the best.
      const said = pool.take()
      used.push(said)
      for (const alternative of alternatives) {
        const [first, ...others] = alternative.map((word) => known.get(word)!)
        for (const index of first?.listed ?? []) {
          if (!others.every((other) => other.has(index))) continue
          said.keepBest(
            index,
            others.reduce((sum, other) => sum + other.scores[index]!, first!.scores[index]!),
          )
        }
      }
      return {said, weight: Math.log(1 + passages.length / (1 + said.listed.length))}
    })
    const totalWeight = units.reduce((sum, unit) => sum + unit.weight, 0)
    for (const {said, weight} of units) {
      for (const index of said.listed) {
        if (unitsOf[index] === 0) found.push(index)
        weightOf[index] = weightOf[index]! + weight
        relevanceSum[index] = relevanceSum[index]! + said.scores[index]!
        unitsOf[index] = unitsOf[index]! + 1
      }
    }
    let bestRelevance = 0
    for (const index of found) bestRelevance = Math.max(bestRelevance, relevanceSum[index]!)
    // A question about something the content never mentions (« la capitale de l’Australie ») is not answered by
    // a passage that shares one word with it ("capital social"): it takes two. Such a passage still sets the ranks.
    const minUnits = units.some(({said}) => said.listed.length === 0) ? 2 : 1
    // The best `limit`, as a stable sort of every passage found would rank them (ties in the order found), kept as
    // they come: a common word finds tens of thousands of passages at 100× the content.
    const best: {index: number; score: number}[] = []
    for (const index of found) {
      if (unitsOf[index]! < minUnits) continue
      // Summed in the units' order, a passage saying every unit has the total's weight exactly: its share is 1.
      const score =
        (weightOf[index]! / totalWeight) * (1 - RANK_WEIGHT + (RANK_WEIGHT * relevanceSum[index]!) / bestRelevance)
      if (best.length === limit && !(score > best.at(-1)!.score)) continue
      let at = best.length
      while (at > 0 && best[at - 1]!.score < score) at -= 1
      best.splice(at, 0, {index, score})
      if (best.length > limit) best.pop()
    }
    return best.map(({index, score}) => ({...passages[index]!, score}))
  }
}
