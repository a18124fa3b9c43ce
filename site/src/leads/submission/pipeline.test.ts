/** @jest-environment node */
import {createServer, request as httpRequest, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {Readable} from 'node:stream'

import {handlerRequest} from '../../../test/apiRoute'
import type {RequestedResource} from '../delivery/emails'
import {MIN_FILL_TIME_MS} from '../forms/submission'
import type {NewLead} from '../storage/leadRepository'
import {logger} from '../../platform/logging/logger'
import {DEFAULT_CAPTCHA_VERIFY_URL} from '../../platform/env/server'
import {CAPTCHA_SCRIPT_URL} from '../forms/Captcha'
import {verifyCaptcha} from './captcha'
import {CAPTCHA_ALERT_AFTER, createCaptchaHealth} from './captchaHealth'
import {ERRORS} from './errorMessages'
import {clientIp, isSameOrigin} from './origin'
import {formKindOf, handleSubmission, type PipelineDeps, type SubmissionRequest} from './pipeline'
import {createRateLimiter} from './rateLimit'

const NOW = Date.parse('2025-04-01T10:00:00Z')
const SITE = 'https://www.parlia.fr'

const contactValues = {
  firstName: 'Élodie',
  lastName: 'Martin',
  email: 'elodie.martin@chu-valbonne.fr',
  phoneNumber: '',
  message: 'Pouvez-vous me rappeler ?',
}

const envelope = (overrides: Record<string, unknown> = {}) => ({
  values: contactValues,
  website: '',
  startedAt: NOW - 20_000,
  ...overrides,
})

function request(
  overrides: Partial<SubmissionRequest> & {json?: unknown; headers?: Record<string, string>} = {},
): SubmissionRequest {
  const {json = envelope(), headers, ...rest} = overrides
  return {
    form: 'contact',
    ...handlerRequest({
      headers: {host: 'www.parlia.fr', origin: SITE, ...headers},
      body: typeof json === 'string' ? json : JSON.stringify(json),
      ip: '203.0.113.5',
    }),
    ...rest,
  }
}

const webinar: RequestedResource = {
  type: 'webinar',
  title: 'Replay',
  slug: 'replay',
  replayUrl: 'https://replay.parlia.fr/x',
}

function deps(overrides: Partial<PipelineDeps> = {}) {
  const store = jest.fn(async (lead: NewLead) => ({status: 'created' as const, id: `lead-for-${lead.values.email}`}))
  const rateLimit = jest.fn(async () => ({allowed: true as const}))
  const onStored = jest.fn()
  const all: PipelineDeps = {
    siteUrl: SITE,
    captcha: null,
    deliversMail: false,
    rateLimit,
    findResource: async (id) => (id === 'webinar-replay' ? webinar : null),
    mailSettings: async () => ({
      brandName: 'Parlia',
      salesEmail: 'commercial@parlia.fr',
      senderEmail: 'contact@parlia.fr',
    }),
    store,
    onStored,
    now: () => NOW,
    ...overrides,
  }
  return {all, store, rateLimit, onStored}
}

describe('a valid submission', () => {
  it('is stored with its trimmed values and outbox messages, then answers 201 with the id', async () => {
    const {all, store, onStored} = deps()
    const response = await handleSubmission(
      request({
        json: envelope({values: {...contactValues, firstName: '  Élodie '}}),
        headers: {'idempotency-key': 'f0a3c7a2-1b2c-4d5e-8f90-123456789abc'},
      }),
      all,
    )
    expect(response).toEqual({status: 201, body: {id: 'lead-for-elodie.martin@chu-valbonne.fr'}})
    expect(store).toHaveBeenCalledWith({
      form: 'contact',
      values: contactValues,
      idempotencyKey: 'f0a3c7a2-1b2c-4d5e-8f90-123456789abc',
      captcha: 'disabled',
      messages: [expect.objectContaining({kind: 'contact'}), expect.objectContaining({kind: 'notification'})],
    })
    expect(onStored).toHaveBeenCalledWith('lead-for-elodie.martin@chu-valbonne.fr')
  })

  it('answers a retry with the first lead’s id without starting its delivery again', async () => {
    const {all, onStored} = deps({store: async () => ({status: 'replayed', id: 'first'})})
    expect(await handleSubmission(request(), all)).toEqual({status: 201, body: {id: 'first'}})
    expect(onStored).not.toHaveBeenCalled()
  })

  it('refuses a key already used for another submission', async () => {
    const {all} = deps({store: async () => ({status: 'conflict'})})
    expect(await handleSubmission(request({headers: {'idempotency-key': 'k'}}), all)).toEqual({
      status: 422,
      body: {error: ERRORS.idempotencyConflict},
    })
  })

  it('names the requested resource for a content request', async () => {
    const {all, store} = deps()
    const values = {
      firstName: 'Élodie',
      lastName: 'Martin',
      email: 'e.martin@acme.fr',
      company: 'ACME',
      jobTitle: 'DSI',
      resource: 'webinar-replay',
    }
    const response = await handleSubmission(request({form: 'content-request', json: envelope({values})}), all)
    expect(response.status).toBe(201)
    const lead = store.mock.calls[0]![0]
    expect(lead.form).toBe('contentRequest')
    expect(lead.messages.map((message) => message.kind)).toEqual(['contact', 'notification', 'resource'])
  })

  it('queues the copy of their message a visitor asked for (the assistant’s handover) while mail stays local, and none otherwise', async () => {
    const {all, store} = deps()
    expect(await handleSubmission(request({json: envelope({sendCopy: true})}), all)).toEqual({
      status: 201,
      body: {id: expect.any(String), copy: true},
    })
    expect(await handleSubmission(request({json: envelope({sendCopy: false})}), all)).toEqual({
      status: 201,
      body: {id: expect.any(String)},
    })
    const kinds = store.mock.calls.map(([lead]) => lead.messages.map((message) => message.kind))
    expect(kinds).toEqual([
      ['contact', 'notification', 'copy'],
      ['contact', 'notification'],
    ])
  })

  it('sends no copy out of the machine without a captcha: the lead is stored, the answer says the copy is not sent', async () => {
    const {all, store} = deps({deliversMail: true})
    expect(await handleSubmission(request({json: envelope({sendCopy: true})}), all)).toEqual({
      status: 201,
      body: {id: expect.any(String), copy: false},
    })
    expect(store.mock.calls[0]![0].messages.map((message) => message.kind)).toEqual(['contact', 'notification'])
  })

  it('accepts a start time ahead of the server’s clock (the visitor’s clock is fast)', async () => {
    const {all} = deps()
    expect((await handleSubmission(request({json: envelope({startedAt: NOW + 60_000})}), all)).status).toBe(201)
  })
})

describe('the order of the checks', () => {
  const expectNothingStored = (store: jest.Mock) => expect(store).not.toHaveBeenCalled()

  it('answers 404 for an unknown form, whatever else is wrong', async () => {
    const {all, store} = deps()
    expect(await handleSubmission(request({form: 'newsletter', method: 'GET'}), all)).toEqual({
      status: 404,
      body: {error: ERRORS.unknownForm},
    })
    expectNothingStored(store)
  })

  it('then 405 with Allow for any method but POST', async () => {
    const {all} = deps()
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) {
      expect(await handleSubmission(request({method, headers: {'content-type': 'text/plain'}}), all)).toEqual({
        status: 405,
        body: {error: ERRORS.method},
        headers: {Allow: 'POST'},
      })
    }
  })

  it('then 415 for anything but JSON in UTF-8', async () => {
    const {all} = deps()
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
    ]) {
      expect(
        (await handleSubmission(request({headers: {'content-type': type, origin: 'https://evil.example'}}), all))
          .status,
      ).toBe(415)
    }
    expect(
      (await handleSubmission(request({headers: {'content-type': 'Application/JSON; charset=UTF-8'}}), all)).status,
    ).toBe(201)
  })

  it('then 413 beyond 16 KB, declared or not', async () => {
    const {all} = deps()
    const big = JSON.stringify(envelope({values: {...contactValues, message: 'x'.repeat(17_000)}}))
    const declared = request({
      json: big,
      headers: {'content-length': String(big.length), origin: 'https://evil.example'},
    })
    expect(await handleSubmission(declared, all)).toEqual({
      status: 413,
      body: {error: ERRORS.tooLarge},
      headers: {Connection: 'close'},
    })
    const chunked = request({json: big})
    chunked.body = Readable.from(
      Array.from({length: 20}, (_, index) => Buffer.from(big.slice(index * 1000, (index + 1) * 1000))),
    )
    expect((await handleSubmission(chunked, all)).status).toBe(413)
  })

  it('then 400 for a body shorter than its declared length (the client went away)', async () => {
    const {all, store} = deps()
    expect(await handleSubmission(request({headers: {'content-length': '9000'}}), all)).toEqual({
      status: 400,
      body: {error: ERRORS.incomplete},
    })
    expectNothingStored(store)
  })

  it('then 403 from another site, or naming no site', async () => {
    const {all} = deps()
    expect(await handleSubmission(request({json: '{oops', headers: {origin: 'https://evil.example'}}), all)).toEqual({
      status: 403,
      body: {error: ERRORS.origin},
    })
    const anonymous = request()
    delete anonymous.headers.origin
    expect((await handleSubmission(anonymous, all)).status).toBe(403)
    expect((await handleSubmission(request({headers: {origin: 'null'}}), all)).status).toBe(403)
  })

  it('then 400 for bytes that are not UTF-8, JSON that does not parse, or JSON that is not an object', async () => {
    const {all, store} = deps()
    const latin1 = request()
    latin1.body = Readable.from([Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d])])
    expect(await handleSubmission(latin1, all)).toEqual({status: 400, body: {error: ERRORS.encoding}})
    expect(await handleSubmission(request({json: '{"values": '}), all)).toEqual({
      status: 400,
      body: {error: ERRORS.json},
    })
    for (const json of ['[]', '"text"', '42', 'null']) {
      expect(await handleSubmission(request({json}), all)).toEqual({status: 400, body: {error: ERRORS.notAnObject}})
    }
    expectNothingStored(store)
  })

  it('then 422 for a filled honeypot or a form sent too fast, before the captcha and the rate limit', async () => {
    const {all, store, rateLimit} = deps({captcha: {secret: 's', verifyUrl: 'http://127.0.0.1:9/siteverify'}})
    for (const json of [
      envelope({website: 'https://spam.example'}),
      envelope({website: 0}),
      envelope({startedAt: NOW - MIN_FILL_TIME_MS + 1}),
    ]) {
      expect(await handleSubmission(request({json}), all)).toEqual({status: 422, body: {error: ERRORS.automated}})
    }
    expectNothingStored(store)
    expect(rateLimit).not.toHaveBeenCalled()
  })

  it('then 429 past the rate limit, before looking at the envelope or asking the captcha service', async () => {
    const fetchImpl = jest.fn(async () => Response.json({success: true}))
    const {all, store} = deps({
      rateLimit: async () => ({allowed: false, retryAfterSeconds: 125}),
      captcha: {secret: 's', verifyUrl: 'https://captcha.example/siteverify'},
      fetch: fetchImpl as typeof fetch,
    })
    expect(await handleSubmission(request({json: {values: 'nonsense', captchaToken: 'token'}}), all)).toEqual({
      status: 429,
      body: {error: ERRORS.rateLimited(3)},
      headers: {'Retry-After': '125'},
    })
    expectNothingStored(store)
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('then 403 without a valid captcha when one is configured, each attempt counted by the rate limit', async () => {
    const fetchImpl = jest.fn(async () => Response.json({success: false, 'error-codes': ['invalid-input-response']}))
    const {all, rateLimit} = deps({
      captcha: {secret: 's', verifyUrl: 'https://captcha.example/siteverify'},
      fetch: fetchImpl as typeof fetch,
    })
    expect(await handleSubmission(request(), all)).toEqual({status: 403, body: {error: ERRORS.captchaMissing}})
    expect(await handleSubmission(request({json: envelope({captchaToken: 'forged'})}), all)).toEqual({
      status: 403,
      body: {error: ERRORS.captchaRejected},
    })
    expect(rateLimit).toHaveBeenCalledTimes(2)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('asks the captcha service no more often than the rate limit allows, however often one client posts', async () => {
    const fetchImpl = jest.fn(async () => Response.json({success: false}))
    const {all} = deps({
      captcha: {secret: 's', verifyUrl: 'https://captcha.example/siteverify'},
      rateLimit: createRateLimiter({points: 3, windowSeconds: 600}),
      fetch: fetchImpl as typeof fetch,
    })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 50; attempt += 1) {
      statuses.push((await handleSubmission(request({json: envelope({captchaToken: `token-${attempt}`})}), all)).status)
    }
    expect(statuses.filter((status) => status === 403)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(47)
    expect(fetchImpl).toHaveBeenCalledTimes(3)
  })

  it('then 400 for a malformed envelope or Idempotency-Key, before the values', async () => {
    const {all, store} = deps()
    const cases: [unknown, string][] = [
      [
        {values: contactValues, website: '', startedAt: NOW - 20_000, extra: 1},
        'Le formulaire envoyé contient des données inattendues.',
      ],
      [{values: contactValues, startedAt: NOW - 20_000}, 'Le formulaire envoyé est incomplet.'],
      [{values: [], website: '', startedAt: NOW - 20_000}, 'Les valeurs du formulaire sont manquantes.'],
      [{values: {email: 3}, website: '', startedAt: '2025-01-01'}, 'Le formulaire envoyé est incomplet.'],
      [
        {values: contactValues, website: '', startedAt: NOW - 20_000, sendCopy: 'oui'},
        'Le formulaire envoyé est invalide.',
      ],
    ]
    for (const [json, error] of cases) {
      const response = await handleSubmission(request({json}), all)
      expect(response.status).toBe(400)
      expect(response.body).toEqual({error: expect.any(String)})
      expect([error, 'Le formulaire envoyé est invalide.']).toContain((response.body as {error: string}).error)
    }
    for (const key of ['', 'é', 'a b', 'x'.repeat(256)]) {
      expect(await handleSubmission(request({headers: {'idempotency-key': key}}), all)).toEqual({
        status: 400,
        body: {error: ERRORS.idempotencyKey},
      })
    }
    expectNothingStored(store)
  })

  it('then 400 with a message per field for invalid values', async () => {
    const {all, store} = deps()
    const response = await handleSubmission(
      request({json: envelope({values: {firstName: '', lastName: ' ', email: 'moi@gmail.com', message: ''}})}),
      all,
    )
    expect(response).toEqual({
      status: 400,
      body: {
        error: ERRORS.invalidFields,
        fields: {
          firstName: 'Un prénom est requis.',
          lastName: 'Un nom est requis.',
          email: expect.stringContaining('professionnelle'),
          message: 'Un message est requis.',
        },
      },
    })
    const extra = await handleSubmission(request({json: envelope({values: {...contactValues, admin: 'true'}})}), all)
    expect(extra.body).toEqual({error: ERRORS.invalidFields, fields: {_form: expect.any(String)}})
    expectNothingStored(store)
  })

  it('then 400 on the resource field for a resource the content does not hold', async () => {
    const {all, store} = deps()
    const values = {
      firstName: 'É',
      lastName: 'M',
      email: 'e.m@acme.fr',
      company: 'ACME',
      jobTitle: 'DSI',
      resource: 'whitePaper-gone',
    }
    expect(await handleSubmission(request({form: 'content-request', json: envelope({values})}), all)).toEqual({
      status: 400,
      body: {error: ERRORS.invalidFields, fields: {resource: ERRORS.unknownResource}},
    })
    expectNothingStored(store)
  })

  it('answers 503, storing nothing, when the database is out of reach', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {})
    const {all} = deps({store: async () => Promise.reject(new Error('connect ECONNREFUSED'))})
    expect(await handleSubmission(request(), all)).toEqual({
      status: 503,
      body: {error: ERRORS.unavailable},
      headers: {'Retry-After': '30'},
    })
    error.mockRestore()
  })
})

