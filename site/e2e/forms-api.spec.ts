import {randomUUID} from 'node:crypto'

import {type APIRequestContext, expect, test} from '@playwright/test'

import {CAPTCHA_TEST_TOKEN, countLeadsContaining, findLeadsByEmail, uniqueEmail} from './leads'
import {services} from './mode'

// The form endpoints against the production server: malformed requests of every kind are refused with a
// 4xx JSON error in French and store nothing; a valid one is stored once, however often it is retried.

const FORMS = ['contact', 'demo', 'content-request'] as const
type Form = (typeof FORMS)[number]

/** In every value of every malformed request: whatever got stored from them would carry it. */
const MARKER = `bad${randomUUID().slice(0, 8)}`
const RESOURCE = 'whitePaper-chatbot-et-rgpd-guide-pratique'

function validValues(form: Form, email = `${MARKER}@entreprise-test.fr`, tag = MARKER): Record<string, string> {
  const person = {firstName: 'Élodie', lastName: `Martin ${tag}`, email}
  if (form === 'contact') return {...person, phoneNumber: '04 72 00 00 00', message: `Bonjour ${tag}`}
  if (form === 'demo') {
    return {
      ...person,
      phoneNumber: '',
      company: `ACME ${tag}`,
      organisationType: 'entreprise',
      headcount: '50-249',
      message: '',
    }
  }
  return {...person, company: `ACME ${tag}`, jobTitle: 'DSI', resource: RESOURCE}
}

// Every request carries a captcha token the local Turnstile accepts (service mode); without a captcha
// configured (embedded), the site ignores it.
const envelope = (form: Form, values: unknown = validValues(form), extra: Record<string, unknown> = {}) => ({
  values,
  website: '',
  startedAt: Date.now() - 20_000,
  captchaToken: CAPTCHA_TEST_TOKEN,
  ...extra,
})
/** A token that is not one is refused before the envelope is read when a captcha is configured. */
const BAD_TOKEN_STATUS = services ? 403 : 400

interface Case {
  name: string
  path: string
  method?: string
  headers?: Record<string, string>
  /** A function for a body that depends on the time it is sent. */
  body?: string | Buffer | (() => string)
  /** The status expected, when the case pins one (every case must answer a 4xx anyway). */
  status?: number
}

