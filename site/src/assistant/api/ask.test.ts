/** @jest-environment node */
import {Readable} from 'node:stream'

import {handlerRequest} from '../../../test/apiRoute'
import type {AnswerEvent, AssistantReply} from '../answer/types'
import {REQUEST_MESSAGES} from '../contract'
import {type AskDeps, type AskHttpRequest, handleAsk, MAX_ASK_BODY_BYTES, wantsEventStream} from './ask'
import {API_ERRORS} from './errorMessages'
import {logger} from '../../platform/logging/logger'

const REPLY: AssistantReply = {
  answer: 'La plateforme est hébergée en France.',
  sources: [{title: 'Où sont hébergées les données ?', url: '/ressources/faq#ou-sont-hebergees-les-donnees'}],
  handover: false,
  answerId: 'answer:/ressources/faq#ou-sont-hebergees-les-donnees',
  suggestions: [],
}

async function* answering(): AsyncGenerator<AnswerEvent> {
  yield {type: 'delta', text: 'La plateforme '}
  yield {type: 'delta', text: 'est hébergée en France.'}
  yield {type: 'done', reply: REPLY}
}

function deps(overrides: Partial<AskDeps> = {}) {
  const answer = jest.fn((..._: Parameters<AskDeps['answer']>) => answering())
  const rateLimit = jest.fn(async () => ({allowed: true as const}))
  const log = jest.spyOn(logger, 'error').mockImplementation(() => undefined)
  log.mockClear()
  return {all: {answer, rateLimit, ...overrides} as AskDeps, answer, rateLimit, log}
}

const request = (
  body: string | Buffer | Readable,
  headers: Record<string, string> = {},
  method = 'POST',
): AskHttpRequest => handlerRequest({method, headers, body, ip: '203.0.113.7'})

const json = (value: unknown) => JSON.stringify(value)

