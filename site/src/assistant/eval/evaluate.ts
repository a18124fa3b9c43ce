import {type AnswerableQuestion, type EvaluationSet, type ExpectedSource, type Register, REGISTERS} from './questions'

/** What the evaluation reads of an answer: its sources, best first. */
interface EvaluatedAnswer {
  sources: readonly {title: string; url: string}[]
}

export interface Assistant<A extends EvaluatedAnswer> {
  answer: (question: string) => Promise<A>
  /** Whether an answer is the refusal (the assistant says it does not know, or will not answer). */
  refused: (answer: A) => boolean
}

/** The quality targets of the embedded mode on the test half (issue #25), as shares. */
const TARGETS = {
  firstSource: 0.8,
  topThree: 0.92,
  wronglyRefusedAtMost: 0.05,
  refused: 0.95,
  topThreeInEveryRegister: 0.85,
} as const

export interface Miss {
  question: string
  register: Register
  /** Why the question is there: the pages expected, or the reason it must be refused. */
  wanted: string
  /** The sources given, best first, or « refusal ». */
  got: string
}

interface Counts {
  answerable: number
  firstSource: number
  topThree: number
  wronglyRefused: number
  toRefuse: number
  refused: number
}

export interface Evaluation extends Counts {
  byRegister: Record<Register, Counts>
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
  return expected.some(
    (wanted) =>
      pathOf(wanted.path) === path &&
      (wanted.faqQuestion === undefined || oneLine(wanted.faqQuestion) === oneLine(source.title)),
  )
}

const describeExpected = (expected: readonly ExpectedSource[]) =>
  expected.map((wanted) => (wanted.faqQuestion ? `${wanted.path} « ${wanted.faqQuestion} »` : wanted.path)).join(' | ')

const describeSources = (sources: EvaluatedAnswer['sources']) =>
  sources.length === 0 ? 'no source' : sources.map((source) => `${source.url} « ${source.title} »`).join(' | ')

const zero = (): Counts => ({answerable: 0, firstSource: 0, topThree: 0, wronglyRefused: 0, toRefuse: 0, refused: 0})

/** Runs every question of the set through the assistant, one after the other (as a visitor would). */
export async function evaluate<A extends EvaluatedAnswer>(
  assistant: Assistant<A>,
  set: EvaluationSet,
): Promise<Evaluation> {
  const evaluation: Evaluation = {
    ...zero(),
    byRegister: Object.fromEntries(REGISTERS.map((register) => [register, zero()])) as Record<Register, Counts>,
    misses: {firstSource: [], refusals: []},
  }
  const count = (register: Register, key: keyof Counts) => {
    evaluation[key] += 1
    evaluation.byRegister[register][key] += 1
  }
  for (const {question, register, expected} of set.answerable as readonly AnswerableQuestion[]) {
    count(register, 'answerable')
    const answer = await assistant.answer(question)
    if (assistant.refused(answer)) {
      count(register, 'wronglyRefused')
      evaluation.misses.firstSource.push({question, register, wanted: describeExpected(expected), got: 'refusal'})
      continue
    }
    const [first, ...others] = answer.sources
    if (first && isExpected(first, expected)) count(register, 'firstSource')
    else
      evaluation.misses.firstSource.push({
        question,
        register,
        wanted: describeExpected(expected),
        got: describeSources(answer.sources),
      })
    if ([first, ...others.slice(0, 2)].some((source) => source && isExpected(source, expected)))
      count(register, 'topThree')
  }
  for (const {question, register, reason} of set.refused) {
    count(register, 'toRefuse')
    const answer = await assistant.answer(question)
    if (assistant.refused(answer)) count(register, 'refused')
    else
      evaluation.misses.refusals.push({
        question,
        register,
        wanted: `refusal (${reason})`,
        got: describeSources(answer.sources),
      })
  }
  return evaluation
}

/** Several evaluations as one: the folds of a cross-validation. */
export function merged(evaluations: readonly Evaluation[]): Evaluation {
  const add = (counts: readonly Counts[]): Counts => {
    const sum = zero()
    for (const each of counts) for (const key of Object.keys(sum) as (keyof Counts)[]) sum[key] += each[key]
    return sum
  }
  return {
    ...add(evaluations),
    byRegister: Object.fromEntries(
      REGISTERS.map((register) => [register, add(evaluations.map((each) => each.byRegister[register]))]),
    ) as Record<Register, Counts>,
    misses: {
      firstSource: evaluations.flatMap((each) => each.misses.firstSource),
      refusals: evaluations.flatMap((each) => each.misses.refusals),
    },
  }
}