describe('a savings estimate', () => {
  const calculator: RequestedResource = {type: 'savingsEstimate', title: 'Calculez vos économies'}
  const whitePaper: RequestedResource = {
    type: 'whitePaper',
    title: 'RGPD',
    slug: 'rgpd',
    file: {url: 'https://cdn.sanity.io/files/p/d/rgpd.pdf'},
  }
  const resources: Record<string, RequestedResource> = {
    savingsCalculatorPage: calculator,
    'whitePaper-rgpd': whitePaper,
    'webinar-replay': webinar,
  }
  const contentDeps = () => deps({findResource: async (id) => resources[id] ?? null})
  const person = {firstName: 'Élodie', lastName: 'Martin', email: 'e.martin@acme.fr', company: 'ACME', jobTitle: 'DSI'}
  const send = (all: PipelineDeps, values: Record<string, string>) =>
    handleSubmission(request({form: 'content-request', json: envelope({values})}), all)
  const refused = (message: string) => ({
    status: 400,
    body: {error: ERRORS.invalidFields, fields: {estimate: message}},
  })

  it('is stored normalised, the form’s own query, with the e-mail that carries it', async () => {
    const {all, store} = contentDeps()
    const response = await send(all, {
      ...person,
      resource: 'savingsCalculatorPage',
      estimate: 'demandes=1%20200&part=35&minutes=7%2C5&cout=32%2C50',
    })
    expect(response).toEqual({status: 201, body: {id: 'lead-for-e.martin@acme.fr'}})
    const lead = store.mock.calls[0]![0]
    expect(lead.values).toEqual({
      ...person,
      resource: 'savingsCalculatorPage',
      estimate: 'demandes=1200&part=35&minutes=7.5&cout=32.5',
    })
    expect(lead.messages.map((message) => message.kind)).toEqual(['contact', 'notification', 'resource'])
    const mail = lead.messages.find((message) => message.kind === 'resource')
    if (mail?.kind !== 'resource') throw new Error('no resource mail')
    expect(mail.mail.subject).toBe('Votre estimation d’économies avec Parlia')
    expect(mail.mail.text).toContain('Temps libéré par mois : 53 h')
    expect(mail.mail.text).toContain(
      'https://www.parlia.fr/ressources/calculateur-economies?demandes=1200&part=35&minutes=7.5&cout=32.5',
    )
  })

  it('is refused, storing nothing, when missing, unreadable, incomplete, repeated or out of the calculator’s bounds', async () => {
    const {all, store} = contentDeps()
    const estimates = [
      '',
      'demandes=abc&part=40&minutes=6&cout=35',
      'demandes=2000&part=40&minutes=6',
      'demandes=2000&part=40&minutes=6&cout=35&remise=10',
      'demandes=2000&demandes=3000&part=40&minutes=6&cout=35',
      'demandes=0&part=40&minutes=6&cout=35',
      'demandes=2000&part=101&minutes=6&cout=35',
      'demandes=2000&part=40&minutes=0.25&cout=35',
      'demandes=2000&part=40&minutes=6&cout=35.555',
      'demandes=2000.5&part=40&minutes=6&cout=35',
    ]
    for (const estimate of estimates) {
      expect(await send(all, {...person, resource: 'savingsCalculatorPage', estimate})).toEqual(
        refused(ERRORS.invalidEstimate),
      )
    }
    // No estimate field at all.
    expect(await send(all, {...person, resource: 'savingsCalculatorPage'})).toEqual(refused(ERRORS.invalidEstimate))
    expect(store).not.toHaveBeenCalled()
  })

  it('is refused, storing nothing, with a request for a white paper or a webinar', async () => {
    const {all, store} = contentDeps()
    for (const resource of ['whitePaper-rgpd', 'webinar-replay']) {
      expect(await send(all, {...person, resource, estimate: 'demandes=2000&part=40&minutes=6&cout=35'})).toEqual(
        refused(ERRORS.unexpectedEstimate),
      )
    }
    expect(store).not.toHaveBeenCalled()
  })

  it('answers a malformed one with the form’s own message, and a form without the field as an unknown field', async () => {
    const {all, store} = contentDeps()
    expect(await send(all, {...person, resource: 'savingsCalculatorPage', estimate: 'demandes=<b>'})).toEqual(
      refused('L’estimation envoyée est illisible.'),
    )
    const contact = await handleSubmission(
      request({json: envelope({values: {...contactValues, estimate: 'demandes=2000&part=40&minutes=6&cout=35'}})}),
      all,
    )
    expect(contact.body).toEqual({error: ERRORS.invalidFields, fields: {_form: expect.any(String)}})
    expect(store).not.toHaveBeenCalled()
  })

  it('leaves an empty estimate out of a white paper’s request, as it was stored before the field existed', async () => {
    const {all, store} = contentDeps()
    expect((await send(all, {...person, resource: 'whitePaper-rgpd', estimate: ''})).status).toBe(201)
    expect((await send(all, {...person, resource: 'whitePaper-rgpd'})).status).toBe(201)
    for (const [lead] of store.mock.calls) {
      expect(lead.values).toEqual({...person, resource: 'whitePaper-rgpd'})
      expect(lead.messages.map((message) => message.kind)).toEqual(['contact', 'notification', 'resource'])
    }
  })
})

