import {formEndpoints} from '@parlia/schemas/formEndpoints'
import * as yup from 'yup'

import type {FormKind} from './definitions'

export {HONEYPOT_FIELD, MIN_FILL_TIME_MS} from './constants'
/** Names one submission; a retry sends the same key so that it counts once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Cap on the captcha token the browser sends (Turnstile's are about 2 KB). */
export const CAPTCHA_TOKEN_MAX_LENGTH = 4096

/** The JSON body of `POST formEndpoints[kind]`. */
export interface SubmissionEnvelope {
  values: Record<string, string>
  /** The honeypot field; a person leaves it empty. */
  website: string
  /** Milliseconds since the epoch when the form became interactive. */
  startedAt: number
  captchaToken?: string
  /** The visitor asks for a copy of their message by e-mail (the assistant's handover offers it). */
  sendCopy?: boolean
}

/** 201: the lead is stored. */
export interface SubmissionCreated {
  id: string
  /** When a copy was asked for: whether it goes out (the server's copy policy). */
  copy?: boolean
}

/** Any 4xx or 5xx; a 400 on invalid values carries a message per field. */
export interface SubmissionFailure {
  error: string
  fields?: Record<string, string>
}

/**
 * The envelope's shape, checked before its values (which `validateForm` checks against the form).
 * Strict: no type coercion, no unknown keys.
 */
export const submissionEnvelopeSchema = yup
  .object({
    values: yup
      .mixed<Record<string, unknown>>()
      .test('is-object', 'Les valeurs du formulaire sont manquantes.', (value) => {
        return typeof value === 'object' && value !== null && !Array.isArray(value)
      })
      .required('Les valeurs du formulaire sont manquantes.'),
    website: yup
      .string()
      .strict()
      .defined('Le formulaire envoyé est incomplet.')
      .max(1000, 'Le formulaire envoyé est invalide.'),
    startedAt: yup
      .number()
      .strict()
      .required('Le formulaire envoyé est incomplet.')
      .integer('Le formulaire envoyé est invalide.')
      .min(0, 'Le formulaire envoyé est invalide.'),
    captchaToken: yup
      .string()
      .strict()
      .max(CAPTCHA_TOKEN_MAX_LENGTH, 'La vérification anti-robot est invalide.')
      .optional(),
    sendCopy: yup.boolean().strict().optional(),
  })
  .noUnknown('Le formulaire envoyé contient des données inattendues.')
  .strict()

/** What a submission came to, as the form shows it. */
export type SubmissionResult =
  | {status: 'created'; id: string; copy: boolean}
  | {status: 'invalid'; error: string; fields: Record<string, string>}
  | {status: 'failed'; error: string}

export const CAPTCHA_PENDING_MESSAGE =
  'La vérification anti-robot n’est pas encore terminée : patientez quelques secondes, puis envoyez à nouveau.'
export const NETWORK_ERROR_MESSAGE =
  'Votre demande n’a pas pu être envoyée : vérifiez votre connexion à Internet, puis réessayez.'
export const SERVER_ERROR_MESSAGE =
  'Votre demande n’a pas pu être enregistrée pour le moment. Vos informations sont conservées : réessayez dans quelques instants.'

/** A random UUID v4; `crypto.randomUUID` exists only in secure contexts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = Array.from(crypto.getRandomValues(new Uint8Array(16)))
  // The version (4) and variant (10xx) bits of RFC 9562.
  const hex = bytes
    .map((byte, index) => (index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte))
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

async function readFailure(response: Response): Promise<SubmissionFailure | undefined> {
  try {
    const body: unknown = await response.json()
    if (typeof body === 'object' && body !== null && typeof (body as SubmissionFailure).error === 'string') {
      return body as SubmissionFailure
    }
  } catch {
    // Not JSON (a proxy's error page, say): the generic message is shown instead.
  }
  return undefined
}

/**
 * Posts a submission to its form's endpoint. A network failure is retried once with the same
 * idempotency key, so that a request which did reach the server still counts once.
 */
export async function postSubmission(
  kind: FormKind,
  envelope: SubmissionEnvelope,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmissionResult> {
  const send = () =>
    fetchImpl(formEndpoints[kind], {
      method: 'POST',
      headers: {'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey},
      body: JSON.stringify(envelope),
      credentials: 'same-origin',
    })
  let response: Response
  try {
    response = await send()
  } catch {
    try {
      response = await send()
    } catch {
      return {status: 'failed', error: NETWORK_ERROR_MESSAGE}
    }
  }
  if (response.status === 201) {
    const body = (await response.json().catch(() => ({}))) as Partial<SubmissionCreated>
    return {status: 'created', id: typeof body.id === 'string' ? body.id : '', copy: body.copy === true}
  }
  const failure = await readFailure(response)
  if (response.status === 400 && failure?.fields) {
    return {status: 'invalid', error: failure.error, fields: failure.fields}
  }
  return {status: 'failed', error: failure?.error ?? SERVER_ERROR_MESSAGE}
}
