/** @jest-environment node */
import {handlerRequest} from '../../../test/apiRoute'
import {FEEDBACK_MESSAGES} from '../request'
import {type FeedbackDeps, type FeedbackHttpRequest, handleFeedback} from './feedback'
import {API_ERRORS} from './errorMessages'
import {logger} from '../../platform/logging/logger'

function deps(overrides: Partial<FeedbackDeps> = {}) {
  const record = jest.fn(async () => undefined)
  const log = jest.spyOn(logger, 'error').mockImplementation(() => undefined)
  log.mockClear()
  return {all: {rateLimit: async () => ({allowed: true as const}), record, ...overrides} as FeedbackDeps, record, log}
}

const request = (body: string, method = 'POST', headers: Record<string, string> = {}): FeedbackHttpRequest =>
  handlerRequest({method, headers, body, ip: '203.0.113.9'})

const vote = JSON.stringify({answerId: 'answer:/ressources/faq#tarifs', helpful: true})

describe('POST /api/assistant/feedback', () => {
  it('counts a valid vote and answers 204', async () => {
    const {all, record} = deps()
    expect(await handleFeedback(request(vote), all)).toEqual({status: 204, headers: {'Cache-Control': 'no-store'}})
    expect(record).toHaveBeenCalledWith({answerId: 'answer:/ressources/faq#tarifs', helpful: true})
  })

  it.each([
    ['another method', request(vote, 'GET'), 405, API_ERRORS.feedbackMethod],
    ['not JSON', request('oui'), 400, API_ERRORS.json],
    ['a vote without its answer', request(JSON.stringify({helpful: true})), 400, FEEDBACK_MESSAGES.invalid],
    [
      'a free-text answer id',
      request(JSON.stringify({answerId: 'ma question', helpful: true})),
      400,
      FEEDBACK_MESSAGES.invalid,
    ],
    [
      'a body over 1 KB',
      request(JSON.stringify({answerId: `answer:/${'a'.repeat(1100)}`, helpful: true})),
      413,
      API_ERRORS.tooLarge,
    ],
  ])('refuses %s', async (_, input, status, message) => {
    const {all, record} = deps()
    expect(await handleFeedback(input, all)).toMatchObject({status, body: {error: message}})
    expect(record).not.toHaveBeenCalled()
  })

  it('holds each address to the rate limit (429 with Retry-After)', async () => {
    const {all, record} = deps({rateLimit: async () => ({allowed: false, retryAfterSeconds: 1})})
    expect(await handleFeedback(request(vote), all)).toEqual({
      status: 429,
      body: {error: 'Trop de demandes en peu de temps depuis votre connexion : réessayez dans 1\u00a0seconde.'},
      headers: {'Cache-Control': 'no-store', 'Retry-After': '1'},
    })
    expect(record).not.toHaveBeenCalled()
  })

  it('answers 503 when the database cannot be reached', async () => {
    const {all, log} = deps({record: () => Promise.reject(new Error('database down'))})
    expect(await handleFeedback(request(vote), all)).toEqual({
      status: 503,
      body: {error: API_ERRORS.feedbackUnavailable},
      headers: {'Cache-Control': 'no-store', 'Retry-After': '30'},
    })
    expect(log).toHaveBeenCalledWith(
      {event: 'assistant.vote_not_counted', error: expect.stringMatching(/^Error: database down/u)},
      expect.any(String),
    )
  })
})