describe('the captcha', () => {
  let server: Server
  let url: string
  const received: URLSearchParams[] = []
  let mode: 'up' | 'down' | 'nonsense' = 'up'

  beforeAll(async () => {
    // Turnstile's siteverify contract, on loopback.
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        const form = new URLSearchParams(body)
        received.push(form)
        if (mode === 'down') return res.writeHead(503).end()
        res.writeHead(200, {'content-type': 'application/json'})
        if (mode === 'nonsense') return res.end('{"ok": 1}')
        const success = form.get('secret') === 'the-secret' && form.get('response') === 'good-token'
        res.end(JSON.stringify(success ? {success: true} : {success: false, 'error-codes': ['invalid-input-response']}))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const config = () => ({secret: 'the-secret', verifyUrl: url})

  it('posts the secret, the token and the visitor’s address, form-encoded', async () => {
    mode = 'up'
    expect(await verifyCaptcha(config(), 'good-token', '203.0.113.5')).toBe('verified')
    expect(Object.fromEntries(received.at(-1)!)).toEqual({
      secret: 'the-secret',
      response: 'good-token',
      remoteip: '203.0.113.5',
    })
    expect(await verifyCaptcha(config(), 'bad-token', '203.0.113.5')).toBe('rejected')
  })

  it('lets a submission through, marked unverified, when the service cannot answer', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => {})
    for (const state of ['down', 'nonsense'] as const) {
      mode = state
      expect(await verifyCaptcha(config(), 'good-token', '203.0.113.5')).toBe('unavailable')
    }
    const {all, store} = deps({captcha: config()})
    expect((await handleSubmission(request({json: envelope({captchaToken: 'good-token'})}), all)).status).toBe(201)
    expect(store.mock.calls[0]![0].captcha).toBe('unverified')
    warn.mockRestore()
  })

  it('stores a verified submission as such', async () => {
    mode = 'up'
    const {all, store} = deps({captcha: config()})
    expect((await handleSubmission(request({json: envelope({captchaToken: 'good-token'})}), all)).status).toBe(201)
    expect(store.mock.calls[0]![0].captcha).toBe('verified')
    expect(await handleSubmission(request({json: envelope({captchaToken: 'bad-token'})}), all)).toEqual({
      status: 403,
      body: {error: ERRORS.captchaRejected},
    })
  })
})

