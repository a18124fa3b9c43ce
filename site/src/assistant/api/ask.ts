import type {IncomingHttpHeaders} from 'node:http'

import type {Body} from '../../platform/http/requestBody'
import type {RateLimiter} from '../../leads/submission/rateLimit'
import type {AnswerEvent, AssistantReply} from '../answer/types'
import {type AssistantRequest, parseAssistantRequest} from '../request'
import {readJsonBody} from './body'
import {API_ERRORS} from './errorMessages'
import {logger} from '../../platform/logging/logger'

/** Ten turns of history at their longest, the question and JSON's punctuation, with room for accents. */
export const MAX_ASK_BODY_BYTES = 64 * 1024

export interface AskHttpRequest {
  method: string
  headers: IncomingHttpHeaders
  body: Body
  /** The client's address (see clientIp in submissions/origin.ts). */
  ip: string
}

export interface AskDeps {
  rateLimit: RateLimiter
  answer(request: AssistantRequest, signal?: AbortSignal): AsyncGenerator<AnswerEvent>
  /** Reports an answer that could not be given: the error only, never the visitor's words. */
}

const NO_STORE = {'Cache-Control': 'no-store'}

export type AskHttpResponse =
  | {kind: 'json'; status: number; body: AssistantReply | {error: string}; headers: Record<string, string>}
  /** Server-sent events: `first` already produced (a failure before it answers in JSON), then the rest. */
  | {kind: 'stream'; headers: Record<string, string>; first: AnswerEvent; rest: AsyncGenerator<AnswerEvent>}

const fail = (status: number, error: string, headers: Record<string, string> = {}): AskHttpResponse => ({
  kind: 'json',
  status,
  body: {error},
  headers: {...NO_STORE, ...headers},
})

/** Whether the client asked for server-sent events (`Accept: text/event-stream`, not refused by `q=0`). */
export function wantsEventStream(headers: IncomingHttpHeaders): boolean {
  return (headers.accept ?? '').split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase())
    return type === 'text/event-stream' && !parameters.some((parameter) => /^q=0(\.0*)?$/u.test(parameter))
  })
}

const unavailable = () => fail(503, API_ERRORS.unavailable, {'Retry-After': '5'})

/**
 * POST /api/assistant. Checked in this order, each check answering before the next runs: POST (405), within the
 * address's rate limit (429, counted for every POST, as each may cost a model's answer), at most 64 KB (413), UTF-8
 * JSON (400), a valid question and history (400, the schema's French message); then the answer, as JSON or as
 * server-sent events (./events.ts). Content that cannot be read answers 503. Nothing the visitor sent is logged.
 */
export async function handleAsk(
  request: AskHttpRequest,
  deps: AskDeps,
  signal?: AbortSignal,
): Promise<AskHttpResponse> {
  if (request.method !== 'POST') return fail(405, API_ERRORS.askMethod, {Allow: 'POST'})
  const rate = await deps.rateLimit(request.ip)
  if (!rate.allowed)
    return fail(429, API_ERRORS.rateLimited(rate.retryAfterSeconds), {'Retry-After': String(rate.retryAfterSeconds)})
  const body = await readJsonBody(request.body, request.headers, MAX_ASK_BODY_BYTES)
  // The rest of a refused body is not read: the connection is closed after the answer.
  if (!body.ok) return fail(body.status, body.message, body.status === 413 ? {Connection: 'close'} : {})
  const parsed = parseAssistantRequest(body.value)
  if (!parsed.ok) return fail(400, parsed.error)

  const events = deps.answer(parsed.request, signal)
  try {
    if (wantsEventStream(request.headers)) {
      const first = await events.next()
      if (first.done) return unavailable()
      return {kind: 'stream', headers: NO_STORE, first: first.value, rest: events}
    }
    for await (const event of events) {
      if (event.type === 'done') return {kind: 'json', status: 200, body: event.reply, headers: NO_STORE}
    }
    return unavailable()
  } catch (error) {
    logger.error({event: 'assistant.no_answer', error: (error as Error).stack ?? String(error)}, 'Assistant: no answer')
    return unavailable()
  }
}
