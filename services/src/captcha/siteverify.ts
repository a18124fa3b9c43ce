/** What the test makes the service answer: a valid token, an invalid one, or nothing at all. */
export type CaptchaMode = 'success' | 'failure' | 'hang'

export const CAPTCHA_MODES: readonly CaptchaMode[] = ['success', 'failure', 'hang']

/** Turnstile's longest token. */
const MAX_TOKEN_LENGTH = 2048

/** The fields of a verification request, as the site posts them. */
export interface Verification {
  secret?: string
  response?: string
  remoteip?: string
  idempotency_key?: string
}

/** Turnstile's answer (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/). */
export type SiteverifyAnswer =
  | {success: true; 'error-codes': []; challenge_ts: string; hostname: string; action: string; cdata: string}
  | {success: false; 'error-codes': string[]; messages: []}

const failure = (code: string): SiteverifyAnswer => ({success: false, 'error-codes': [code], messages: []})

/**
 * Checks a verification as Turnstile does (the secret, then the token), then answers as the test asked:
 * `failure` says the token is invalid (`invalid-input-response`), as for a forged or expired one.
 */
export function siteverify(
  verification: Verification,
  {
    secret,
    mode,
    hostname,
    now,
  }: {secret: string; mode: Exclude<CaptchaMode, 'hang'>; hostname: string; now: () => Date},
): SiteverifyAnswer {
  if (!verification.secret) return failure('missing-input-secret')
  if (verification.secret !== secret) return failure('invalid-input-secret')
  if (!verification.response) return failure('missing-input-response')
  if (verification.response.length > MAX_TOKEN_LENGTH || mode === 'failure') return failure('invalid-input-response')
  // The challenge was solved a moment before the site asks.
  const challenge = new Date(now().getTime() - 5_000)
  return {success: true, 'error-codes': [], challenge_ts: challenge.toISOString(), hostname, action: '', cdata: ''}
}
