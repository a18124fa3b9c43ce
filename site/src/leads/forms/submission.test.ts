/** @jest-environment node */
import {formEndpoints} from '@parlia/schemas/formEndpoints'

import {
  IDEMPOTENCY_HEADER,
  NETWORK_ERROR_MESSAGE,
  newIdempotencyKey,
  postSubmission,
  SERVER_ERROR_MESSAGE,
  type SubmissionEnvelope,
  submissionEnvelopeSchema,
} from './submission'

const envelope: SubmissionEnvelope = {
  values: {firstName: 'Claire', lastName: 'Martin', email: 'claire@chu-valbonne.fr', message: 'Bonjour'},
  website: '',
  startedAt: 1_760_000_000_000,
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}})

describe('submissionEnvelopeSchema', () => {
  it('accepts the envelope, with or without a captcha token', async () => {
    await expect(submissionEnvelopeSchema.isValid(envelope)).resolves.toBe(true)
    await expect(submissionEnvelopeSchema.isValid({...envelope, captchaToken: 'XXXX.DUMMY.TOKEN'})).resolves.toBe(true)
    await expect(submissionEnvelopeSchema.isValid({...envelope, website: 'https://spam.example'})).resolves.toBe(true)
  })

  it.each([
    ['a missing values object', {website: '', startedAt: 1}],
    ['values that are not an object', {...envelope, values: 'prénom=Claire'}],
    ['values that are an array', {...envelope, values: ['Claire']}],
    ['a missing honeypot', {values: {}, startedAt: 1}],
    ['a honeypot that is not a string', {...envelope, website: 0}],
    ['a start time given as a string', {...envelope, startedAt: '1760000000000'}],
    ['a fractional start time', {...envelope, startedAt: 1.5}],
    ['a negative start time', {...envelope, startedAt: -1}],
    ['a captcha token that is not a string', {...envelope, captchaToken: 42}],
    ['an over-long captcha token', {...envelope, captchaToken: 'x'.repeat(5000)}],
    ['an unknown key', {...envelope, admin: true}],
    ['no object at all', 'values'],
  ])('refuses %s', async (_case, input) => {
    await expect(submissionEnvelopeSchema.isValid(input)).resolves.toBe(false)
  })

  it('explains a refusal in French', async () => {
    await expect(submissionEnvelopeSchema.validate({...envelope, admin: true})).rejects.toThrow(
      'Le formulaire envoyé contient des données inattendues.',
    )
  })
})

describe('newIdempotencyKey', () => {
  it('gives a fresh UUID v4 each time, also where crypto.randomUUID is missing (plain HTTP)', () => {
    const keys = new Set(Array.from({length: 50}, newIdempotencyKey))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(UUID_V4)
    // An own property shadows the prototype's method, as in a browser outside a secure context.
    Object.defineProperty(crypto, 'randomUUID', {value: undefined, configurable: true})
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4)
      expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
    } finally {
      delete (crypto as {randomUUID?: unknown}).randomUUID
    }
    expect(typeof crypto.randomUUID).toBe('function')
  })
})

describe('postSubmission', () => {
  it('posts the JSON envelope to the form’s endpoint with the idempotency key, and answers the id on 201', async () => {
    const fetchMock = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue(json(201, {id: 'lead-1'}))
    await expect(postSubmission('demo', envelope, 'key-1', fetchMock)).resolves.toEqual({
      status: 'created',
      id: 'lead-1',
      copy: false,
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(formEndpoints.demo)
    expect(init?.method).toBe('POST')
    expect(init?.headers).toEqual({'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: 'key-1'})
    expect(JSON.parse(String(init?.body))).toEqual(envelope)
  })

  it('retries a network failure once, with the same key', async () => {
    const fetchMock = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(201, {id: 'lead-2', copy: true}))
    await expect(postSubmission('contact', envelope, 'key-2', fetchMock)).resolves.toEqual({
      status: 'created',
      id: 'lead-2',
      copy: true,
    })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_HEADER])
    expect(keys).toEqual(['key-2', 'key-2'])
  })

  it('gives up after the retry with a French message', async () => {
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('offline'))
    await expect(postSubmission('contact', envelope, 'key-3', fetchMock)).resolves.toEqual({
      status: 'failed',
      error: NETWORK_ERROR_MESSAGE,
    })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('answers the field messages of a 400, and never retries an answer', async () => {
    const body = {
      error: 'Certains champs sont invalides.',
      fields: {email: 'Une adresse mail professionnelle requise.'},
    }
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(json(400, body))
    await expect(postSubmission('contact', envelope, 'key-4', fetchMock)).resolves.toEqual({status: 'invalid', ...body})
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('answers the server’s message on other errors, or a French one when the body is not ours', async () => {
    const limited = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue(json(429, {error: 'Trop de demandes.'}))
    await expect(postSubmission('contact', envelope, 'k', limited)).resolves.toEqual({
      status: 'failed',
      error: 'Trop de demandes.',
    })
    const badRequest = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue(json(400, {error: 'Requête illisible.'}))
    await expect(postSubmission('contact', envelope, 'k', badRequest)).resolves.toEqual({
      status: 'failed',
      error: 'Requête illisible.',
    })
    const proxy = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue(new Response('<h1>502</h1>', {status: 502}))
    await expect(postSubmission('contact', envelope, 'k', proxy)).resolves.toEqual({
      status: 'failed',
      error: SERVER_ERROR_MESSAGE,
    })
  })
})
