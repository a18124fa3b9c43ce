import {answerableQuestions, refusedQuestions, type AnswerableQuestion, type ExpectedSource, type RefusedQuestion} from './questions'

/** What the evaluation reads of an answer: its sources, best first. */
interface EvaluatedAnswer {
  sources: readonly {title: string; url: string}[]
}

export interface Assistant<A extends EvaluatedAnswer> {
  answer: (question: string) => Promise<A>
  /** Whether an answer is the refusal (the assistant says it does not know, or will not answer). */
  refused: (answer: A) => boolean
}

/** The quality targets of the embedded mode (issue #14), as shares of the set. */
const TARGETS = {firstSource: 0.75, topThree: 0.9, refused: 0.9, wronglyRefusedAtMost: 0.1} as const

export interface Miss {
  question: string
  /** Why the question is there: the pages expected, or the reason it must be refused. */
  wanted: string
  /** The sources given, best first, or « refusal ». */
  got: string
}

export interface Evaluation {
  answerable: number
  firstSource: number
  topThree: number
  wronglyRefused: number
  toRefuse: number
  refused: number
  /** Answerable questions whose first source is not an expected page, and questions that were not refused. */
  misses: {firstSource: Miss[]; refusals: Miss[]}
}

/** A URL's path: its anchor and query aside. */
export const pathOf = (url: string) => new URL(url, 'https://parlia.invalid').pathname
/** A title on one line: a FAQ entry's question may wrap or carry non-breaking spaces. */
export const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim()

/** A source answers when it is on an expected page, and, on the FAQ page, is the expected entry. */
function isExpected(source: {title: string; url: string}, expected: readonly ExpectedSource[]): boolean {
  const path = pathOf(source.url)
  return expected.some((wanted) => pathOf(wanted.path) === path && (wanted.faqQuestion === undefined || oneLine(wanted.faqQuestion) === oneLine(source.title)))
}

const describeExpected = (expected: readonly ExpectedSource[]) =>
  expected.map((wanted) => (wanted.faqQuestion ? `${wanted.path} « ${wanted.faqQuestion} »` : wanted.path)).join(' | ')

const describeSources = (sources: EvaluatedAnswer['sources']) =>
  sources.length === 0 ? 'no source' : sources.map((source) => `${source.url} « ${source.title} »`).join(' | ')

/** Runs every question of the set through the assistant, one after the other (as a visitor would). */
export async function evaluate<A extends EvaluatedAnswer>(
  assistant: Assistant<A>,
  set: {answerable: readonly AnswerableQuestion[]; refused: readonly RefusedQuestion[]} = {answerable: answerableQuestions, refused: refusedQuestions},
): Promise<Evaluation> {
  const evaluation: Evaluation = {answerable: set.answerable.length, firstSource: 0, topThree: 0, wronglyRefused: 0, toRefuse: set.refused.length, refused: 0, misses: {firstSource: [], refusals: []}}
  for (const {question, expected} of set.answerable) {
    const answer = await assistant.answer(question)
    if (assistant.refused(answer)) {
      evaluation.wronglyRefused += 1
      evaluation.misses.firstSource.push({question, wanted: describeExpected(expected), got: 'refusal'})
      continue
    }
    const [first, ...others] = answer.sources
    if (first && isExpected(first, expected)) evaluation.firstSource += 1
    else evaluation.misses.firstSource.push({question, wanted: describeExpected(expected), got: describeSources(answer.sources)})
    if ([first, ...others.slice(0, 2)].some((source) => source && isExpected(source, expected))) evaluation.topThree += 1
  }
  for (const {question, reason} of set.refused) {
    const answer = await assistant.answer(question)
    if (assistant.refused(answer)) evaluation.refused += 1
    else evaluation.misses.refusals.push({question, wanted: `refusal (${reason})`, got: describeSources(answer.sources)})
  }
  return evaluation
}

const share = (count: number, total: number) => (total === 0 ? 0 : count / total)
const percent = (value: number) => `${(value * 100).toFixed(1)} %`

/** The shares the targets apply to. */
function shares(evaluation: Evaluation) {
  return {
    firstSource: share(evaluation.firstSource, evaluation.answerable),
    topThree: share(evaluation.topThree, evaluation.answerable),
    refused: share(evaluation.refused, evaluation.toRefuse),
    wronglyRefused: share(evaluation.wronglyRefused, evaluation.answerable),
  }
}

/**
 * Which sources may be compared with the three-source target: the extractive answer's, up to three; a language
 * model's are the passages it cited, often one, so with it that target measures nothing (the others still hold).
 */
export type SourcesGiven = 'extracts' | 'citations'

/** The targets missed, each in a line (none when the evaluation meets them all). */
export function missedTargets(evaluation: Evaluation, sources: SourcesGiven = 'extracts'): string[] {
  const measured = shares(evaluation)
  const missed: string[] = []
  if (measured.firstSource < TARGETS.firstSource) missed.push(`expected page first: ${percent(measured.firstSource)} < ${percent(TARGETS.firstSource)}`)
  if (sources === 'extracts' && measured.topThree < TARGETS.topThree) {
    missed.push(`expected page among the first three: ${percent(measured.topThree)} < ${percent(TARGETS.topThree)}`)
  }
  if (measured.refused < TARGETS.refused) missed.push(`questions to refuse refused: ${percent(measured.refused)} < ${percent(TARGETS.refused)}`)
  if (measured.wronglyRefused > TARGETS.wronglyRefusedAtMost) {
    missed.push(`answerable questions refused: ${percent(measured.wronglyRefused)} > ${percent(TARGETS.wronglyRefusedAtMost)}`)
  }
  return missed
}

/** The report `npm run eval:assistant` prints: the shares against their targets, then every miss. */
export function report(evaluation: Evaluation, sources: SourcesGiven = 'extracts'): string {
  const measured = shares(evaluation)
  const topThreeTarget = sources === 'extracts' ? `target ≥ ${percent(TARGETS.topThree)}` : 'no target: the model cites only the passages it used'
  const lines = [
    `Answerable questions: ${evaluation.answerable}`,
    `  expected page first:                ${percent(measured.firstSource)} (${evaluation.firstSource}), target ≥ ${percent(TARGETS.firstSource)}`,
    `  expected page among the first three: ${percent(measured.topThree)} (${evaluation.topThree}), ${topThreeTarget}`,
    `  refused although the content answers: ${percent(measured.wronglyRefused)} (${evaluation.wronglyRefused}), target ≤ ${percent(TARGETS.wronglyRefusedAtMost)}`,
    `Questions to refuse (off-topic, adversarial): ${evaluation.toRefuse}`,
    `  refused: ${percent(measured.refused)} (${evaluation.refused}), target ≥ ${percent(TARGETS.refused)}`,
  ]
  const list = (title: string, misses: Miss[]) =>
    misses.length === 0 ? [] : [``, `${title} (${misses.length}):`, ...misses.flatMap((miss) => [`  - ${miss.question}`, `      wanted: ${miss.wanted}`, `      got:    ${miss.got}`])]
  return [...lines, ...list('Expected page not first', evaluation.misses.firstSource), ...list('Not refused', evaluation.misses.refusals)].join('\n')
}
