import type {SynonymGroups} from '../../search/synonyms'
import type {Passage} from '../passages'
import type {AssistantRequest, AssistantTurn} from '../request'
import type {RetrievedPassage} from '../retrieval'
import {extractiveReply, MAX_SOURCES} from './extractive'
import {amountsIn, asksForAmount, guard} from './guard'
import {type LlmCall, streamLlmAnswer} from './llm/generate'
import {refusalReply} from './refusal'
import {answering, closeQuestions, judge} from './relevance'
import {questionTerms} from './terms'
import type {AnswerEvent, AssistantReply} from './types'
import {logger} from '../../logging/logger'

/** Passages looked at for one question: the answer's three sources and the close questions come from them. */
export const RETRIEVAL_LIMIT = 8

export interface AnswerDeps {
  retrieve(question: string, options?: {limit?: number}): Promise<RetrievedPassage[]>
  synonyms(): Promise<SynonymGroups>
  /** The editors' refusal text (null: the default one). */
  refusalText(): Promise<string | null>
  /** The language model, when one is configured. */
  llm: Omit<LlmCall, 'signal'> | null
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

/**
 * Answers a question, the same way in both modes up to the last step:
 * 1. the guard refuses prompt injections, insults and requests for someone's personal details; turns of the history
 *    it would refuse, and the answers to them, are left out of what the model reads (a client writes its own
 *    history, and one refused question must not keep refusing the rest of the conversation);
 * 2. a question asking for an amount is refused unless the best answering passage states one (no price is made up);
 * 3. the passages the engine retrieves answer only if they say enough of the question (./relevance.ts), or the
 *    refusal, with up to two close questions of the FAQ;
 * 4. without a model, the extractive answer (one `delta`, then `done`); with one, the model's answer streamed from
 *    the same passages, and when it fails, strays or times out (even mid-stream), `done` carries the extractive
 *    answer instead of the text streamed so far, which it replaces. If `signal` aborts (the visitor left), nothing more.
 */
export async function* answerQuestion(request: AssistantRequest, deps: AnswerDeps, signal?: AbortSignal): AsyncGenerator<AnswerEvent> {
  const {question} = request
  const verdict = guard([question])
  if (verdict) return yield done(refusalReply(verdict, await deps.refusalText()))
  const history = trustedHistory(request.history)

  const [retrieved, groups] = await Promise.all([deps.retrieve(question, {limit: RETRIEVAL_LIMIT}), deps.synonyms()])
  const terms = questionTerms(question, groups)
  const judged = judge(retrieved, terms)
  const found = answering(judged)
  if (asksForAmount(question) && (found.length === 0 || amountsIn(found[0]!.passage.text).length === 0)) {
    return yield done(refusalReply('price', await deps.refusalText(), closeQuestions(judged)))
  }
  if (found.length === 0) return yield done(refusalReply('unknown', await deps.refusalText(), closeQuestions(judged)))

  const extractive = extractiveReply(found, terms)
  if (!deps.llm) {
    yield {type: 'delta', text: extractive.answer}
    return yield done(extractive)
  }

  const passages = distinctPassages(found.map(({passage}) => passage)).slice(0, MAX_SOURCES)
  const generation = streamLlmAnswer(question, history, passages, {...deps.llm, signal})
  let step = await generation.next()
  while (!step.done) {
    yield {type: 'delta', text: step.value}
    step = await generation.next()
  }
  const outcome = step.value
  if (outcome.kind === 'answer') {
    return yield done({answer: outcome.text, sources: outcome.sources, handover: false, answerId: `answer:${outcome.sources[0]!.url}`, suggestions: []})
  }
  if (outcome.kind === 'refusal') return yield done(refusalReply('unknown', await deps.refusalText(), closeQuestions(judged)))
  if (signal?.aborted) return
  // The reason only, never the visitor's words.
  logger.warn({event: 'assistant.llm_given_up', why: outcome.why}, 'Assistant: the language model’s answer was given up, answered from the extracts')
  yield done(extractive)
}
