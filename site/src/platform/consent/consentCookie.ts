import {CONSENT_COOKIE_NAME, DATA_RETENTION} from '@parlia/schemas/constants/privacy'
import Cookies from 'js-cookie'

/**
 * The visitor's consent to analytics, as the `CookieConsent` cookie holds it (spec section 4).
 * `absent` covers a first visit, a choice older than 12 months (the browser has dropped the cookie)
 * and any value other than `true` or `false`: all three mean "not given", so they count as a refusal.
 */
export type Consent = 'absent' | 'granted' | 'denied'

export function readConsent(): Consent {
  const value = Cookies.get(CONSENT_COOKIE_NAME)
  if (value === 'true') return 'granted'
  if (value === 'false') return 'denied'
  return 'absent'
}

/** The choice is kept 12 calendar months (spec section 9), then asked again. */
export function consentExpiry(now: Date = new Date()): Date {
  const expiry = new Date(now)
  expiry.setMonth(expiry.getMonth() + DATA_RETENTION.consentCookieMonths)
  return expiry
}

export function writeConsent(granted: boolean, now: Date = new Date()): void {
  Cookies.set(CONSENT_COOKIE_NAME, String(granted), {
    expires: consentExpiry(now),
    path: '/',
    sameSite: 'Lax',
    // Secure wherever the site is served over HTTPS (production); a local http:// build would drop it.
    secure: window.location.protocol === 'https:',
  })
}
