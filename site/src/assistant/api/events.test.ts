/** @jest-environment node */
import {createParser, type EventSourceMessage} from 'eventsource-parser'

import type {AnswerEvent, AssistantReply} from '../answer/types'
import {sendEventStream, serverSentError, serverSentEvent} from './events'
import {API_ERRORS} from './errorMessages'
import {logger} from '../../platform/logging/logger'

const REPLY: AssistantReply = {
  answer: 'Oui, en France [1].\nÀ bientôt.',
  sources: [{title: 'Où ?', url: '/ressources/faq#ou'}],
  handover: false,
  answerId: 'answer:/ressources/faq#ou',
  suggestions: [],
}

function response() {
  const written: string[] = []
  const res = {
    status: 0,
    headers: {} as Record<string, string>,
    ended: false,
    flushes: 0,
    writeHead(status: number, headers: Record<string, string>) {
      this.status = status
      this.headers = headers
    },
    write(chunk: string) {
      written.push(chunk)
    },
    end() {
      this.ended = true
    },
    flush() {
      this.flushes += 1
    },
  }
  return {res, written}
}

/** The events as the widget reads them, with eventsource-parser. */
function parse(text: string): EventSourceMessage[] {
  const events: EventSourceMessage[] = []
  const parser = createParser({onEvent: (event) => events.push(event)})
  parser.feed(text)
  return events
}

async function* events(list: AnswerEvent[], failAfter = false): AsyncGenerator<AnswerEvent> {
  yield* list
  if (failAfter) throw new Error('retrieval gone')
}

describe('the answer as server-sent events', () => {
  it('frames deltas and the final reply, each event one line of JSON data', () => {
    expect(serverSentEvent({type: 'delta', text: 'Oui,\nen France'})).toBe(
      'event: delta\ndata: {"text":"Oui,\\nen France"}\n\n',
    )
    expect(parse(serverSentEvent({type: 'done', reply: REPLY}))).toEqual([
      {event: 'done', data: JSON.stringify(REPLY), id: undefined},
    ])
    expect(serverSentError()).toBe(`event: error\ndata: ${JSON.stringify({error: API_ERRORS.unavailable})}\n\n`)
  })

  it('are written and flushed one by one, then the stream ends', async () => {
    const {res, written} = response()
    const log = jest.spyOn(logger, 'error').mockImplementation(() => undefined)
    log.mockClear()
    await sendEventStream(res, {
      headers: {'Cache-Control': 'no-store'},
      first: {type: 'delta', text: 'Oui, '},
      rest: events([
        {type: 'delta', text: 'en France [1].'},
        {type: 'done', reply: REPLY},
      ]),
    })
    expect(res.status).toBe(200)
    expect(res.headers).toEqual({
      'Cache-Control': 'no-store',
      'Content-Type': 'text/event-stream; charset=utf-8',
      'X-Accel-Buffering': 'no',
    })
    expect(written).toHaveLength(3)
    expect(res.flushes).toBe(3)
    expect(res.ended).toBe(true)
    const parsed = parse(written.join(''))
    expect(parsed.map((event) => event.event)).toEqual(['delta', 'delta', 'done'])
    expect(
      parsed
        .filter((event) => event.event === 'delta')
        .map((event) => (JSON.parse(event.data) as {text: string}).text)
        .join(''),
    ).toBe('Oui, en France [1].')
    expect(JSON.parse(parsed[2]!.data)).toEqual(REPLY)
    expect(log).not.toHaveBeenCalled()
  })

  it('end with an error event when the answer fails after it started', async () => {
    const {res, written} = response()
    const log = jest.spyOn(logger, 'error').mockImplementation(() => undefined)
    log.mockClear()
    await sendEventStream(res, {headers: {}, first: {type: 'delta', text: 'Oui'}, rest: events([], true)})
    expect(parse(written.join('')).map((event) => [event.event, event.data])).toEqual([
      ['delta', '{"text":"Oui"}'],
      ['error', JSON.stringify({error: API_ERRORS.unavailable})],
    ])
    expect(res.ended).toBe(true)
    expect(log).toHaveBeenCalledWith(
      {event: 'assistant.interrupted', error: expect.stringMatching(/^Error: retrieval gone/u)},
      expect.any(String),
    )
  })

  it('stop when the visitor has left', async () => {
    const {res, written} = response()
    const left = new AbortController()
    left.abort()
    await sendEventStream(
      res,
      {headers: {}, first: {type: 'delta', text: 'Oui'}, rest: events([{type: 'done', reply: REPLY}])},
      left.signal,
    )
    expect(written).toHaveLength(1)
    expect(res.ended).toBe(true)
  })
})