const share = (count: number, total: number) => (total === 0 ? 0 : count / total)
const percent = (value: number) => `${(value * 100).toFixed(1)} %`

/** The shares the targets apply to. */
export function shares(counts: Counts) {
  return {
    firstSource: share(counts.firstSource, counts.answerable),
    topThree: share(counts.topThree, counts.answerable),
    refused: share(counts.refused, counts.toRefuse),
    wronglyRefused: share(counts.wronglyRefused, counts.answerable),
  }
}

/**
 * Which sources may be compared with the three-source targets: the extractive answer's, up to three; a language
 * model's are the passages it cited, often one, so with it those targets measure nothing (the others still hold).
 */
export type SourcesGiven = 'extracts' | 'citations'

/** The targets missed, each in a line (none when the evaluation meets them all). */
export function missedTargets(evaluation: Evaluation, sources: SourcesGiven = 'extracts'): string[] {
  const measured = shares(evaluation)
  const missed: string[] = []
  if (measured.firstSource < TARGETS.firstSource)
    missed.push(`expected page first: ${percent(measured.firstSource)} < ${percent(TARGETS.firstSource)}`)
  if (sources === 'extracts' && measured.topThree < TARGETS.topThree) {
    missed.push(`expected page among the first three: ${percent(measured.topThree)} < ${percent(TARGETS.topThree)}`)
  }
  if (measured.refused < TARGETS.refused)
    missed.push(`questions to refuse refused: ${percent(measured.refused)} < ${percent(TARGETS.refused)}`)
  if (measured.wronglyRefused > TARGETS.wronglyRefusedAtMost) {
    missed.push(
      `answerable questions refused: ${percent(measured.wronglyRefused)} > ${percent(TARGETS.wronglyRefusedAtMost)}`,
    )
  }
  if (sources === 'extracts') {
    for (const register of REGISTERS) {
      const {topThree} = shares(evaluation.byRegister[register])
      if (evaluation.byRegister[register].answerable > 0 && topThree < TARGETS.topThreeInEveryRegister) {
        missed.push(
          `${register}: expected page among the first three ${percent(topThree)} < ${percent(TARGETS.topThreeInEveryRegister)}`,
        )
      }
    }
  }
  return missed
}

/** The shares of one half, overall and by register. */
export function summary(evaluation: Evaluation): string {
  const measured = shares(evaluation)
  const row = (label: string, counts: Counts) => {
    const s = shares(counts)
    return `  ${label.padEnd(12)} ${String(counts.answerable).padStart(4)} ${percent(s.firstSource).padStart(8)} ${percent(s.topThree).padStart(8)} ${percent(s.wronglyRefused).padStart(8)}   ${String(counts.toRefuse).padStart(4)} ${percent(s.refused).padStart(8)}`
  }
  return [
    `Answerable questions: ${evaluation.answerable}`,
    `  expected page first:                  ${percent(measured.firstSource)} (${evaluation.firstSource}), target ≥ ${percent(TARGETS.firstSource)}`,
    `  expected page among the first three:  ${percent(measured.topThree)} (${evaluation.topThree}), target ≥ ${percent(TARGETS.topThree)}`,
    `  refused although the content answers: ${percent(measured.wronglyRefused)} (${evaluation.wronglyRefused}), target ≤ ${percent(TARGETS.wronglyRefusedAtMost)}`,
    `Questions to refuse: ${evaluation.toRefuse}`,
    `  refused: ${percent(measured.refused)} (${evaluation.refused}), target ≥ ${percent(TARGETS.refused)}`,
    `By register (target: first three ≥ ${percent(TARGETS.topThreeInEveryRegister)} in each):`,
    `  register     ans.    first   first3  refused   ref.  refused`,
    ...REGISTERS.map((register) => row(register, evaluation.byRegister[register])),
  ].join('\n')
}

/** The summary, then every miss. */
export function report(evaluation: Evaluation): string {
  const list = (title: string, misses: Miss[]) =>
    misses.length === 0
      ? []
      : [
          ``,
          `${title} (${misses.length}):`,
          ...misses.flatMap((miss) => [
            `  - [${miss.register}] ${miss.question}`,
            `      wanted: ${miss.wanted}`,
            `      got:    ${miss.got}`,
          ]),
        ]
  return [
    summary(evaluation),
    ...list('Expected page not first', evaluation.misses.firstSource),
    ...list('Not refused', evaluation.misses.refusals),
  ].join('\n')
}
