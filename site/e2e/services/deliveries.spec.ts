import {spawnSync} from 'node:child_process'
import {request} from 'node:http'
import path from 'node:path'

import {type APIRequestContext, expect, test} from '@playwright/test'

import {CAPTCHA_TEST_TOKEN, findLeadsByEmail, makeDue, outboxOf, uniqueEmail} from '../leads'
import {services} from '../mode'

// Service mode only (playwright.config.ts): Brevo and Turnstile are only called there. Both are switched into
// failure modes, which is why this runs after the other specs ("shared state").
const stack = services!

/**
 * A call to a stand-in's controls on a connection of its own: a kept-alive one could be the one the stand-in's idle
 * timeout closes while a slow outbox flush runs ("other side closed").
 */
function admin(method: 'GET' | 'PUT', url: string, body?: unknown): Promise<{status: number; text: string}> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const call = request(
      url,
      {method, agent: false, headers: payload ? {'content-type': 'application/json'} : {}},
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({status: response.statusCode ?? 0, text}))
      },
    )
    call.on('error', reject)
    call.end(payload)
  })
}

const put = async (url: string, body: unknown) => {
  const {status} = await admin('PUT', url, body)
  if (status !== 204) throw new Error(`PUT ${url} answered ${status}`)
}
const inspect = async <T>(url: string) => JSON.parse((await admin('GET', url)).text) as T
const brevoMode = (mode: 'up' | 'failing' | 'hanging' | 'losing') => put(`${stack.brevo.adminUrl}/__mode`, {mode})
const captchaMode = (mode: 'success' | 'failure' | 'hang') => put(`${stack.captcha.adminUrl}/__mode`, {mode})
const sentByBrevo = async () =>
  (await inspect<{sent: {key: string | null}[]}>(`${stack.brevo.adminUrl}/__inspect/sent`)).sent
const brevoContacts = async () =>
  (await inspect<{contacts: {email: string}[]}>(`${stack.brevo.adminUrl}/__inspect/contacts`)).contacts

async function submit(request: APIRequestContext, baseURL: string, form: 'contact' | 'content-request', email: string) {
  const person = {firstName: 'Élodie', lastName: 'Martin', email}
  const values =
    form === 'contact'
      ? {...person, phoneNumber: '', message: 'Bonjour, pouvez-vous me rappeler ?'}
      : {...person, company: 'ACME', jobTitle: 'DSI', resource: 'whitePaper-chatbot-et-rgpd-guide-pratique'}
  return request.post(`/api/forms/${form}`, {
    headers: {'content-type': 'application/json', origin: baseURL},
    data: JSON.stringify({values, website: '', startedAt: Date.now() - 20_000, captchaToken: CAPTCHA_TEST_TOKEN}),
    failOnStatusCode: false,
  })
}

/** What a scheduler runs (`npm run outbox:flush`), with the site's configuration. */
function flushOutbox() {
  const result = spawnSync('npx', ['tsx', 'scripts/leads.ts', 'outbox:flush'], {
    cwd: path.resolve(__dirname, '..', '..'),
    encoding: 'utf8',
  })
  return `${result.stdout}${result.stderr}`
}

test.describe.configure({mode: 'serial'})

test.afterEach(async () => {
  await brevoMode('up')
  await captchaMode('success')
})

test('a Brevo outage of several minutes loses no lead, and each e-mail goes out exactly once after it', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await brevoMode('failing')
  const emails = {contact: uniqueEmail('panne-contact'), 'content-request': uniqueEmail('panne-livre-blanc')}
  const ids: string[] = []
  for (const [form, email] of Object.entries(emails) as ['contact' | 'content-request', string][]) {
    const response = await submit(request, baseURL!, form, email)
    expect(response.status(), form).toBe(201)
    ids.push(((await response.json()) as {id: string}).id)
  }
  // The server tried at once, failed, and put every delivery off for later.
  await expect
    .poll(
      async () =>
        (await Promise.all(ids.map(outboxOf))).flat().every((row) => row.status === 'pending' && row.attempts >= 1),
      {timeout: 20_000},
    )
    .toBe(true)

  // Later in the outage, Brevo does the work but its answers are lost: the site cannot know the e-mails left.
  await brevoMode('losing')
  for (const id of ids) await makeDue(id)
  flushOutbox()
  // Brevo is back; the retries carry the same idempotency keys.
  await brevoMode('up')
  for (const id of ids) await makeDue(id)
  expect(flushOutbox()).toContain('0 failed for good')

  const rows = (await Promise.all(ids.map(outboxOf))).flat()
  expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'delivered'))
  const sent = await sentByBrevo()
  for (const row of rows.filter((each) => each.kind !== 'contact')) {
    expect(
      sent.filter((email) => email.key === row.id),
      `${row.kind} e-mail`,
    ).toHaveLength(1)
  }
  expect(rows.filter((row) => row.kind !== 'contact')).toHaveLength(3)
  const contacts = (await brevoContacts()).map((contact) => contact.email)
  expect(contacts).toEqual(expect.arrayContaining(Object.values(emails)))
  for (const email of Object.values(emails)) expect(await findLeadsByEmail(email)).toHaveLength(1)
})

test('a captcha the service rejects answers 403 in French and stores nothing', async ({request, baseURL}) => {
  await captchaMode('failure')
  const email = uniqueEmail('captcha-refuse')
  const response = await submit(request, baseURL!, 'contact', email)
  expect(response.status()).toBe(403)
  expect(await response.json()).toEqual({
    error: 'La vérification anti-robot a échoué : validez-la à nouveau, puis renvoyez le formulaire.',
  })
  expect(await findLeadsByEmail(email)).toEqual([])
})

test('a captcha service that does not answer keeps the lead, marked unverified', async ({request, baseURL}) => {
  test.setTimeout(60_000)
  await captchaMode('hang')
  const email = uniqueEmail('captcha-muet')
  const response = await submit(request, baseURL!, 'contact', email)
  expect(response.status()).toBe(201)
  const leads = await findLeadsByEmail(email)
  expect(leads.map((lead) => lead.captcha)).toEqual(['unverified'])
})
