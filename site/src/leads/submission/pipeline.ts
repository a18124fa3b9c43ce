import type {IncomingHttpHeaders} from 'node:http'

import {formEndpoints} from '@parlia/schemas/formEndpoints'
import {ValidationError} from 'yup'

import {savingsInputsOfQuery, savingsQuery} from '../../features/savingsCalculator/estimate'
import {buildOutboxMessages, type MailSettings, type RequestedResource} from '../delivery/emails'
import type {FormKind} from '../forms/definitions'
import {type FormValues, validateForm} from '../forms/schema'
import {
  CAPTCHA_TOKEN_MAX_LENGTH,
  HONEYPOT_FIELD,
  MIN_FILL_TIME_MS,
  type SubmissionEnvelope,
  submissionEnvelopeSchema,
} from '../forms/submission'
import type {CaptchaConfig} from '../../platform/env/server'
import {type Body, decodeUtf8} from '../../platform/http/requestBody'
import type {InsertOutcome, NewLead} from '../storage/leadRepository'
import {logger} from '../../platform/logging/logger'
import {type CaptchaVerdict, verifyCaptcha} from './captcha'
import type {CaptchaHealth} from './captchaHealth'
import {copyAllowed} from './copyPolicy'
import {ERRORS} from './errorMessages'
import {isSameOrigin} from './origin'
import type {RateLimiter} from './rateLimit'
import {isJsonContentType, readBody} from './request'

export interface SubmissionRequest {
  /** The last segment of the path: `contact`, `demo`, `content-request`. */
  form: string
  method: string
  headers: IncomingHttpHeaders
  body: Body
  /** The client's address (see clientIp). */
  ip: string
}

export interface SubmissionResponse {
  status: number
  /** `copy`, when the visitor asked for one: whether it goes out (./copyPolicy.ts). */
  body: {id: string; copy?: boolean} | {error: string; fields?: Record<string, string>}
  headers?: Record<string, string>
}

export interface PipelineDeps {
  siteUrl: string
  captcha: CaptchaConfig | null
  /** E-mails leave the machine (Brevo is configured); without, the outbox writes .eml files. */
  deliversMail: boolean
  rateLimit: RateLimiter
  /** Told every captcha verdict: warns the operator when the captcha service keeps failing. */
  captchaHealth?: CaptchaHealth
  findResource(id: string): Promise<RequestedResource | null>
  mailSettings(): Promise<MailSettings>
  store(lead: NewLead): Promise<InsertOutcome>
  /** Called after a new lead is stored, without being awaited: starts its delivery. */
  onStored?(id: string): void
  now?(): number
  fetch?: typeof fetch
}

/** The form a path segment names: the last segment of its endpoint in `formEndpoints`. */
export function formKindOf(segment: string): FormKind | null {
  const entry = Object.entries(formEndpoints).find(([, endpoint]) => endpoint === `/api/forms/${segment}`)
  return entry ? (entry[0] as FormKind) : null
}

/** What a client may send as Idempotency-Key: a UUID from our forms, or any short visible ASCII string. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/

const fail = (status: number, error: string, extra: Partial<SubmissionResponse> = {}): SubmissionResponse => ({
  status,
  body: {error},
  ...extra,
})

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The checks only a robot fails: the honeypot holds something, or the form was sent sooner after it became
 * interactive than a person can fill it. Both answer 422 with a message asking to try again rather than a
 * fake success: autofill can fill a hidden field and a fast typist can beat the clock, and such a person
 * must learn the request was not taken, or the lead would be lost in silence. A `startedAt` in the future
 * says the visitor's clock is ahead of ours, which is not held against them.
 */
function looksAutomated(envelope: Record<string, unknown>, now: number): boolean {
  const honeypot = envelope[HONEYPOT_FIELD]
  if (honeypot !== undefined && honeypot !== '') return true
  const startedAt = envelope.startedAt
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return false
  const elapsed = now - startedAt
  return elapsed >= 0 && elapsed < MIN_FILL_TIME_MS
}

/**
 * A submission's values once its estimate is checked against the resource it names: a request for the savings
 * calculator's must carry an estimate that reads back within the calculator's bounds, kept normalised (the query the
 * form itself sends); any other submission none, an empty one being left out of its values. Else the estimate's
 * message.
 */
function withEstimate(values: FormValues, resource: RequestedResource | null): {values: FormValues} | {error: string} {
  const {estimate = '', ...others} = values
  if (resource?.type !== 'savingsEstimate') return estimate ? {error: ERRORS.unexpectedEstimate} : {values: others}
  const inputs = savingsInputsOfQuery(estimate)
  return inputs ? {values: {...others, estimate: savingsQuery(inputs)}} : {error: ERRORS.invalidEstimate}
}

