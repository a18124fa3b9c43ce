import type {Passage} from '../passages'
import type {AssistantRequest, AssistantTurn} from '../request'
import type {RetrievedPassage} from '../retrieval'
import {candidatesOf, OUT_OF_SCOPE} from '../understanding/candidates'
import {
  answerProbability,
  answeringCandidates,
  DECISION_MODEL,
  type DecisionModel,
  rank,
  type RankedCandidate,
} from '../understanding/decision'
import type {Understanding, UnderstandingEngine} from '../understanding/engine'
import {extractiveReply, MAX_SOURCES, sourcesOf} from './extractive'
import {amountsIn, asksForAmount, guard} from './guard'
import {type LlmCall, streamLlmAnswer} from './llm/generate'
import {refusalReply} from './refusal'
import {closeQuestions, judge, type JudgedPassage, passageStems} from './relevance'
import {type QuestionTerms, questionTerms, stemMatches, textStems} from './terms'
import type {AnswerEvent, AnswerSource, AssistantReply} from './types'
import {logger} from '../../platform/logging/logger'

export interface AnswerDeps {
  /** The understanding engine of the published content (passages, intents, synonyms). */
  engine(): Promise<UnderstandingEngine>
  /** The editors' refusal text (null: the default one). */
  refusalText(): Promise<string | null>
  /** The language model, when one is configured. */
  llm: Omit<LlmCall, 'signal'> | null
  /** The fitted decision (tests give their own). */
  decision?: DecisionModel
}

const done = (reply: AssistantReply): AnswerEvent => ({type: 'done', reply})

/** The passages as sources for the model, each page section once, so that `[n]` names one source. */
function distinctPassages(passages: readonly Passage[]): Passage[] {
  const seen = new Set<string>()
  return passages.filter((passage) => {
    if (seen.has(passage.url)) return false
    seen.add(passage.url)
    return true
  })
}

/** The history without the turns the guard would refuse, nor the answers that followed them. */
function trustedHistory(history: readonly AssistantTurn[]): AssistantTurn[] {
  let questionDropped = false
  return history.filter((turn) => {
    const refused = guard([turn.content]) !== null
    if (turn.role === 'user') questionDropped = refused
    return !refused && !(turn.role === 'assistant' && questionDropped)
  })
}

/** Whether a follow-up's passage says what the follow-up itself asks (« Teams » in « et avec Teams ? »). */
function saysOwnWords(passage: Passage, own: readonly string[]): boolean {
  const stems = passageStems(passage)
  return [...textStems(own.join(' '))].every((stem) => stemMatches(stem, stems))
}

/**
 * The candidates, the likeliest first; for a follow-up, those whose passages say its own words first (the
 * classifier and the search read both questions as one).
 */
function answeringOrder(all: readonly RankedCandidate[], understanding: Understanding): RankedCandidate[] {
  const ranked = answeringCandidates(all)
  if (understanding.own.length === understanding.read.words.length) return ranked
  const says = (candidate: RankedCandidate) =>
    candidate.passages.some((passage) => saysOwnWords(passage, understanding.own))
  return [...ranked].sort((a, b) => Number(says(b)) - Number(says(a)))
}

/** The passages a candidate is quoted from: those retrieved, or its FAQ entry's or page's first. */
function passagesOf(candidate: RankedCandidate, engine: UnderstandingEngine): Passage[] {
  if (candidate.passages.length > 0) return candidate.passages
  if (candidate.key.startsWith('faq:')) return engine.faqPassages(candidate.key.slice('faq:'.length))
  return engine.pagePassages(candidate.key).slice(0, 1)
}

/** A candidate as a source link, when it is a page. */
function sourceOf(candidate: RankedCandidate, engine: UnderstandingEngine): AnswerSource | null {
  const [passage] = passagesOf(candidate, engine)
  if (passage) return sourcesOf([passage])[0]!
  if (!candidate.key.startsWith('/')) return null
  return {title: candidate.intent?.intent.name ?? candidate.key, url: candidate.key}
}

const asJudged = (passages: readonly Passage[], terms: QuestionTerms): JudgedPassage[] =>
  judge(
    passages.map((passage) => ({...passage, score: (passage as RetrievedPassage).score ?? 1})),
    terms,
  )

