/**
 * Public configuration: values inlined into the browser bundle at build time.
 * Only `NEXT_PUBLIC_*` variables belong here.
 */
const algoliaAppId = process.env.NEXT_PUBLIC_ALGOLIA_APP_ID?.trim()
const algoliaSearchKey = process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY?.trim()

export const publicEnv = {
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  /** Algolia's search-only credentials; without them search runs on the site's own engine. */
  algolia: algoliaAppId && algoliaSearchKey ? {appId: algoliaAppId, searchKey: algoliaSearchKey} : null,
  /** The captcha widget's public key (Turnstile, hCaptcha or reCAPTCHA); without it forms show no captcha. */
  captchaSiteKey: process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY?.trim() || null,
}
