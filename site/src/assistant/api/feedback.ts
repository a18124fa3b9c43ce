import type {IncomingHttpHeaders} from 'node:http'

import type {Body} from '../../platform/http/requestBody'
import type {RateLimiter} from '../../leads/submission/rateLimit'
import {type AssistantFeedback, parseAssistantFeedback} from '../request'
import {readJsonBody} from './body'
import {API_ERRORS} from './errorMessages'
import {logger} from '../../platform/logging/logger'

/** `{"answerId": "…", "helpful": true}` is a few hundred bytes. */
const MAX_FEEDBACK_BODY_BYTES = 1024

export interface FeedbackHttpRequest {
  method: string
  headers: IncomingHttpHeaders
  body: Body
  ip: string
}

export interface FeedbackDeps {
  rateLimit: RateLimiter
  record(feedback: AssistantFeedback): Promise<void>
}

export type FeedbackHttpResponse = {status: number; body?: {error: string}; headers: Record<string, string>}

const fail = (status: number, error: string, headers: Record<string, string> = {}): FeedbackHttpResponse => ({
  status,
  body: {error},
  headers: {'Cache-Control': 'no-store', ...headers},
})

/**
 * POST /api/assistant/feedback `{answerId, helpful}`: POST (405), the address's rate limit (429), at most 1 KB (413),
 * UTF-8 JSON (400), a valid vote (400); then one more on the answer's count (204), or 503 when the database cannot
 * be reached. Nothing else is stored: not the address, not the time, not the conversation.
 */
export async function handleFeedback(request: FeedbackHttpRequest, deps: FeedbackDeps): Promise<FeedbackHttpResponse> {
  if (request.method !== 'POST') return fail(405, API_ERRORS.feedbackMethod, {Allow: 'POST'})
  const rate = await deps.rateLimit(request.ip)
  if (!rate.allowed)
    return fail(429, API_ERRORS.rateLimited(rate.retryAfterSeconds), {'Retry-After': String(rate.retryAfterSeconds)})
  const body = await readJsonBody(request.body, request.headers, MAX_FEEDBACK_BODY_BYTES)
  if (!body.ok) return fail(body.status, body.message, body.status === 413 ? {Connection: 'close'} : {})
  const parsed = parseAssistantFeedback(body.value)
  if (!parsed.ok) return fail(400, parsed.error)
  try {
    await deps.record(parsed.feedback)
  } catch (error) {
    logger.error(
      {event: 'assistant.vote_not_counted', error: (error as Error).stack ?? String(error)},
      'Assistant: vote not counted',
    )
    return fail(503, API_ERRORS.feedbackUnavailable, {'Retry-After': '30'})
  }
  return {status: 204, headers: {'Cache-Control': 'no-store'}}
}
