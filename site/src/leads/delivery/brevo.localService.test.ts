/** @jest-environment node */

import {type Brevo, startBrevo} from '@parlia/services/src/brevo'

import {createBrevoTransport, eraseFromBrevo} from './brevo'
import type {OutboxItem} from './types'

const NOW = new Date('2025-03-10T09:00:00Z')
const KEY = 'brevo-key'

const mail = {
  from: {email: 'contact@parlia.fr', name: 'Parlia'},
  to: {email: 'elodie.martin@chu-valbonne.fr', name: 'Élodie Martin'},
  subject: 'Votre replay « Chatbot et RGPD »',
  text: 'Bonjour Élodie,',
  html: '<p>Bonjour Élodie,</p>',
}
const email = (id = 'row-1'): OutboxItem => ({
  id,
  leadId: 'lead-1',
  message: {kind: 'resource', mail},
  attempts: 1,
  unconfirmedSince: null,
})
const contact = (id = 'row-c'): OutboxItem => ({
  id,
  leadId: 'lead-1',
  message: {kind: 'contact', email: mail.to.email, attributes: {PRENOM: 'Élodie'}},
  attempts: 1,
  unconfirmedSince: null,
})

describe('the local Brevo, through the site’s own transport', () => {
  let brevo: Brevo
  beforeEach(async () => {
    brevo = await startBrevo({apiKey: KEY, now: () => NOW})
  })
  afterEach(() => brevo.close())

  const config = (apiKey = KEY) => ({apiKey, apiUrl: brevo.url, listId: 3})
  const transport = (options: {apiKey?: string; timeoutMs?: number} = {}) =>
    createBrevoTransport(config(options.apiKey), '/nonexistent', {timeoutMs: options.timeoutMs ?? 5_000})

  it('serves Brevo’s API under /v3: creates and updates contacts, sends e-mails with their message id', async () => {
    expect(brevo.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v3$/)
    await transport().deliver(contact(), NOW)
    await transport().deliver(contact(), NOW)
    expect(brevo.contacts.get(mail.to.email)).toEqual({
      body: {email: mail.to.email, attributes: {PRENOM: 'Élodie'}, listIds: [3], updateEnabled: true},
      upserts: 2,
    })
    const receipt = await transport().deliver(email(), NOW)
    expect(receipt).toEqual({messageId: brevo.sent[0]!.messageId})
    expect(brevo.sent[0]).toMatchObject({
      key: 'row-1',
      at: NOW,
      body: {subject: mail.subject, to: [mail.to], tags: ['site-parlia', 'resource', 'outbox-row-1']},
    })
    expect(brevo.requests.map(({method, endpoint}) => `${method} ${endpoint}`)).toEqual([
      'POST /contacts',
      'POST /contacts',
      'POST /smtp/email',
    ])
  })

  it('refuses a wrong API key with 401, which the transport takes as permanent', async () => {
    await expect(transport({apiKey: 'revoked'}).deliver(email(), NOW)).rejects.toMatchObject({
      permanent: true,
      message: expect.stringContaining('401'),
    })
    expect(brevo.sent).toEqual([])
  })

  it('deletes one logged e-mail by its message id, and refuses other identifiers and date ranges', async () => {
    await transport().deliver(email('row-1'), NOW)
    await transport().deliver(email('row-2'), NOW)
    const [first, second] = brevo.sent
    const remove = (identifier: string, query = '') =>
      fetch(`${brevo.url}/smtp/log/${encodeURIComponent(identifier)}${query}`, {
        method: 'DELETE',
        headers: {'api-key': KEY},
      }).then((response) => response.status)
    expect(await remove(first!.messageId)).toBe(204)
    expect(brevo.logs.get(mail.to.email)).toEqual([second])
    expect(await remove(first!.messageId)).toBe(404)
    expect(await remove('not an identifier')).toBe(400)
    expect(await remove(mail.to.email, '?from_date=2025-03-01&to_date=2025-03-10')).toBe(400)
    expect(brevo.sent).toHaveLength(2)
  })

  it('answers a body that is not JSON with 400, as Brevo does', async () => {
    const response = await fetch(`${brevo.url}/smtp/email`, {
      method: 'POST',
      headers: {'api-key': KEY, 'content-type': 'application/json'},
      body: '{',
    })
    expect(response.status).toBe(400)
    expect(brevo.sent).toEqual([])
  })
})