describe('the captcha’s health', () => {
  const down = jest.fn(async () => new Response(null, {status: 503}))
  const up = jest.fn(async () => Response.json({success: true}))

  it('warns the operator once, with a level and no personal data, after a run of submissions stored unverified; then says it recovered', async () => {
    const quiet = jest.spyOn(logger, 'warn').mockImplementation(() => {})
    const log = {warn: jest.fn(), info: jest.fn()}
    const captchaHealth = createCaptchaHealth({log, now: () => new Date(NOW)})
    const captcha = {secret: 's', verifyUrl: 'https://captcha.example/siteverify'}
    const {all, store} = deps({captcha, captchaHealth, fetch: down as typeof fetch})
    for (let index = 0; index < CAPTCHA_ALERT_AFTER + 3; index += 1) {
      expect((await handleSubmission(request({json: envelope({captchaToken: 'secret-token'})}), all)).status).toBe(201)
    }
    expect(store.mock.calls.every(([lead]) => lead.captcha === 'unverified')).toBe(true)
    expect(log.warn).toHaveBeenCalledTimes(1)
    const warning = log.warn.mock.calls[0]![0] as string
    expect(JSON.parse(warning)).toEqual(
      expect.objectContaining({
        level: 'warn',
        event: 'captcha.unavailable',
        consecutive: CAPTCHA_ALERT_AFTER,
        since: '2025-04-01T10:00:00.000Z',
      }),
    )
    for (const personal of ['203.0.113.5', 'secret-token', contactValues.email, contactValues.lastName])
      expect(warning).not.toContain(personal)
    expect(log.info).not.toHaveBeenCalled()

    all.fetch = up as typeof fetch
    expect((await handleSubmission(request({json: envelope({captchaToken: 'secret-token'})}), all)).status).toBe(201)
    expect(log.info).toHaveBeenCalledTimes(1)
    expect(JSON.parse(log.info.mock.calls[0]![0] as string)).toEqual(
      expect.objectContaining({level: 'info', event: 'captcha.recovered', unavailable: CAPTCHA_ALERT_AFTER + 3}),
    )
    // A second outage is reported again.
    all.fetch = down as typeof fetch
    for (let index = 0; index < CAPTCHA_ALERT_AFTER; index += 1)
      await handleSubmission(request({json: envelope({captchaToken: 't'})}), all)
    expect(log.warn).toHaveBeenCalledTimes(2)
    quiet.mockRestore()
  })

  it('stays quiet through a few failures that the service recovers from', () => {
    const log = {warn: jest.fn(), info: jest.fn()}
    const health = createCaptchaHealth({log})
    for (let index = 0; index < CAPTCHA_ALERT_AFTER - 1; index += 1) health.record('unavailable')
    health.record('rejected')
    for (let index = 0; index < CAPTCHA_ALERT_AFTER - 1; index += 1) health.record('unavailable')
    health.record('verified')
    expect(log.warn).not.toHaveBeenCalled()
    expect(log.info).not.toHaveBeenCalled()
  })

  it('verifies tokens with the provider whose widget the forms load: Cloudflare Turnstile', () => {
    const turnstile = 'https://challenges.cloudflare.com/turnstile/'
    expect(CAPTCHA_SCRIPT_URL.startsWith(turnstile)).toBe(true)
    expect(DEFAULT_CAPTCHA_VERIFY_URL.startsWith(turnstile)).toBe(true)
  })
})

