import type {CaptchaVerdict} from './captcha'

/** After this many verdicts in a row that the captcha service could not give, the operator is warned. */
export const CAPTCHA_ALERT_AFTER = 5

export interface CaptchaHealth {
  record(verdict: CaptchaVerdict): void
}

interface Options {
  alertAfter?: number
  now?: () => Date
  log?: Pick<Console, 'warn' | 'info'>
}

/**
 * Watches the captcha verdicts. While the service is unreachable, submissions are stored as 'unverified'
 * (a lead is never lost), which means the captcha is off: a run of such verdicts is logged once as a
 * structured warning for the operator, and its end once more. The lines hold counts and dates only, never
 * an address, a token or a form's values.
 */
export function createCaptchaHealth({
  alertAfter = CAPTCHA_ALERT_AFTER,
  now = () => new Date(),
  log = console,
}: Options = {}): CaptchaHealth {
  let unavailable = 0
  let since: Date | null = null
  let alerted = false
  return {
    record(verdict) {
      if (verdict === 'unavailable') {
        unavailable += 1
        since ??= now()
        if (!alerted && unavailable >= alertAfter) {
          alerted = true
          log.warn(
            JSON.stringify({
              level: 'warn',
              event: 'captcha.unavailable',
              message:
                `The captcha service failed ${unavailable} verifications in a row: submissions are stored unverified ` +
                '(captcha off) until it answers again. Check Turnstile’s status and CAPTCHA_SECRET_KEY.',
              consecutive: unavailable,
              since: since.toISOString(),
            }),
          )
        }
        return
      }
      if (alerted) {
        log.info(
          JSON.stringify({
            level: 'info',
            event: 'captcha.recovered',
            message: `The captcha service answers again, after ${unavailable} verifications it could not make.`,
            unavailable,
            since: since?.toISOString(),
            until: now().toISOString(),
          }),
        )
      }
      unavailable = 0
      since = null
      alerted = false
    },
  }
}