describe('faults staged per endpoint', () => {
  let brevo: Brevo
  beforeEach(async () => {
    brevo = await startBrevo({apiKey: KEY, now: () => NOW})
  })
  afterEach(() => brevo.close())

  const transport = (timeoutMs = 5_000) =>
    createBrevoTransport({apiKey: KEY, apiUrl: brevo.url, listId: null}, '/nonexistent', {timeoutMs})

  it('400 duplicate contact on POST /contacts: refused for good, nothing stored, the e-mail endpoint unaffected', async () => {
    brevo.inject('POST /contacts', 'duplicate')
    await expect(transport().deliver(contact(), NOW)).rejects.toMatchObject({
      permanent: true,
      message: expect.stringContaining('duplicate_parameter'),
    })
    expect(brevo.contacts.size).toBe(0)
    await transport().deliver(email(), NOW)
    expect(brevo.sent).toHaveLength(1)
  })

  it('401 on one endpoint although the key is right', async () => {
    brevo.inject('POST /smtp/email', 'unauthorized')
    await expect(transport().deliver(email(), NOW)).rejects.toMatchObject({
      permanent: true,
      message: expect.stringContaining('401'),
    })
    await transport().deliver(contact(), NOW)
    expect(brevo.contacts.size).toBe(1)
  })

  it('429 with Retry-After and Brevo’s rate-limit headers, retried later, for as many requests as asked', async () => {
    brevo.inject('POST /smtp/email', 'throttled', {times: 2, retryAfterSeconds: 12})
    const response = await fetch(`${brevo.url}/smtp/email`, {method: 'POST', headers: {'api-key': KEY}, body: '{}'})
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('12')
    expect(response.headers.get('x-sib-ratelimit-reset')).toBe('12')
    expect(await response.json()).toEqual({code: 'too_many_requests', message: expect.any(String)})
    await expect(transport().deliver(email(), NOW)).rejects.toMatchObject({
      permanent: false,
      outcomeUnknown: false,
      message: expect.stringContaining('429'),
    })
    await transport().deliver(email(), NOW)
    expect(brevo.sent).toHaveLength(1)
  })

  it('500: retried, the e-mail’s outcome unknown to the transport, though nothing was sent', async () => {
    brevo.inject('POST /smtp/email', 'error', {times: 1})
    await expect(transport().deliver(email(), NOW)).rejects.toMatchObject({
      permanent: false,
      outcomeUnknown: true,
      message: expect.stringContaining('500'),
    })
    expect(brevo.sent).toEqual([])
    await transport().deliver(email(), NOW)
    expect(brevo.sent).toHaveLength(1)
  })

  it('a time-out: no answer until the client gives up; the other endpoints still answer', async () => {
    brevo.inject('GET /smtp/emails', 'timeout')
    const started = Date.now()
    const erasure = eraseFromBrevo({apiKey: KEY, apiUrl: brevo.url, listId: null}, mail.to.email)
    await expect(
      transport(200).deliver({...email(), unconfirmedSince: new Date(NOW.getTime() - 60 * 60_000)}, NOW),
    ).rejects.toMatchObject({
      permanent: false,
      message: expect.stringContaining('unreachable'),
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    await expect(erasure).resolves.toEqual({contact: 'absent', emailLogs: 'absent'})
  })

  it('a fault on DELETE /contacts/{identifier} fails erasure, and clearing the faults restores the endpoint', async () => {
    brevo.contacts.set(mail.to.email, {body: {}, upserts: 1})
    brevo.inject('DELETE /contacts/{identifier}', 'error')
    const config = {apiKey: KEY, apiUrl: brevo.url, listId: null}
    await expect(eraseFromBrevo(config, mail.to.email)).rejects.toThrow(/DELETE \/contacts answered 500/)
    await expect(eraseFromBrevo(config, mail.to.email)).rejects.toThrow(/500/)
    brevo.clearFaults()
    await expect(eraseFromBrevo(config, mail.to.email)).resolves.toEqual({contact: 'deleted', emailLogs: 'absent'})
  })

  it('refuses a fault that fails no request', () => {
    expect(() => brevo.inject('POST /contacts', 'error', {times: 0})).toThrow(RangeError)
  })
})

describe('the test’s controls over HTTP', () => {
  let brevo: Brevo
  beforeEach(async () => {
    brevo = await startBrevo({apiKey: KEY, now: () => NOW})
  })
  afterEach(() => brevo.close())

  const transport = () => createBrevoTransport({apiKey: KEY, apiUrl: brevo.url, listId: null}, '/nonexistent')
  const control = (method: string, body?: unknown) =>
    fetch(`${brevo.adminUrl}/__faults`, {
      method,
      headers: {'content-type': 'application/json'},
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  it('GET /__inspect/sent lists what was sent, /__inspect/contacts the contacts, /__inspect/requests the API calls', async () => {
    await transport().deliver(email(), NOW)
    await transport().deliver(contact(), NOW)
    const sent = (await (await fetch(`${brevo.adminUrl}/__inspect/sent`)).json()) as {sent: Record<string, unknown>[]}
    expect(sent).toEqual({
      sent: [
        {
          messageId: brevo.sent[0]!.messageId,
          uuid: expect.any(String),
          key: 'row-1',
          at: NOW.toISOString(),
          body: expect.objectContaining({subject: mail.subject, to: [mail.to], headers: {idempotencyKey: 'row-1'}}),
        },
      ],
    })
    expect(await (await fetch(`${brevo.adminUrl}/__inspect/contacts`)).json()).toEqual({
      contacts: [{email: mail.to.email, upserts: 1, body: expect.objectContaining({attributes: {PRENOM: 'Élodie'}})}],
    })
    const {requests} = (await (await fetch(`${brevo.adminUrl}/__inspect/requests`)).json()) as {
      requests: {method: string; endpoint: string}[]
    }
    expect(requests.map(({method, endpoint}) => `${method} ${endpoint}`)).toEqual([
      'POST /smtp/email',
      'POST /contacts',
    ])
    expect((await fetch(`${brevo.adminUrl}/__inspect/nothing`)).status).toBe(404)
  })

  it('POST /__faults stages a fault, DELETE /__faults clears them, a wrong one answers 400', async () => {
    expect((await control('POST', {route: 'POST /smtp/email', fault: 'throttled', retryAfterSeconds: 5})).status).toBe(
      204,
    )
    await expect(transport().deliver(email(), NOW)).rejects.toMatchObject({message: expect.stringContaining('429')})
    expect((await control('DELETE')).status).toBe(204)
    await transport().deliver(email(), NOW)
    expect(brevo.sent).toHaveLength(1)
    for (const wrong of [
      {route: 'GET /account', fault: 'error'},
      {route: 'POST /contacts', fault: 'crash'},
      {route: 'POST /contacts', fault: 'error', times: 0},
    ]) {
      expect((await control('POST', wrong)).status).toBe(400)
    }
    expect((await fetch(`${brevo.adminUrl}/__faults`, {method: 'POST', body: 'not json'})).status).toBe(400)
  })
})

describe('the whole server’s mode', () => {
  let brevo: Brevo
  beforeEach(async () => {
    brevo = await startBrevo({apiKey: KEY, now: () => NOW})
  })
  afterEach(() => brevo.close())

  const transport = (timeoutMs = 5_000) =>
    createBrevoTransport({apiKey: KEY, apiUrl: brevo.url, listId: null}, '/nonexistent', {timeoutMs})

  it('losing: sends the e-mail and cuts the connection, so the idempotency key refuses the retry and the transport counts it sent', async () => {
    brevo.mode = 'losing'
    await expect(transport().deliver(email(), NOW)).rejects.toMatchObject({outcomeUnknown: true})
    brevo.mode = 'up'
    await expect(transport().deliver(email(), NOW)).resolves.toEqual({})
    expect(brevo.sent).toHaveLength(1)
    expect(brevo.refusedDuplicates).toBe(1)
  })

  it('hanging, then failing: nothing is done, every request is recorded', async () => {
    brevo.mode = 'hanging'
    await expect(transport(200).deliver(email(), NOW)).rejects.toMatchObject({outcomeUnknown: true})
    brevo.mode = 'failing'
    await expect(transport().deliver(contact(), NOW)).rejects.toMatchObject({
      permanent: false,
      message: expect.stringContaining('500'),
    })
    expect(brevo.sent).toEqual([])
    expect(brevo.contacts.size).toBe(0)
    expect(brevo.requests).toHaveLength(2)
  })

  it('PUT /__mode switches it from another process; an unknown mode answers 400', async () => {
    const put = (body: string) =>
      fetch(`${brevo.adminUrl}/__mode`, {method: 'PUT', headers: {'content-type': 'application/json'}, body})
    expect((await put(JSON.stringify({mode: 'failing'}))).status).toBe(204)
    expect(brevo.mode).toBe('failing')
    await expect(transport().deliver(contact(), NOW)).rejects.toMatchObject({permanent: false})
    expect((await put(JSON.stringify({mode: 'down'}))).status).toBe(400)
    expect((await fetch(`${brevo.adminUrl}/__mode`)).status).toBe(405)
    expect((await put(JSON.stringify({mode: 'up'}))).status).toBe(204)
    await expect(transport().deliver(contact(), NOW)).resolves.toBeUndefined()
    expect(brevo.contacts.size).toBe(1)
  })
})