/**
 * A form submission, checked in this order, each check answering before the next runs: the form exists
 * (404), POST (405), JSON (415), at most 16 KB (413), sent from the site (403), readable UTF-8 JSON
 * object (400), not a robot's (422), within the rate limit (429), captcha when configured (403), a
 * well-formed envelope and Idempotency-Key (400), valid values, an existing resource, and an estimate with the
 * calculator's only, within its bounds (400 with a message per field); a copy asked for is kept only as
 * ./copyPolicy.ts allows; then the lead and its outbox rows are stored in one transaction (201 with its id, and
 * whether the copy goes out). Nothing is stored unless every check passed. Cheap checks come first; the rate limit
 * counts only requests that passed the robot checks, and it counts them before the captcha is verified, so that no
 * client can make the site call the captcha service more often than the limit allows (flooding it until it
 * throttles the site would let submissions through unverified).
 */
export async function handleSubmission(request: SubmissionRequest, deps: PipelineDeps): Promise<SubmissionResponse> {
  try {
    return await checkAndStore(request, deps)
  } catch (error) {
    // The database or the content is out of reach: nothing was stored, and the visitor is told to retry.
    logger.error(
      {event: 'forms.not_stored', form: request.form, error: (error as Error).stack ?? String(error)},
      'Submission not stored',
    )
    return fail(503, ERRORS.unavailable, {headers: {'Retry-After': '30'}})
  }
}

async function checkAndStore(request: SubmissionRequest, deps: PipelineDeps): Promise<SubmissionResponse> {
  const kind = formKindOf(request.form)
  if (!kind) return fail(404, ERRORS.unknownForm)
  if (request.method !== 'POST') return fail(405, ERRORS.method, {headers: {Allow: 'POST'}})
  if (!isJsonContentType(request.headers)) return fail(415, ERRORS.contentType)
  const body = await readBody(request.body, request.headers)
  if ('error' in body) {
    return body.error === 'tooLarge'
      ? fail(413, ERRORS.tooLarge, {headers: {Connection: 'close'}})
      : fail(400, ERRORS.incomplete)
  }
  if (!isSameOrigin(request.headers, deps.siteUrl)) return fail(403, ERRORS.origin)

  const text = decodeUtf8(body.bytes)
  if (text === null) return fail(400, ERRORS.encoding)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return fail(400, ERRORS.json)
  }
  if (!isPlainObject(parsed)) return fail(400, ERRORS.notAnObject)
  if (looksAutomated(parsed, deps.now?.() ?? Date.now())) return fail(422, ERRORS.automated)

  const rate = await deps.rateLimit(request.ip)
  if (!rate.allowed) {
    return fail(429, ERRORS.rateLimited(Math.ceil(rate.retryAfterSeconds / 60)), {
      headers: {'Retry-After': String(rate.retryAfterSeconds)},
    })
  }

  let captcha: CaptchaVerdict | 'disabled' = 'disabled'
  if (deps.captcha) {
    const token = parsed.captchaToken
    if (typeof token !== 'string' || !token || token.length > CAPTCHA_TOKEN_MAX_LENGTH)
      return fail(403, ERRORS.captchaMissing)
    captcha = await verifyCaptcha(deps.captcha, token, request.ip, deps.fetch)
    deps.captchaHealth?.record(captcha)
    if (captcha === 'rejected') return fail(403, ERRORS.captchaRejected)
  }

  let envelope: SubmissionEnvelope
  try {
    envelope = (await submissionEnvelopeSchema.validate(parsed)) as SubmissionEnvelope
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    // yup words its type errors itself, in English: those get ours.
    return fail(400, error.type === 'typeError' ? ERRORS.envelope : (error.errors[0] ?? ERRORS.envelope))
  }
  const key = request.headers['idempotency-key']
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
    return fail(400, ERRORS.idempotencyKey)

  const validation = await validateForm(kind, envelope.values)
  if (!validation.ok)
    return fail(400, ERRORS.invalidFields, {body: {error: ERRORS.invalidFields, fields: validation.errors}})
  const resource = validation.values.resource ? await deps.findResource(validation.values.resource) : null
  if (validation.values.resource && !resource) {
    return fail(400, ERRORS.unknownResource, {
      body: {error: ERRORS.invalidFields, fields: {resource: ERRORS.unknownResource}},
    })
  }
  const checked = withEstimate(validation.values, resource)
  if ('error' in checked)
    return fail(400, ERRORS.invalidFields, {body: {error: ERRORS.invalidFields, fields: {estimate: checked.error}}})
  const {values} = checked

  const copy = envelope.sendCopy === true && copyAllowed(captcha, deps.deliversMail)
  const settings = {...(await deps.mailSettings()), siteUrl: deps.siteUrl}
  const messages = buildOutboxMessages({form: kind, values, resource, sendCopy: copy}, settings)
  const outcome = await deps.store({
    form: kind,
    values,
    idempotencyKey: key ?? null,
    captcha: captcha === 'unavailable' ? 'unverified' : captcha,
    messages,
  })
  if (outcome.status === 'conflict') return fail(422, ERRORS.idempotencyConflict)
  if (outcome.status === 'created') deps.onStored?.(outcome.id)
  return {status: 201, body: envelope.sendCopy === true ? {id: outcome.id, copy} : {id: outcome.id}}
}