function cases(baseURL: string): Case[] {
  const json = {'content-type': 'application/json', origin: baseURL}
  const post = (form: Form, name: string, body: unknown, status?: number): Case => ({
    name: `${form}: ${name}`,
    path: `/api/forms/${form}`,
    headers: json,
    body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    status,
  })
  const all: Case[] = []

  for (const form of FORMS) {
    const path = `/api/forms/${form}`
    const valid = JSON.stringify(envelope(form))
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      all.push({name: `${form}: ${method}`, path, method, headers: json, body: valid, status: 405})
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=iso-8859-1',
      'text/json',
    ]) {
      all.push({name: `${form}: ${type}`, path, headers: {...json, 'content-type': type}, body: valid, status: 415})
    }
    const origins: [string, string][] = [
      ['another site', 'https://evil.example'],
      ['a look-alike host', `${baseURL}.evil.example`],
      ['the null origin', 'null'],
    ]
    for (const [name, origin] of origins) {
      all.push({name: `${form}: from ${name}`, path, headers: {...json, origin}, body: valid, status: 403})
    }
    all.push({
      name: `${form}: from nowhere`,
      path,
      headers: {'content-type': 'application/json'},
      body: valid,
      status: 403,
    })

    // 100 KB in each field, in turn: over the 16 KB cap.
    for (const field of Object.keys(validValues(form))) {
      all.push(
        post(form, `100 KB in ${field}`, envelope(form, {...validValues(form), [field]: 'A'.repeat(100_000)}), 413),
      )
    }

    for (const [name, body] of [
      ['an empty body', ''],
      ['truncated JSON', valid.slice(0, 40)],
      ['single quotes', "{'values': {}}"],
      ['a trailing comma', valid.replace(/}$/, ',}')],
      ['NaN', `{"values": {}, "website": "", "startedAt": NaN}`],
      ['a byte-order mark', `\uFEFF${valid}`],
      ['two documents', `${valid}${valid}`],
      ['a comment', `/* ${MARKER} */ ${valid}`],
    ]) {
      all.push(post(form, name!, body!, 400))
    }
    for (const [name, bytes] of [
      ['a lone continuation byte', [0x80]],
      ['an overlong slash', [0xc0, 0xaf]],
      ['an encoded surrogate', [0xed, 0xa0, 0x80]],
      ['Latin-1 é', [0xe9]],
      ['a truncated sequence', [0xe2, 0x82]],
    ] as const) {
      const [head, tail] = valid.split('Martin')
      all.push(
        post(
          form,
          `invalid UTF-8: ${name}`,
          Buffer.concat([Buffer.from(`${head}Martin`), Buffer.from(bytes), Buffer.from(tail!)]),
          400,
        ),
      )
    }
    for (const body of ['[]', '"text"', '42', 'null', 'true']) all.push(post(form, `a JSON ${body}`, body, 400))

    all.push(
      post(form, 'the honeypot filled', envelope(form, validValues(form), {website: 'https://spam.example'}), 422),
    )
    all.push({
      ...post(form, 'sent as soon as shown', '', 422),
      body: () => JSON.stringify(envelope(form, validValues(form), {startedAt: Date.now() - 500})),
    })
    all.push(post(form, 'a numeric honeypot', envelope(form, validValues(form), {website: 0}), 422))

    for (const [name, body] of [
      ['no values', {website: '', startedAt: Date.now() - 20_000, captchaToken: CAPTCHA_TEST_TOKEN}],
      ['values as an array', envelope(form, [validValues(form)])],
      ['values as a string', envelope(form, MARKER)],
      ['values null', envelope(form, null)],
      ['no honeypot', {values: validValues(form), startedAt: Date.now() - 20_000, captchaToken: CAPTCHA_TEST_TOKEN}],
      ['startedAt as a string', envelope(form, validValues(form), {startedAt: '2025-01-01T00:00:00Z'})],
      ['startedAt as a fraction', envelope(form, validValues(form), {startedAt: Date.now() - 20_000.5})],
      ['startedAt negative', envelope(form, validValues(form), {startedAt: -1})],
      ['an unknown key', envelope(form, validValues(form), {admin: true})],
    ] as const) {
      all.push(post(form, name, body, 400))
    }
    all.push(
      post(form, 'a numeric captcha token', envelope(form, validValues(form), {captchaToken: 42}), BAD_TOKEN_STATUS),
    )
    all.push(
      post(
        form,
        'a 5,000-character captcha token',
        envelope(form, validValues(form), {captchaToken: 'x'.repeat(5000)}),
        BAD_TOKEN_STATUS,
      ),
    )

    for (const field of Object.keys(validValues(form))) {
      for (const [kind, value] of [
        ['a number', 42],
        ['a boolean', true],
        ['null', null],
        ['an array', [MARKER]],
        ['a nested object', {$gt: '', nested: {deeper: MARKER}}],
      ] as const) {
        all.push(post(form, `${field} as ${kind}`, envelope(form, {...validValues(form), [field]: value}), 400))
      }
    }
    const required =
      form === 'contact'
        ? ['firstName', 'lastName', 'email', 'message']
        : form === 'demo'
          ? ['company', 'organisationType', 'headcount']
          : ['jobTitle', 'resource']
    for (const field of required) {
      const {[field]: _missing, ...rest} = validValues(form)
      all.push(post(form, `without ${field}`, envelope(form, rest), 400))
    }
    for (const key of [
      'admin',
      '__proto__',
      'constructor',
      `<script>${MARKER}</script>`,
      `email'; DROP TABLE leads; --`,
    ]) {
      all.push(
        post(
          form,
          `an extra field ${key}`,
          `{"values": ${JSON.stringify(validValues(form)).replace(/}$/, `, ${JSON.stringify(key)}: "${MARKER}"}`)}, "website": "", "startedAt": ${Date.now() - 20_000}, "captchaToken": "${CAPTCHA_TEST_TOKEN}"}`,
          400,
        ),
      )
    }
    all.push(
      post(
        form,
        'a control character in a name',
        envelope(form, {...validValues(form), firstName: `Élo\u0000die`}),
        400,
      ),
    )
    for (const key of ['a b', 'tab\there', 'x'.repeat(300)]) {
      all.push({
        ...post(form, `Idempotency-Key "${key.slice(0, 10)}"`, envelope(form), 400),
        headers: {...json, 'idempotency-key': key},
      })
    }
  }

  // Script and SQL where a field has a format: the email everywhere, and each form's formatted fields.
  const injections = [
    `<script>alert('${MARKER}')</script>@entreprise.fr`,
    `"><img src=x onerror=alert(1)>${MARKER}`,
    `${MARKER}'; DROP TABLE leads; --`,
    `${MARKER}' OR '1'='1`,
    `${MARKER}"); DELETE FROM contacts; --`,
    `\${7*7}{{7*7}}${MARKER}`,
  ]
  const formatted: [Form, string][] = [
    ['contact', 'email'],
    ['contact', 'phoneNumber'],
    ['demo', 'organisationType'],
    ['demo', 'headcount'],
    ['content-request', 'resource'],
    ['content-request', 'email'],
  ]
  for (const [form, field] of formatted) {
    for (const payload of injections)
      all.push(
        post(form, `${field} = ${payload.slice(0, 24)}`, envelope(form, {...validValues(form), [field]: payload}), 400),
      )
  }
  all.push(
    post(
      'content-request',
      'a white paper that does not exist',
      envelope('content-request', {...validValues('content-request'), resource: 'whitePaper-nope'}),
      400,
    ),
  )
  all.push(
    post(
      'content-request',
      'a document that is not a resource',
      envelope('content-request', {...validValues('content-request'), resource: 'siteSettings'}),
      400,
    ),
  )

  for (const name of ['newsletter', 'Contact', 'contact.json', 'content_request', 'contentRequest', 'demo-request']) {
    all.push({
      name: `unknown form ${name}`,
      path: `/api/forms/${name}`,
      headers: json,
      body: JSON.stringify(envelope('contact')),
      status: 404,
    })
  }
  return all
}

