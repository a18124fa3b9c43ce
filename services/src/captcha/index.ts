import type {ServerResponse} from 'node:http'

import {listenOnLoopback} from '../loopback/listen'
import {createCaptchaServer, type RecordedVerification, SCRIPT_PATH, SITEVERIFY_PATH} from './server'
import type {CaptchaMode, SiteverifyAnswer, Verification} from './siteverify'

export type {CaptchaMode, RecordedVerification, SiteverifyAnswer, Verification}
export {turnstileScript} from './server'

export interface CaptchaOptions {
  /** The secret key the service accepts; `test-secret` by default. */
  secret?: string
  /** How it answers at first; `success` by default. */
  mode?: CaptchaMode
  /** The hostname a successful answer names (where the widget was solved); `localhost` by default. */
  hostname?: string
  /** The clock of `challenge_ts`; the real time by default. */
  now?: () => Date
  /** 0 (the default) takes a free port. */
  port?: number
}

export interface Captcha {
  /** The verification URL, for the site's captcha `verifyUrl`. */
  url: string
  /** Turnstile's browser script, explicit rendering: for `NEXT_PUBLIC_CAPTCHA_SCRIPT_URL`. */
  scriptUrl: string
  /** Where the test's controls are: `PUT {adminUrl}/__mode` `{mode}`, `GET {adminUrl}/__inspect/requests`. */
  adminUrl: string
  /** How it answers now: the test may change it at any time. */
  mode: CaptchaMode
  /** Every verification received, in order. */
  requests: RecordedVerification[]
  close(): Promise<void>
}

/**
 * A local server that speaks Cloudflare Turnstile's siteverify contract: a form-encoded (or JSON) POST of
 * `secret`, `response` and `remoteip`, answered by JSON with `success`, `error-codes`, `challenge_ts` and
 * `hostname`. It answers success, failure, or never. It also serves a stand-in for Turnstile's browser script,
 * whose widget passes with a dummy token as Turnstile's testing site keys do (dev-only: the tests' stand-in for Turnstile).
 */
export async function startCaptcha({
  secret = 'test-secret',
  mode = 'success',
  hostname = 'localhost',
  now = () => new Date(),
  port = 0,
}: CaptchaOptions = {}): Promise<Captcha> {
  const held = new Set<ServerResponse>()
  const captcha: Captcha = {url: '', scriptUrl: '', adminUrl: '', mode, requests: [], close: async () => {}} // close: set once the server listens
  const modeAccess = {get: () => captcha.mode, set: (next: CaptchaMode) => void (captcha.mode = next)}
  const listening = await listenOnLoopback(
    createCaptchaServer({secret, hostname, now, mode: modeAccess, requests: captcha.requests}, held),
    port,
    held,
  )
  captcha.adminUrl = listening.origin
  captcha.close = listening.close
  captcha.url = `${captcha.adminUrl}${SITEVERIFY_PATH}`
  captcha.scriptUrl = `${captcha.adminUrl}${SCRIPT_PATH}?render=explicit`
  return captcha
}
