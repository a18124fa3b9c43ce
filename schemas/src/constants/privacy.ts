/** Section 4: the cookie holding the visitor's consent to analytics, `true` or `false`. */
export const CONSENT_COOKIE_NAME = 'CookieConsent'

/** Section 9: retention and cookie constants, quoted by the legal pages. */
export const DATA_RETENTION = {
  contactYears: 3,
  consentCookieMonths: 12,
  analyticsCookieMonths: [13, 14],
  analyticsCookies: ['_ga', '_gat', '_gid', '_gat_<propriété>'],
  /** Newsletter data: kept until the subscriber unsubscribes, with no fixed term. */
  newsletter: 'untilUnsubscribe',
} as const