async function send(request: APIRequestContext, item: Case) {
  const data = typeof item.body === 'function' ? item.body() : item.body
  return request.fetch(item.path, {method: item.method ?? 'POST', headers: item.headers, data, failOnStatusCode: false})
}

test('malformed requests get a 4xx JSON error in French, never a 500, and store nothing', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const all = cases(baseURL!)
  expect(all.length).toBeGreaterThanOrEqual(200)
  const wrong: string[] = []
  for (const item of all) {
    const response = await send(request, item)
    const status = response.status()
    const type = response.headers()['content-type'] ?? ''
    const body = (await response.json().catch(() => null)) as {error?: unknown} | null
    const french =
      typeof body?.error === 'string' && /[a-zé]{3,}/.test(body.error) && !/must be|is required|Error:/.test(body.error)
    if (
      status < 400 ||
      status > 499 ||
      (item.status && status !== item.status) ||
      !type.startsWith('application/json') ||
      !french
    ) {
      wrong.push(`${item.name}: ${status} ${type} ${JSON.stringify(body)}`)
    }
  }
  expect(wrong, `${wrong.length} of ${all.length} requests answered wrongly`).toEqual([])
  expect(await countLeadsContaining(MARKER)).toBe(0)
  // The SQL fragments dropped nothing: a valid lead is still stored.
  const email = uniqueEmail('after-injections')
  const valid = await request.post('/api/forms/contact', {
    headers: {'content-type': 'application/json', origin: baseURL!},
    data: JSON.stringify(envelope('contact', validValues('contact', email, 'ok'))),
  })
  expect(valid.status()).toBe(201)
  expect(await findLeadsByEmail(email)).toHaveLength(1)
})

test('a valid submission is stored once, whatever its retries', async ({request, baseURL}) => {
  for (const form of FORMS) {
    const email = uniqueEmail(`api-${form}`)
    const key = randomUUID()
    const headers = {'content-type': 'application/json; charset=utf-8', origin: baseURL!, 'idempotency-key': key}
    const data = JSON.stringify(envelope(form, {...validValues(form, email, 'ok'), lastName: '  Martin  '}))
    const first = await request.post(`/api/forms/${form}`, {headers, data})
    expect(first.status()).toBe(201)
    const {id} = (await first.json()) as {id: string}
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const retry = await request.post(`/api/forms/${form}`, {headers, data})
    expect(retry.status()).toBe(201)
    expect(await retry.json()).toEqual({id})

    const leads = await findLeadsByEmail(email.toUpperCase())
    expect(leads).toHaveLength(1)
    expect(leads[0]).toEqual(
      expect.objectContaining({id, values: expect.objectContaining({email, lastName: 'Martin'})}),
    )
    const kinds = leads[0]!.deliveries.map((delivery) => delivery.kind)
    expect(kinds).toEqual(
      form === 'content-request' ? ['contact', 'notification', 'resource'] : ['contact', 'notification'],
    )

    const reused = await request.post(`/api/forms/${form}`, {
      headers,
      data: JSON.stringify(envelope(form, validValues(form, uniqueEmail(), 'ok'))),
    })
    expect(reused.status()).toBe(422)
    expect(await reused.json()).toEqual({error: expect.stringContaining('identifiant')})
  }
})