/** The answer of the best candidate: the editors' words for an intent with an answer or an action, the extracts otherwise. */
function replyOf(
  ranked: readonly RankedCandidate[],
  engine: UnderstandingEngine,
  terms: QuestionTerms,
): AssistantReply {
  const [best, ...others] = ranked
  const sources = [best!, ...others]
    .map((candidate) => sourceOf(candidate, engine))
    .filter((source): source is AnswerSource => source !== null)
    .filter((source, index, all) => all.findIndex((other) => other.url === source.url) === index)
    .slice(0, MAX_SOURCES)
  const intent = best!.intent?.intent
  if (intent && intent.kind !== 'faq' && intent.answer) {
    const handover = intent.kind === 'action' && intent.action === 'handover'
    return {answer: intent.answer, sources, handover, answerId: `intent:${intent.id}`, suggestions: []}
  }
  // The best candidate with words to quote (an intent's page may have none).
  const quoted = ranked.map((candidate) => passagesOf(candidate, engine)).find((passages) => passages.length > 0)!
  const extractive = extractiveReply(asJudged(quoted, terms), terms)
  return {
    ...extractive,
    sources: [extractive.sources[0]!, ...sources.filter((source) => source.url !== extractive.sources[0]!.url)].slice(
      0,
      MAX_SOURCES,
    ),
  }
}

/**
 * Answers a question, the same way in both modes up to the last step:
 * 1. the guard refuses prompt injections, insults and requests for someone's personal details; turns of the history
 *    it would refuse, and the answers to them, are left out of what the model reads;
 * 2. the engine reads the question (the French language layer), classifies it among the editors' intents and
 *    retrieves the passages that say most of it; a follow-up leans on the previous question;
 * 3. a question asking for an amount is refused unless the first passage states one (no price is made up);
 * 4. without a model, one calibrated decision (./understanding/decision.ts) answers or refuses: the intent's answer
 *    when the classifier is sure enough, the passages' extracts otherwise; with a model, nothing is refused before it
 *    has read the best passages: it answers from them, streamed, or refuses, and when it fails, strays or times
 *    out (even mid-stream), `done` carries the extractive answer instead. If `signal` aborts, nothing more.
 */
export async function* answerQuestion(
  request: AssistantRequest,
  deps: AnswerDeps,
  signal?: AbortSignal,
): AsyncGenerator<AnswerEvent> {
  const {question} = request
  const verdict = guard([question])
  if (verdict) return yield done(refusalReply(verdict, await deps.refusalText()))
  const history = trustedHistory(request.history)
  const previousQuestion = history.findLast((turn) => turn.role === 'user')?.content ?? null
  const decision = deps.decision ?? DECISION_MODEL

  const engine = await deps.engine()
  const understanding = await engine.understand(question, previousQuestion)
  const terms = questionTerms(understanding.searched, engine.groups)
  const all = rank(candidatesOf(understanding, engine.candidatePassages), decision)
  const outOfScope = all[0]?.key === OUT_OF_SCOPE
  const ranked = answeringOrder(all, understanding)
  const judged = asJudged(
    ranked.flatMap((candidate) => candidate.passages),
    terms,
  )
  const refuse = async (reason: 'unknown' | 'price') =>
    done(refusalReply(reason, await deps.refusalText(), closeQuestions(judged)))

  const quoted = ranked.map((candidate) => passagesOf(candidate, engine)).find((passages) => passages.length > 0) ?? []
  const editorsAnswer = ranked[0]?.intent?.intent.answer
  if (quoted.length === 0 && !editorsAnswer) return yield await refuse('unknown')
  if (asksForAmount(question) && (quoted.length === 0 || amountsIn(quoted[0]!.text).length === 0))
    return yield await refuse('price')

  const answers = !outOfScope && answerProbability(ranked, understanding, decision) >= decision.answer.threshold
  const reply = replyOf(ranked, engine, terms)
  if (!deps.llm || reply.answerId.startsWith('intent:')) {
    if (!answers) return yield await refuse('unknown')
    yield {type: 'delta', text: reply.answer}
    return yield done(reply)
  }

  const shown = distinctPassages(ranked.flatMap((candidate) => passagesOf(candidate, engine))).slice(0, MAX_SOURCES)
  const generation = streamLlmAnswer(question, history, shown, {...deps.llm, signal})
  let step = await generation.next()
  while (!step.done) {
    yield {type: 'delta', text: step.value}
    step = await generation.next()
  }
  const outcome = step.value
  if (outcome.kind === 'answer') {
    return yield done({
      answer: outcome.text,
      sources: outcome.sources,
      handover: false,
      answerId: `answer:${outcome.sources[0]!.url}`,
      suggestions: [],
    })
  }
  if (outcome.kind === 'refusal') return yield await refuse('unknown')
  if (signal?.aborted) return
  // The reason only, never the visitor's words.
  logger.warn(
    {event: 'assistant.llm_given_up', why: outcome.why},
    'Assistant: the language model’s answer was given up, answered from the extracts',
  )
  // The extracts stand in only where the decision would have answered without the model.
  yield answers ? done(reply) : await refuse('unknown')
}
