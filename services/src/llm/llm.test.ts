import {afterEach, beforeEach, describe, expect, it} from '@jest/globals'
import {createOpenAICompatible} from '@ai-sdk/openai-compatible'
import {APICallError, generateText, streamText} from 'ai'

import {INVENTED_PRICE_REPLY, type LocalLlm, REFUSAL_WORD, startLlm} from './index'

const PROMPT = [
  'Extraits :',
  '<extrait numéro="1" titre="Où sont hébergées les données ?">',
  'La plateforme Parlia et les données de vos assistants sont hébergées en France. Pour la génération, vous choisissez le modèle.',
  '</extrait>',
  '<extrait numéro="2" titre="Parlia est-il conforme au RGPD ?">Oui.</extrait>',
  'Question : vous hébergez les données où ?',
].join('\n')

const EXPECTED = 'La plateforme Parlia et les données de vos assistants sont hébergées en France [1].'

describe('the local language model, through the AI SDK’s OpenAI-compatible provider', () => {
  let llm: LocalLlm
  beforeEach(async () => {
    llm = await startLlm({apiKey: 'sk-local', model: 'mistral-small-latest'})
  })
  afterEach(() => llm.close())

  const model = (apiKey = 'sk-local', id = 'mistral-small-latest') =>
    createOpenAICompatible({name: 'local', baseURL: llm.url, apiKey}).chatModel(id)

  it('answers with the first sentence of the first source, cited', async () => {
    const {text} = await generateText({model: model(), system: 'Réponds en français.', prompt: PROMPT, maxRetries: 0})
    expect(text).toBe(EXPECTED)
    expect(llm.requests).toEqual([
      {
        authorized: true,
        model: 'mistral-small-latest',
        stream: false,
        messages: [
          {role: 'system', content: 'Réponds en français.'},
          {role: 'user', content: PROMPT},
        ],
        answer: 'up',
      },
    ])
  })

  it('streams the same answer a word at a time, ending with [DONE]', async () => {
    const result = streamText({model: model(), prompt: PROMPT, maxRetries: 0})
    const chunks: string[] = []
    for await (const chunk of result.textStream) chunks.push(chunk)
    expect(chunks.length).toBeGreaterThan(5)
    expect(chunks.join('')).toBe(EXPECTED)
    expect(await result.finishReason).toBe('stop')
    expect(llm.requests[0]).toMatchObject({stream: true, answer: 'up'})
  })

  it('answers from the first source about the question: a later one when the first says too little of it', async () => {
    const prompt = PROMPT.replace(
      'Question : vous hébergez les données où ?',
      '<question>\nÊtes-vous conformes au RGPD ?\n</question>',
    )
    expect((await generateText({model: model(), prompt, maxRetries: 0})).text).toBe('Oui [2].')
  })

  it('answers the refusal word when the prompt carries no source, none about the question, or in the refusing mode, and a made-up price in the inventing mode', async () => {
    expect((await generateText({model: model(), prompt: 'Une recette de crêpes ?', maxRetries: 0})).text).toBe(
      REFUSAL_WORD,
    )
    const offTopic = PROMPT.replace(
      'Question : vous hébergez les données où ?',
      '<question>\nLa recette des crêpes de Jean ?\n</question>',
    )
    expect((await generateText({model: model(), prompt: offTopic, maxRetries: 0})).text).toBe(REFUSAL_WORD)
    llm.mode = 'inventing'
    expect((await generateText({model: model(), prompt: PROMPT, maxRetries: 0})).text).toBe(INVENTED_PRICE_REPLY)
    llm.mode = 'refusing'
    expect((await generateText({model: model(), prompt: PROMPT, maxRetries: 0})).text).toBe(REFUSAL_WORD)
  })

  it('refuses a wrong key (401) and an unknown model (404) as OpenAI does', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => error,
      )
    const unauthorized = await refusal(generateText({model: model('sk-wrong'), prompt: PROMPT, maxRetries: 0}))
    expect(APICallError.isInstance(unauthorized) && unauthorized.statusCode).toBe(401)
    expect((unauthorized as Error).message).toBe('Incorrect API key provided.')
    const unknown = await refusal(generateText({model: model('sk-local', 'gpt-9'), prompt: PROMPT, maxRetries: 0}))
    expect(APICallError.isInstance(unknown) && unknown.statusCode).toBe(404)
    expect(llm.requests.map((request) => [request.authorized, request.answer])).toEqual([
      [false, 'unauthorized'],
      [true, 'invalid'],
    ])
  })

  it.each([
    ['failing', 500],
    ['throttled', 429],
  ] as const)('fails on demand: %s answers %i', async (mode, status) => {
    llm.mode = mode
    const error = await generateText({model: model(), prompt: PROMPT, maxRetries: 0}).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(APICallError.isInstance(error) && error.statusCode).toBe(status)
  })

  it('hangs until the client gives up', async () => {
    llm.mode = 'hanging'
    const started = Date.now()
    await expect(
      generateText({model: model(), prompt: PROMPT, maxRetries: 0, abortSignal: AbortSignal.timeout(200)}),
    ).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(llm.requests).toHaveLength(1)
  })

  it('cuts a stream after its first word, or stalls it', async () => {
    llm.mode = 'cutting'
    const cut = streamText({model: model(), prompt: PROMPT, maxRetries: 0})
    const parts: string[] = []
    await expect(
      (async () => {
        for await (const part of cut.fullStream) if (part.type === 'text-delta') parts.push(part.text)
      })(),
    ).rejects.toThrow('Failed to process successful response')
    expect(parts).toEqual(['La'])

    llm.mode = 'stalling'
    const stalled = streamText({model: model(), prompt: PROMPT, maxRetries: 0, abortSignal: AbortSignal.timeout(300)})
    const received: string[] = []
    for await (const part of stalled.fullStream) received.push(part.type === 'text-delta' ? part.text : part.type)
    // An abort ends the stream with an `abort` part rather than an error.
    expect(received.filter((part) => !['start', 'start-step', 'text-start'].includes(part))).toEqual(['La', 'abort'])
  })

  it('is switched and inspected over HTTP, for tests in another process', async () => {
    expect(
      (await fetch(`${llm.adminUrl}/__mode`, {method: 'PUT', body: JSON.stringify({mode: 'failing'})})).status,
    ).toBe(204)
    expect(llm.mode).toBe('failing')
    expect(
      (await fetch(`${llm.adminUrl}/__mode`, {method: 'PUT', body: JSON.stringify({mode: 'asleep'})})).status,
    ).toBe(400)
    await generateText({model: model(), prompt: PROMPT, maxRetries: 0}).catch(() => undefined)
    const inspected = (await (await fetch(`${llm.adminUrl}/__inspect/requests`)).json()) as {
      requests: {answer: string}[]
    }
    expect(inspected.requests.map((request) => request.answer)).toEqual(['failing'])
  })

  it('refuses a body that is not a chat request', async () => {
    const post = (body: string) =>
      fetch(`${llm.url}/chat/completions`, {method: 'POST', headers: {authorization: 'Bearer sk-local'}, body})
    expect((await post('{')).status).toBe(400)
    expect((await post(JSON.stringify({model: 'mistral-small-latest', messages: [{role: 'user'}]}))).status).toBe(400)
    expect((await fetch(`${llm.url}/chat/completions`)).status).toBe(405)
  })
})