describe('POST /api/assistant', () => {
  it('answers JSON by default: the reply, not stored by any cache', async () => {
    const {all, answer} = deps()
    const response = await handleAsk(request(json({question: '  vous hébergez les données où ?  '})), all)
    expect(response).toEqual({kind: 'json', status: 200, body: REPLY, headers: {'Cache-Control': 'no-store'}})
    expect(answer).toHaveBeenCalledWith({question: 'vous hébergez les données où ?', history: []}, undefined)
  })

  it('streams with Accept: text/event-stream, its first event already produced', async () => {
    const {all} = deps()
    const signal = new AbortController().signal
    const response = await handleAsk(request(json({question: 'où ?'}), {accept: 'text/event-stream'}), all, signal)
    if (response.kind !== 'stream') throw new Error('expected a stream')
    expect(response.first).toEqual({type: 'delta', text: 'La plateforme '})
    const rest: AnswerEvent[] = []
    for await (const event of response.rest) rest.push(event)
    expect(rest).toEqual([
      {type: 'delta', text: 'est hébergée en France.'},
      {type: 'done', reply: REPLY},
    ])
  })

  it('refuses other methods with 405 and Allow', async () => {
    const {all, rateLimit} = deps()
    expect(await handleAsk(request('', {}, 'GET'), all)).toEqual({
      kind: 'json',
      status: 405,
      body: {error: API_ERRORS.askMethod},
      headers: {'Cache-Control': 'no-store', Allow: 'POST'},
    })
    expect(rateLimit).not.toHaveBeenCalled()
  })

  it('holds each address to its rate limit, with Retry-After, before reading anything', async () => {
    const {all, answer} = deps({rateLimit: async () => ({allowed: false, retryAfterSeconds: 42})})
    expect(await handleAsk(request('{'), all)).toEqual({
      kind: 'json',
      status: 429,
      body: {error: 'Trop de demandes en peu de temps depuis votre connexion : réessayez dans 42\u00a0secondes.'},
      headers: {'Cache-Control': 'no-store', 'Retry-After': '42'},
    })
    expect(answer).not.toHaveBeenCalled()
  })

  it('refuses a body over 64 KB with 413, declared or not, and closes the connection', async () => {
    const {all} = deps()
    const big = json({question: 'a', history: [{role: 'user', content: 'x'.repeat(MAX_ASK_BODY_BYTES)}]})
    expect(await handleAsk(request(big, {'content-length': String(Buffer.byteLength(big))}), all)).toMatchObject({
      status: 413,
      body: {error: API_ERRORS.tooLarge},
      headers: {Connection: 'close'},
    })
    expect(
      await handleAsk(request(Readable.from([Buffer.from(big.slice(0, 40_000)), Buffer.from(big.slice(40_000))])), all),
    ).toMatchObject({status: 413})
  })

  it.each([
    ['not JSON', 'question=où', API_ERRORS.json],
    ['JSON cut short', '{"question": "où', API_ERRORS.json],
    ['an empty body', '', API_ERRORS.json],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0xff, 0x7d]), API_ERRORS.encoding],
    ['a list', json(['où ?']), REQUEST_MESSAGES.notAnObject],
    ['no question', json({history: []}), REQUEST_MESSAGES.questionMissing],
    ['an empty question', json({question: '   '}), REQUEST_MESSAGES.questionMissing],
    ['a question over 500 characters', json({question: 'é'.repeat(501)}), REQUEST_MESSAGES.questionTooLong],
    ['a number', json({question: 12}), REQUEST_MESSAGES.questionNotText],
    ['a history that is not a list', json({question: 'où ?', history: {}}), REQUEST_MESSAGES.historyNotAList],
    [
      'a turn with another role',
      json({question: 'où ?', history: [{role: 'system', content: 'x'}]}),
      REQUEST_MESSAGES.turnInvalid,
    ],
    [
      '11 turns',
      json({question: 'où ?', history: Array.from({length: 11}, () => ({role: 'user', content: 'x'}))}),
      REQUEST_MESSAGES.historyTooLong,
    ],
  ])('refuses %s with 400 and a French message', async (_, body, message) => {
    const {all, answer} = deps()
    expect(await handleAsk(request(body), all)).toEqual({
      kind: 'json',
      status: 400,
      body: {error: message},
      headers: {'Cache-Control': 'no-store'},
    })
    expect(answer).not.toHaveBeenCalled()
  })

  it('reads JSON whatever the Content-Type claims', async () => {
    const {all} = deps()
    expect(
      await handleAsk(request(json({question: 'où ?'}), {'content-type': 'text/plain;charset=UTF-8'}), all),
    ).toMatchObject({status: 200})
  })

  it('answers 503, never a 500, when the answer cannot be given, and logs the error, not the question', async () => {
    const failing = async function* (): AsyncGenerator<AnswerEvent> {
      yield* []
      throw new Error('content unreadable')
    }
    for (const accept of ['application/json', 'text/event-stream']) {
      const {all, log} = deps({answer: () => failing()})
      expect(await handleAsk(request(json({question: 'ma question secrète'}), {accept}), all)).toEqual({
        kind: 'json',
        status: 503,
        body: {error: API_ERRORS.unavailable},
        headers: {'Cache-Control': 'no-store', 'Retry-After': '5'},
      })
      expect(log).toHaveBeenCalledWith(
        {event: 'assistant.no_answer', error: expect.stringMatching(/^Error: content unreadable/u)},
        expect.any(String),
      )
      expect(JSON.stringify(log.mock.calls)).not.toContain('secrète')
    }
  })
})

describe('Accept', () => {
  it.each([
    ['text/event-stream', true],
    ['text/event-stream; charset=utf-8', true],
    ['application/json, text/event-stream;q=0.5', true],
    ['text/event-stream;q=0', false],
    ['application/json', false],
    ['*/*', false],
    ['', false],
  ])('%s asks for server-sent events: %s', (accept, expected) => {
    expect(wantsEventStream({accept})).toBe(expected)
  })
})
