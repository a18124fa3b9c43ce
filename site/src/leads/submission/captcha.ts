import type {CaptchaConfig} from '../../platform/env/server'
import {logger} from '../../platform/logging/logger'

/** The captcha service must answer within this long, or the submission goes through unverified. */
const CAPTCHA_TIMEOUT_MS = 5000

/** The token is valid, it is not, or the service could not tell (down, slow, answering nonsense). */
export type CaptchaVerdict = 'verified' | 'rejected' | 'unavailable'

/**
 * Turnstile's error codes that blame our side, not the visitor's token: a missing or wrong secret key, or
 * the service's own failure. Refusing the visitor for them would turn every lead away over a setting.
 */
const OUR_SIDE = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error'])

/**
 * Cloudflare Turnstile's siteverify (the widget the forms load, see forms/Captcha.tsx): a form-encoded POST
 * of `secret`, `response` (the widget's token) and `remoteip`, answered by JSON whose `success` says it all.
 */
export async function verifyCaptcha(
  config: CaptchaConfig,
  token: string,
  remoteIp: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CaptchaVerdict> {
  try {
    const response = await fetchImpl(config.verifyUrl, {
      method: 'POST',
      body: new URLSearchParams({secret: config.secret, response: token, remoteip: remoteIp}),
      signal: AbortSignal.timeout(CAPTCHA_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = (await response.json()) as {success?: unknown; 'error-codes'?: unknown}
    if (typeof body?.success !== 'boolean') throw new Error('no success field in the answer')
    if (body.success) return 'verified'
    const codes = Array.isArray(body['error-codes']) ? body['error-codes'] : []
    const ours = codes.filter((code) => OUR_SIDE.has(code))
    if (ours.length) {
      logger.error(
        {event: 'captcha.refused_site', codes: ours},
        'Captcha verification refused the site’s request: check CAPTCHA_SECRET_KEY',
      )
      return 'unavailable'
    }
    return 'rejected'
  } catch (error) {
    logger.warn(
      {event: 'captcha.unavailable', url: config.verifyUrl, error: (error as Error).message},
      'Captcha verification unavailable',
    )
    return 'unavailable'
  }
}
