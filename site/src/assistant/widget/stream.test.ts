import {eventStream, installTextCodec, jsonResponse} from './fakeApi'
import {ask, AskError, INTERRUPTED_MESSAGE, NETWORK_MESSAGE, UNAVAILABLE_MESSAGE} from './stream'

const body = {question: 'Où sont hébergées les données ?', history: []}
const reply = {
  answer: 'En France.',
  sources: [{title: 'Sécurité', url: '/solution/securite#hebergement'}],
  handover: false,
  answerId: 'answer:/solution/securite#hebergement',
  suggestions: [],
}

let fetchMock: jest.Mock
beforeAll(installTextCodec)
beforeEach(() => {
  fetchMock = jest.fn()
  global.fetch = fetchMock
})

async function failure(promise: Promise<unknown>): Promise<AskError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AskError)
  return error as AskError
}

describe('ask', () => {
  it('posts the question for server-sent events and reports the text as it grows, then resolves with the answer', async () => {
    const stream = eventStream()
    fetchMock.mockResolvedValue(stream.response)
    const texts: string[] = []
    const answer = ask('/api/assistant', body, (text) => texts.push(text))

    stream.send('delta', {text: 'En '})
    stream.raw('event: delta\ndata: {"text":"Fra')
    stream.raw('nce."}\n\n')
    stream.send('done', reply)
    stream.end()

    await expect(answer).resolves.toEqual(reply)
    expect(texts).toEqual(['En ', 'En France.'])
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/assistant')
    expect(init).toMatchObject({
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
    })
    expect(JSON.parse(init.body)).toEqual(body)
  })

  it('keeps only well-formed sources and reads a missing handover or list of close questions as none', async () => {
    const stream = eventStream()
    fetchMock.mockResolvedValue(stream.response)
    stream.send('done', {
      answer: 'Oui.',
      sources: [{title: 'FAQ', url: '/ressources/faq#a'}, {title: 3}, null],
      answerId: 'answer:/ressources/faq#a',
    })
    stream.end()
    await expect(ask('/api/assistant', body, () => undefined)).resolves.toEqual({
      answer: 'Oui.',
      sources: [{title: 'FAQ', url: '/ressources/faq#a'}],
      handover: false,
      answerId: 'answer:/ressources/faq#a',
      suggestions: [],
    })
  })

  it('says the connection failed when the request never reached the server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect((await failure(ask('/api/assistant', body, () => undefined))).message).toBe(NETWORK_MESSAGE)
  })

  it('shows the API’s own French message when it refuses the question (400, 429)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, {error: 'Trop de questions : réessayez dans une minute.'}))
    expect((await failure(ask('/api/assistant', body, () => undefined))).message).toBe(
      'Trop de questions : réessayez dans une minute.',
    )
  })

  it('falls back to a generic message when the refusal is not the API’s JSON (a proxy’s page)', async () => {
    fetchMock.mockResolvedValue({ok: false, status: 502, json: async () => Promise.reject(new SyntaxError('HTML'))})
    expect((await failure(ask('/api/assistant', body, () => undefined))).message).toBe(UNAVAILABLE_MESSAGE)
  })

  it('says the answer was interrupted when the stream ends or breaks before its end', async () => {
    const ended = eventStream()
    fetchMock.mockResolvedValueOnce(ended.response)
    ended.send('delta', {text: 'En'})
    ended.end()
    expect((await failure(ask('/api/assistant', body, () => undefined))).message).toBe(INTERRUPTED_MESSAGE)

    const cut = eventStream()
    fetchMock.mockResolvedValueOnce(cut.response)
    cut.send('delta', {text: 'En'})
    cut.cut()
    expect((await failure(ask('/api/assistant', body, () => undefined))).message).toBe(INTERRUPTED_MESSAGE)
  })

  it('shows the message of an error event, and a generic one for a malformed event', async () => {
    const errored = eventStream()
    fetchMock.mockResolvedValueOnce(errored.response)
    errored.send('error', {error: 'L’assistant ne peut pas répondre pour le moment.'})
    expect((await failure(ask('/api/assistant', body, () => undefined))).message).toBe(
      'L’assistant ne peut pas répondre pour le moment.',
    )

    const malformed = eventStream()
    fetchMock.mockResolvedValueOnce(malformed.response)
    malformed.raw('event: delta\ndata: {not json\n\n')
    expect((await failure(ask('/api/assistant', body, () => undefined))).message).toBe(UNAVAILABLE_MESSAGE)

    const incomplete = eventStream()
    fetchMock.mockResolvedValueOnce(incomplete.response)
    incomplete.send('done', {sources: []})
    expect((await failure(ask('/api/assistant', body, () => undefined))).message).toBe(UNAVAILABLE_MESSAGE)
  })

  it('passes the abort on: a question abandoned is no error to show', async () => {
    const controller = new AbortController()
    fetchMock.mockImplementation(async () => {
      controller.abort()
      throw new DOMException('aborted', 'AbortError')
    })
    const error = await ask('/api/assistant', body, () => undefined, controller.signal).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(DOMException)
  })
})
