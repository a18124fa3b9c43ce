import {type ReactNode, type RefObject, useEffect, useRef, useState} from 'react'

import {publicCaptcha} from '../../platform/env/publicCaptcha'
import {Captcha} from './Captcha'
import {MIN_FILL_TIME_MS} from './constants'
import {type FormErrors, type FormValues, trimValues} from './schema'
import {
  CAPTCHA_PENDING_MESSAGE,
  newIdempotencyKey,
  SERVER_ERROR_MESSAGE,
  type SubmissionEnvelope,
  type SubmissionResult,
} from './submission'

/** One request of a submission: its envelope and its idempotency key. */
export interface SubmissionAttempt {
  envelope: SubmissionEnvelope
  key: string
}

/**
 * Sends an attempt to the form's endpoint and says what came of it: `postSubmission` for the site's forms, the
 * widget's mutation around it for the assistant's handover (so SWR stays in the widget's chunk).
 */
export type SubmissionPost = (attempt: SubmissionAttempt) => Promise<SubmissionResult>

/** What a submission came to, for the form to show: stored, or refused with its alert and field messages. */
export type SubmissionOutcome = {status: 'created'} | {status: 'refused'; alert: string; fieldErrors?: FormErrors}

interface LeadSubmissionOptions {
  post: SubmissionPost
  /** The fields the form shows: a server message about any other field goes to the alert. */
  shownFields: readonly string[]
  /** When the form became interactive, when that was before this mount (LazyLeadForm's first rendering). */
  startedAt?: number
}

interface SubmitOptions {
  /** The visitor asks for a copy by e-mail (the handover's box): sent only when true. */
  sendCopy?: boolean
  /** The server stored the submission: the trimmed values, and whether a copy goes out. */
  onCreated: (created: {values: FormValues; copy: boolean}) => void | Promise<void>
}

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

/**
 * The submission of a lead form, whatever its fields and layout: the fill time's start, the honeypot, the captcha
 * (its token, and a new widget after each refused attempt), the idempotency key, the post and what each answer
 * means for the form. Holds no formik: the assistant's handover, loaded on demand, uses it too.
 */
export function useLeadSubmission({post, shownFields, startedAt: startedBefore}: LeadSubmissionOptions): {
  submit: (values: FormValues, options: SubmitOptions) => Promise<SubmissionOutcome>
  honeypotRef: RefObject<HTMLInputElement | null>
  /** The captcha widget, when the site has a site key. */
  captcha: ReactNode
} {
  const [captchaToken, setCaptchaToken] = useState('')
  // A captcha token is single-use: a new widget is drawn after each refused attempt.
  const [captchaRound, setCaptchaRound] = useState(0)
  // When the form became interactive: the server refuses a form sent sooner after it than a person can fill it.
  const startedAt = useRef(startedBefore ?? 0)
  const honeypotRef = useRef<HTMLInputElement>(null)
  // The same filled form is sent again under the same key, so that a retry after a lost answer counts once.
  const attempt = useRef<{key: string; filled: string} | null>(null)

  useEffect(() => {
    if (!startedAt.current) startedAt.current = Date.now()
  }, [])

  const submit = async (
    values: FormValues,
    {sendCopy = false, onCreated}: SubmitOptions,
  ): Promise<SubmissionOutcome> => {
    const siteKey = publicCaptcha.siteKey
    if (siteKey && !captchaToken) return {status: 'refused', alert: CAPTCHA_PENDING_MESSAGE}
    const trimmed = trimValues(values)
    const copy = sendCopy ? {sendCopy} : {}
    // What the visitor filled in; the captcha's token changes from one attempt to the next, the key does not.
    const filled = JSON.stringify({values: trimmed, ...copy})
    if (attempt.current?.filled !== filled) attempt.current = {key: newIdempotencyKey(), filled}
    const key = attempt.current.key
    // A visitor whose browser filled the form at once waits out the minimum time instead of being refused.
    await wait(startedAt.current + MIN_FILL_TIME_MS - Date.now())
    const envelope: SubmissionEnvelope = {
      values: trimmed,
      website: honeypotRef.current?.value ?? '',
      startedAt: startedAt.current,
      ...copy,
      ...(siteKey ? {captchaToken} : {}),
    }
    const result = await post({envelope, key}).catch((): SubmissionResult => ({
      status: 'failed',
      error: SERVER_ERROR_MESSAGE,
    }))
    if (result.status === 'created') {
      await onCreated({values: trimmed, copy: result.copy})
      // Only once the form has taken the success in: should that fail, a retry replays the stored submission.
      attempt.current = null
      return {status: 'created'}
    }
    if (siteKey) {
      setCaptchaToken('')
      setCaptchaRound((round) => round + 1)
    }
    if (result.status === 'invalid') {
      const shown = new Set(shownFields)
      const fieldErrors = Object.fromEntries(Object.entries(result.fields).filter(([name]) => shown.has(name)))
      const others = Object.entries(result.fields).filter(([name]) => !shown.has(name))
      const alert = others.length ? others.map(([, message]) => message).join(' ') : result.error
      return {status: 'refused', alert, fieldErrors}
    }
    return {status: 'refused', alert: result.error}
  }

  const captcha = publicCaptcha.siteKey ? (
    <Captcha key={captchaRound} siteKey={publicCaptcha.siteKey} onToken={setCaptchaToken} />
  ) : null

  return {submit, honeypotRef, captcha}
}
