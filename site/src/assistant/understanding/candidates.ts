import {routes} from '@parlia/schemas/routes'

import {judge} from '../answer/relevance'
import {type QuestionTerms, questionTerms, textStems} from '../answer/terms'
import type {Intent, IntentGuess} from '../intents/types'
import type {Passage} from '../passages'
import type {RetrievedPassage} from '../retrieval'
import type {Understanding} from './engine'

/**
 * The answers a question may get, each a page (or one FAQ entry, the FAQ page holding them all) that the classifier,
 * the passage search or both point at, with what each of them says of it. The ranking model orders them.
 */
export interface Candidate {
  /** `faq:<entry id>`, a page's path, `handover`, or `outOfScope` (a subject the editors say the site does not cover). */
  key: string
  /** The intent whose answer this is, when the classifier names one. */
  intent: IntentGuess | null
  /** The retrieved passages of this page (of this entry), best first. */
  passages: RetrievedPassage[]
  features: CandidateFeatures
}

/**
 * Each from 0 to 1: the classifier's score, its fourth power (a sure classifier should outweigh a passage that shares
 * words by chance, which a weight alone cannot say), whether it is its first intent and its share of the first's
 * score; the best passage's score, its fourth power, rank, share of the first passage's score and coverage, and the
 * share of the retrieved passages that are this candidate's; whether both point here. And how much of the question the intent's phrasings say:
 * the classifier weighs only the words it learnt, so « Parlia est-elle cotée en bourse ? » is sure to be « Qu’est-ce
 * que Parlia ? », one word of three.
 */
export const CANDIDATE_FEATURES = [
  'intent',
  'intentSure',
  'intentFirst',
  'intentRelative',
  'passage',
  'passageSure',
  'passageRank',
  'passageRelative',
  'passageCount',
  'coverage',
  'both',
  'intentCoverage',
] as const
export type CandidateFeatures = Record<(typeof CANDIDATE_FEATURES)[number], number>

const pathOf = (url: string) => url.split('#')[0]!

/** The candidate of the subjects the site does not cover: when it ranks first, the assistant refuses. */
export const OUT_OF_SCOPE = 'outOfScope'

/** The stems of an intent's phrasings, read once per intent of the content. */
const phrasingStems = new WeakMap<Intent, ReadonlySet<string>>()
function stemsOfPhrasings(intent: Intent): ReadonlySet<string> {
  let stems = phrasingStems.get(intent)
  if (!stems) phrasingStems.set(intent, (stems = textStems(intent.phrasings.join('\n'))))
  return stems
}

/** How much of the question an intent's phrasings say. */
export const phrasingsCoverage = (intent: Intent, terms: QuestionTerms) => terms.coverage(stemsOfPhrasings(intent))

/** Where an intent's answer is. */
function intentKey(intent: Intent): string | null {
  if (intent.kind === 'outOfScope') return OUT_OF_SCOPE
  if (intent.kind === 'faq') return intent.faq ? `faq:${intent.faq}` : null
  if (intent.kind === 'action' && intent.action === 'handover') return 'handover'
  if (intent.kind === 'action' && intent.action === 'demo') return routes.demo
  if (intent.kind === 'action' && intent.action === 'contact') return routes.contact
  return intent.path ?? null
}

/** Where a passage is: its FAQ entry, or its page. */
const passageKey = (passage: RetrievedPassage) =>
  passage.kind === 'faq' ? `faq:${passage.id.split('#')[0]}` : pathOf(passage.url)

/**
 * `passagesOf`: every passage of a candidate (its FAQ entry's, its page's), for how much of the question it says
 * even when the search did not retrieve it (an intent's page).
 */
export function candidatesOf(
  understanding: Understanding,
  passagesOf: (key: string) => readonly Passage[],
): Candidate[] {
  const terms = questionTerms(understanding.searched, [])
  const byKey = new Map<
    string,
    {intent: IntentGuess | null; intentRank: number; passages: RetrievedPassage[]; passageRank: number}
  >()
  const entry = (key: string) => {
    let found = byKey.get(key)
    if (!found) byKey.set(key, (found = {intent: null, intentRank: Infinity, passages: [], passageRank: Infinity}))
    return found
  }
  understanding.intents.forEach((guess, rank) => {
    const key = intentKey(guess.intent)
    if (key === null) return
    const found = entry(key)
    if (!found.intent) Object.assign(found, {intent: guess, intentRank: rank})
  })
  understanding.passages.forEach((passage, rank) => {
    const found = entry(passageKey(passage))
    found.passages.push(passage)
    found.passageRank = Math.min(found.passageRank, rank)
  })
  const topIntent = understanding.intents[0]?.score ?? 0
  const topPassage = understanding.passages[0]?.score ?? 0
  const retrieved = Math.max(1, understanding.passages.length)
  return [...byKey].map(([key, {intent, intentRank, passages, passageRank}]) => {
    const best = passages[0]
    const own = best ? [best] : passagesOf(key).map((passage) => ({...passage, score: 0}))
    const coverage = Math.max(0, ...judge(own, terms).map((judged) => judged.coverage))
    return {
      key,
      intent,
      passages,
      features: {
        intent: intent?.score ?? 0,
        intentSure: (intent?.score ?? 0) ** 4,
        intentFirst: intentRank === 0 ? 1 : 0,
        intentRelative: topIntent > 0 ? (intent?.score ?? 0) / topIntent : 0,
        passage: best?.score ?? 0,
        passageSure: (best?.score ?? 0) ** 4,
        passageRank: best ? 1 / (1 + passageRank) : 0,
        passageRelative: topPassage > 0 ? (best?.score ?? 0) / topPassage : 0,
        passageCount: passages.length / retrieved,
        coverage,
        both: intent && best ? 1 : 0,
        intentCoverage: intent ? phrasingsCoverage(intent.intent, terms) : 0,
      },
    }
  })
}
