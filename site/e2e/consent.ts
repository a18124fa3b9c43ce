import type {BrowserContextOptions} from '@playwright/test'

/**
 * A visitor who has already answered the consent banner (and refused analytics), for the specs that test
 * pages rather than the banner: playwright.config.ts gives it to every test. e2e/consent.spec.ts starts
 * from an empty browser instead.
 */
export const CONSENT_ANSWERED: Exclude<BrowserContextOptions['storageState'], string | undefined> = {
  cookies: [
    {
      name: 'CookieConsent',
      value: 'false',
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax',
    },
  ],
  origins: [],
}

/** A first visit: no cookie, nothing stored. */
export const FIRST_VISIT: typeof CONSENT_ANSWERED = {cookies: [], origins: []}
