import {APICallError, type LanguageModel, streamText} from 'ai'

import type {Passage} from '../../passages'
import type {AssistantTurn} from '../../request'
import {sourcesOf} from '../extractive'
import type {AnswerSource} from '../types'
import {amountGate} from './amounts'
import {citationRenumberer} from './citations'
import {REFUSAL_WORD, SYSTEM_PROMPT, userMessage} from './prompt'

/** Without a word from the model for this long (before the first, or between two), its answer is given up. */
const LLM_IDLE_TIMEOUT_MS = 8_000
/** However it trickles, a whole answer takes no longer. */
const LLM_TOTAL_TIMEOUT_MS = 30_000
/** Four sentences in French, with room: a longer answer is cut by the provider. */
const MAX_OUTPUT_TOKENS = 500

export interface LlmCall {
  model: LanguageModel
  idleTimeoutMs?: number
  totalTimeoutMs?: number
  /** Aborted when the visitor goes away: the model's answer is no longer needed. */
  signal?: AbortSignal
}

/**
 * How the model's answer ended: kept (its renumbered text, its cited sources), refused (it answered the refusal
 * word), or given up, with why for the server's log (never the visitor's words).
 */
export type LlmOutcome =
  {kind: 'answer'; text: string; sources: AnswerSource[]} | {kind: 'refusal'} | {kind: 'failure'; why: string}

type RefusalState = 'maybe' | 'yes' | 'no'

/** Whether the text so far is, or may still become, the refusal word (« REFUS », not « Refuser… »). */
function refusalState(text: string): RefusalState {
  const start = text.trimStart().toUpperCase()
  if (start.length <= REFUSAL_WORD.length) return REFUSAL_WORD.startsWith(start) ? 'maybe' : 'no'
  if (!start.startsWith(REFUSAL_WORD)) return 'no'
  return /\p{L}/u.test(start.charAt(REFUSAL_WORD.length)) ? 'no' : 'yes'
}

function describe(error: unknown): string {
  if (APICallError.isInstance(error)) return `HTTP ${error.statusCode ?? 'without status'} (${error.name})`
  return error instanceof Error ? error.name : 'unknown error'
}

/**
 * The model's answer from the passages (RAG through the AI SDK's `streamText`), as it streams: yields the text the
 * visitor may read now, and returns how it ended. Text is held back while it may still be the refusal word, a
 * citation until it is whole (renumbered to the order of the sources), and digits until it is clear they are no
 * amount the passages do not state (such an amount is never shown). Given up on a provider error, a cut stream,
 * 8 s without a word (`LLM_IDLE_TIMEOUT_MS`, an AbortSignal reset at every piece), an invalid citation, no citation
 * at all, or an amount no passage states: the caller then answers from the extracts.
 */
export async function* streamLlmAnswer(
  question: string,
  history: readonly AssistantTurn[],
  passages: readonly Passage[],
  call: LlmCall,
): AsyncGenerator<string, LlmOutcome> {
  const idleMs = call.idleTimeoutMs ?? LLM_IDLE_TIMEOUT_MS
  const idle = new AbortController()
  let timer = setTimeout(() => idle.abort(), idleMs)
  const signals = [
    idle.signal,
    AbortSignal.timeout(call.totalTimeoutMs ?? LLM_TOTAL_TIMEOUT_MS),
    ...(call.signal ? [call.signal] : []),
  ]
  let failure: string | null = null
  const result = streamText({
    model: call.model,
    system: SYSTEM_PROMPT,
    prompt: userMessage(question, history, passages),
    temperature: 0.2,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    // A retry would not fit in the time the visitor waits: the extracts answer at once instead.
    maxRetries: 0,
    abortSignal: AbortSignal.any(signals),
    // The SDK's default logs the error whole, request body (the visitor's question) included.
    onError: ({error}) => {
      failure ??= describe(error)
    },
  })

  const citations = citationRenumberer(passages.length)
  const amounts = amountGate(passages.map((passage) => passage.text))
  const invented = {kind: 'failure', why: 'an amount no extract states'} as const
  let raw = ''
  let shown = false
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'error') return {kind: 'failure', why: (failure ??= describe(part.error))}
      if (part.type === 'abort')
        return {kind: 'failure', why: idle.signal.aborted ? `no word for ${idleMs} ms` : 'aborted'}
      if (part.type !== 'text-delta') continue
      clearTimeout(timer)
      timer = setTimeout(() => idle.abort(), idleMs)
      raw += part.text
      if (!shown && refusalState(raw) !== 'no') continue
      const visible = amounts.push(citations.push(shown ? part.text : raw))
      shown = true
      if (amounts.invented) return invented
      if (visible) yield visible
    }
  } catch (error) {
    return {kind: 'failure', why: failure ?? describe(error)}
  } finally {
    clearTimeout(timer)
  }
  if (AbortSignal.any(signals).aborted) return {kind: 'failure', why: 'aborted'}
  if (!shown) return raw.trim() === '' ? {kind: 'failure', why: 'empty answer'} : {kind: 'refusal'}
  const rest = amounts.push(citations.flush()) + amounts.flush()
  if (amounts.invented) return invented
  if (rest) yield rest
  if (citations.invalid) return {kind: 'failure', why: 'a citation of no extract'}
  if (citations.cited.length === 0) return {kind: 'failure', why: 'no citation'}
  const sources = sourcesOf(
    citations.cited.map((extract) => passages[extract - 1]!),
    passages.length,
  )
  return {kind: 'answer', text: renumbered(raw, passages.length).trim(), sources}
}

/** The whole text with its citations renumbered, as the pieces were. */
function renumbered(text: string, extractCount: number): string {
  const citations = citationRenumberer(extractCount)
  return citations.push(text) + citations.flush()
}