describe('a body over the cap, over a real connection', () => {
  let server: Server
  let port: number

  beforeAll(async () => {
    const {all} = deps()
    server = createServer(async (req, res) => {
      const response = await handleSubmission(
        {form: 'contact', method: req.method ?? '', headers: req.headers, body: req, ip: '203.0.113.5'},
        all,
      )
      res.writeHead(response.status, {'content-type': 'application/json', ...response.headers})
      res.end(JSON.stringify(response.body))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  /** Posts `size` bytes in 16 KB writes, with or without Content-Length; answers the status and body received. */
  const post = (size: number, declared: boolean) =>
    new Promise<{status: number; body: unknown}>((resolve, reject) => {
      const headers: Record<string, string> = {'content-type': 'application/json', origin: SITE, host: 'www.parlia.fr'}
      if (declared) headers['content-length'] = String(size)
      const req = httpRequest({host: '127.0.0.1', port, method: 'POST', path: '/api/forms/contact', headers}, (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({status: res.statusCode ?? 0, body: JSON.parse(text)}))
      })
      req.on('error', reject)
      const chunk = Buffer.alloc(16 * 1024, 'a')
      for (let sent = 0; sent < size; sent += chunk.length)
        req.write(chunk.subarray(0, Math.min(chunk.length, size - sent)))
      req.end()
    })

  it('reaches the client as a 413 with its message, whether the length was declared or not', async () => {
    for (const declared of [true, false]) {
      expect(await post(1000 * 1024, declared)).toEqual({status: 413, body: {error: ERRORS.tooLarge}})
    }
  })
})

describe('the request’s origin and address', () => {
  it('accepts the host the request was sent to, or the public origin behind a proxy', () => {
    expect(isSameOrigin({origin: 'http://127.0.0.1:3232', host: '127.0.0.1:3232'}, SITE)).toBe(true)
    expect(isSameOrigin({origin: 'https://www.parlia.fr', host: 'internal:3000'}, SITE)).toBe(true)
    expect(isSameOrigin({referer: 'https://www.parlia.fr/contact', host: 'internal:3000'}, SITE)).toBe(true)
    expect(isSameOrigin({origin: 'https://www.parlia.fr.evil.example', host: 'www.parlia.fr'}, SITE)).toBe(false)
    expect(
      isSameOrigin({origin: 'https://evil.example', referer: 'https://www.parlia.fr/', host: 'www.parlia.fr'}, SITE),
    ).toBe(false)
    expect(isSameOrigin({host: 'www.parlia.fr'}, SITE)).toBe(false)
  })

  it('trusts X-Forwarded-For only as far as the configured proxies', () => {
    const headers = {'x-forwarded-for': '198.51.100.1, 203.0.113.9'}
    expect(clientIp('10.0.0.2', headers, 0)).toBe('10.0.0.2')
    expect(clientIp('10.0.0.2', headers, 1)).toBe('203.0.113.9')
    expect(clientIp('10.0.0.2', headers, 2)).toBe('198.51.100.1')
    expect(clientIp('10.0.0.2', headers, 5)).toBe('10.0.0.2')
  })

  it('limits submissions per address', async () => {
    const limit = createRateLimiter({points: 2, windowSeconds: 60})
    expect(await limit('a')).toEqual({allowed: true})
    expect(await limit('a')).toEqual({allowed: true})
    expect(await limit('a')).toEqual({allowed: false, retryAfterSeconds: 60})
    expect(await limit('b')).toEqual({allowed: true})
  })

  it('maps each endpoint to its form', () => {
    expect(['contact', 'demo', 'content-request', 'contentRequest', '__proto__'].map(formKindOf)).toEqual([
      'contact',
      'demo',
      'contentRequest',
      null,
      null,
    ])
  })
})
