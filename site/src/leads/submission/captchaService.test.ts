/** @jest-environment node */
import {createServer} from 'node:net'

import {type Captcha, startCaptcha} from '@parlia/services/src/captcha'

import {handlerRequest} from '../../../test/apiRoute'
import type {Database} from '../storage/database'
import {insertLead} from '../storage/leadRepository'
import {logger} from '../../platform/logging/logger'
import {type TestDatabase, testBackends} from '../../../test/databases'
import {ERRORS} from './errorMessages'
import {handleSubmission, type PipelineDeps} from './pipeline'
import {createRateLimiter} from './rateLimit'

const SITE = 'https://www.parlia.fr'
const SECRET = 'turnstile-secret'
const VISITOR_IP = '203.0.113.5'

const values = {
  firstName: 'Élodie',
  lastName: 'Martin',
  email: 'elodie.martin@chu-valbonne.fr',
  phoneNumber: '',
  message: 'Pouvez-vous me rappeler ?',
}

const submission = (captchaToken: string, extra: {sendCopy?: boolean} = {}) => ({
  form: 'contact',
  ...handlerRequest({
    headers: {host: 'www.parlia.fr', origin: SITE},
    body: JSON.stringify({values, website: '', startedAt: Date.now() - 20_000, captchaToken, ...extra}),
    ip: VISITOR_IP,
  }),
})

/** A loopback port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as {port: number}
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * The site waits 5 s for the captcha service (CAPTCHA_TIMEOUT_MS). Through the pipeline's own `fetch`
 * collaborator, a hanging service is given up on sooner, the site's deadline kept alongside.
 */
const IMPATIENT_MS = 300
const impatientFetch: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    signal: AbortSignal.any([AbortSignal.timeout(IMPATIENT_MS), ...(init?.signal ? [init.signal] : [])]),
  })

describe.each(testBackends)(
  'a form sent through the real pipeline to the local Turnstile, stored on $name',
  (backend) => {
    let test: TestDatabase
    let db: Database
    let captcha: Captcha
    let warn: jest.SpiedFunction<typeof logger.warn>

    beforeAll(async () => {
      test = await backend.open()
      db = test.db
      captcha = await startCaptcha({secret: SECRET})
    }, 60_000)
    afterAll(async () => {
      await captcha?.close()
      await test?.dispose()
    })
    beforeEach(async () => {
      await db.exec('delete from outbox; delete from leads; delete from contacts')
      captcha.mode = 'success'
      captcha.requests.length = 0
      warn = jest.spyOn(logger, 'warn').mockImplementation(() => {})
    })
    afterEach(() => warn.mockRestore())

    const deps = (verifyUrl: string, overrides: Partial<PipelineDeps> = {}): PipelineDeps => ({
      siteUrl: SITE,
      captcha: {secret: SECRET, verifyUrl},
      // Brevo configured: a copy would leave the machine, so it needs a person's verified captcha.
      deliversMail: true,
      rateLimit: createRateLimiter({points: 100, windowSeconds: 60}),
      findResource: async () => null,
      mailSettings: async () => ({
        brandName: 'Parlia',
        salesEmail: 'commercial@parlia.fr',
        senderEmail: 'contact@parlia.fr',
      }),
      store: (lead) => insertLead(db, lead),
      ...overrides,
    })
    const storedLeads = async () =>
      (await db.query<{id: string; captcha: string}>('select id, captcha from leads')).rows

    it('stores a lead whose token the service verifies, marked verified, after posting the secret, the token and the visitor’s address', async () => {
      const response = await handleSubmission(submission('token-ok'), deps(captcha.url))
      expect(response).toEqual({status: 201, body: {id: expect.any(String)}})
      expect(await storedLeads()).toEqual([{id: (response.body as {id: string}).id, captcha: 'verified'}])
      expect(captcha.requests.map((request) => request.form)).toEqual([
        {secret: SECRET, response: 'token-ok', remoteip: VISITOR_IP},
      ])
    })

    it('answers 403 with the French message when the service fails the token, and stores nothing', async () => {
      captcha.mode = 'failure'
      expect(await handleSubmission(submission('token-forged'), deps(captcha.url))).toEqual({
        status: 403,
        body: {error: ERRORS.captchaRejected},
      })
      expect(await storedLeads()).toEqual([])
      expect(captcha.requests).toHaveLength(1)
    })

    it('stores the lead marked unverified when the service is unreachable', async () => {
      const response = await handleSubmission(
        submission('token-ok'),
        deps(`http://127.0.0.1:${await closedPort()}/turnstile/v0/siteverify`),
      )
      expect(response.status).toBe(201)
      expect(await storedLeads()).toEqual([{id: (response.body as {id: string}).id, captcha: 'unverified'}])
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({event: 'captcha.unavailable'}),
        expect.stringContaining('Captcha verification unavailable'),
      )
    })

    it('sends the copy a visitor asks for only when the service verified their token', async () => {
      const outboxKinds = async (id: string) =>
        (await db.query<{kind: string}>('select kind from outbox where lead_id = $1 order by kind', [id])).rows.map(
          (row) => row.kind,
        )
      const verified = await handleSubmission(submission('token-ok', {sendCopy: true}), deps(captcha.url))
      expect(verified).toEqual({status: 201, body: {id: expect.any(String), copy: true}})
      expect(await outboxKinds((verified.body as {id: string}).id)).toEqual(['contact', 'copy', 'notification'])

      const unverified = await handleSubmission(
        submission('token-ok', {sendCopy: true}),
        deps(`http://127.0.0.1:${await closedPort()}/turnstile/v0/siteverify`),
      )
      expect(unverified).toEqual({status: 201, body: {id: expect.any(String), copy: false}})
      expect(await outboxKinds((unverified.body as {id: string}).id)).toEqual(['contact', 'notification'])
    })

    it('stores the lead marked unverified when the service never answers', async () => {
      captcha.mode = 'hang'
      const response = await handleSubmission(submission('token-ok'), deps(captcha.url, {fetch: impatientFetch}))
      expect(response.status).toBe(201)
      expect(await storedLeads()).toEqual([{id: (response.body as {id: string}).id, captcha: 'unverified'}])
      expect(captcha.requests.map((request) => request.answer)).toEqual(['hang'])
    })

    it('stores the lead marked unverified, and logs an error, when the service refuses the site’s secret key', async () => {
      const error = jest.spyOn(logger, 'error').mockImplementation(() => {})
      try {
        const wrongSecret = {...deps(captcha.url), captcha: {secret: 'not-the-secret', verifyUrl: captcha.url}}
        const response = await handleSubmission(submission('token-ok'), wrongSecret)
        expect(response.status).toBe(201)
        expect(await storedLeads()).toEqual([{id: (response.body as {id: string}).id, captcha: 'unverified'}])
        expect(error).toHaveBeenCalledWith(
          expect.objectContaining({event: 'captcha.refused_site', codes: ['invalid-input-secret']}),
          expect.stringContaining('CAPTCHA_SECRET_KEY'),
        )
      } finally {
        error.mockRestore()
      }
    })
  },
)
