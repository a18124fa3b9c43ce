import model from './model.json'
import {questionTerms} from '../answer/terms'
import {type Candidate, CANDIDATE_FEATURES, OUT_OF_SCOPE, phrasingsCoverage} from './candidates'
import type {Understanding} from './engine'

/**
 * The answer decision, calibrated instead of hand thresholds: two logistic regressions fitted on the training half
 * of the evaluation set by `npm run tune:assistant` (the test half is never read to fit or choose them):
 * - the ranking: the probability that a candidate page answers, from what the classifier and the passage search say
 *   of it;
 * - the answer: the probability that the content answers the question at all, from the best candidates'
 *   probabilities and how much of the question the site's vocabulary knows; under `threshold` (chosen on the
 *   training half) the assistant says it does not know.
 */
interface Regression {
  features: readonly string[]
  /** One weight per feature, then the intercept. */
  weights: readonly number[]
}

export interface DecisionModel {
  ranking: Regression
  answer: Regression & {threshold: number}
}

export const DECISION_MODEL: DecisionModel = model

/** What the answer regression reads of a question and its ranked candidates. */
export const ANSWER_FEATURES = [
  'best',
  'margin',
  'second',
  'coverage',
  'intentCoverage',
  'outOfScope',
  'known',
  'words',
] as const

/** The words a question can hold before its length says nothing more. */
const MAX_WORDS = 8

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z))

function predict(regression: Regression, names: readonly string[], values: readonly number[]): number {
  if (regression.features.join() !== names.join())
    throw new Error('The decision model was fitted on other features: run npm run tune:assistant.')
  return sigmoid(
    values.reduce((sum, value, index) => sum + value * regression.weights[index]!, regression.weights[names.length]!),
  )
}

export interface RankedCandidate extends Candidate {
  probability: number
}

/** The candidates, the likeliest answer first. */
export function rank(candidates: readonly Candidate[], decision: DecisionModel = DECISION_MODEL): RankedCandidate[] {
  return candidates
    .map((candidate) => ({
      ...candidate,
      probability: predict(
        decision.ranking,
        CANDIDATE_FEATURES,
        CANDIDATE_FEATURES.map((name) => candidate.features[name]),
      ),
    }))
    .sort((a, b) => b.probability - a.probability)
}

/** The candidates that answer: a page or an entry, not the subjects out of scope. */
const answering = (ranked: readonly RankedCandidate[]) => ranked.filter((candidate) => candidate.key !== OUT_OF_SCOPE)

export function answerFeatures(ranked: readonly RankedCandidate[], understanding: Understanding): number[] {
  const [best, second] = answering(ranked)
  // The classifier's certainty that a subject is out of scope, as far as that subject's phrasings say the question:
  // it weighs only the words it learnt, and one shared word (« support », « service ») can make it sure.
  const terms = questionTerms(understanding.searched, [])
  const outOfScope = understanding.intents
    .filter(({intent}) => intent.kind === 'outOfScope')
    .reduce((max, {intent, score}) => Math.max(max, score * phrasingsCoverage(intent, terms)), 0)
  return [
    best?.probability ?? 0,
    (best?.probability ?? 0) - (second?.probability ?? 0),
    second?.probability ?? 0,
    best?.features.coverage ?? 0,
    best?.features.intentCoverage ?? 0,
    outOfScope,
    understanding.read.known,
    Math.min(understanding.read.words.length, MAX_WORDS) / MAX_WORDS,
  ]
}

/** The probability that the site's content answers the question: none when a subject out of scope ranks first. */
export function answerProbability(
  ranked: readonly RankedCandidate[],
  understanding: Understanding,
  decision: DecisionModel = DECISION_MODEL,
): number {
  if (ranked[0]?.key === OUT_OF_SCOPE) return 0
  return predict(decision.answer, ANSWER_FEATURES, answerFeatures(ranked, understanding))
}

/** The candidates that answer, the likeliest first. */
export const answeringCandidates = answering
