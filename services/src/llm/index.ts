import type {ServerResponse} from 'node:http'

import {listenOnLoopback} from '../loopback/listen'
import {INVENTED_PRICE_REPLY, REFUSAL_WORD} from './reply'
import {createLlmServer, LLM_MODES, type LlmMode, type RecordedCompletion} from './server'

export {INVENTED_PRICE_REPLY, LLM_MODES, REFUSAL_WORD}
export type {LlmMode, RecordedCompletion}

export interface LlmOptions {
  /** The bearer key it accepts; `test-llm-key` by default. */
  apiKey?: string
  /** The model id it serves; `local-model` by default. */
  model?: string
  /** How it answers at first; `up` by default. */
  mode?: LlmMode
  /** Pause between two streamed words; 5 ms by default, so that a stream arrives in several chunks. */
  chunkDelayMs?: number
  /** 0 (the default) takes a free port. */
  port?: number
}

export interface LocalLlm {
  /** The API's base URL, for the site's `ASSISTANT_LLM_BASE_URL` (it ends with `/v1`, as OpenAI's does). */
  url: string
  /** Where the test's controls are: `PUT {adminUrl}/__mode` `{mode}`, `GET {adminUrl}/__inspect/requests`. */
  adminUrl: string
  apiKey: string
  model: string
  /** How it answers now: the test may change it at any time. */
  mode: LlmMode
  /** Every completion request received, in order. */
  requests: RecordedCompletion[]
  close(): Promise<void>
}

/**
 * A local server that speaks the OpenAI chat-completions protocol as Mistral's and other compatible APIs do, for
 * the site's assistant (dev-only: the tests' stand-in for a language model). It answers from the sources in the
 * prompt (see ./reply.ts), streamed or not, and fails on demand.
 */
export async function startLlm({
  apiKey = 'test-llm-key',
  model = 'local-model',
  mode = 'up',
  chunkDelayMs = 5,
  port = 0,
}: LlmOptions = {}): Promise<LocalLlm> {
  const held = new Set<ServerResponse>()
  const llm: LocalLlm = {url: '', adminUrl: '', apiKey, model, mode, requests: [], close: async () => {}} // close: set once the server listens
  const modeAccess = {get: () => llm.mode, set: (next: LlmMode) => void (llm.mode = next)}
  const listening = await listenOnLoopback(
    createLlmServer({apiKey, model, chunkDelayMs, mode: modeAccess, requests: llm.requests}, held),
    port,
    held,
  )
  llm.adminUrl = listening.origin
  llm.close = listening.close
  llm.url = `${llm.adminUrl}/v1`
  return llm
}
