/**
 * Public configuration: values inlined into the browser bundle at build time.
 * Only `NEXT_PUBLIC_*` variables belong here.
 */
const algoliaAppId = process.env.NEXT_PUBLIC_ALGOLIA_APP_ID?.trim()
const algoliaSearchKey = process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY?.trim()
const tagManagerId = process.env.NEXT_PUBLIC_GTM_ID?.trim()
const analyticsPropertyId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID?.trim()

export const publicEnv = {
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  /** Algolia's search-only credentials; without them search runs on the site's own engine. */
  algolia: algoliaAppId && algoliaSearchKey ? {appId: algoliaAppId, searchKey: algoliaSearchKey} : null,
  /** The captcha widget's public key (Turnstile, hCaptcha or reCAPTCHA); without it forms show no captcha. */
  captchaSiteKey: process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY?.trim() || null,
  /** The tag-manager container (GTM-…), loaded only with consent; an id of another shape is ignored (it goes into a URL). */
  tagManagerId: tagManagerId && /^GTM-[A-Z0-9]+$/.test(tagManagerId) ? tagManagerId : null,
  /** The analytics property (G-… or UA-…): names the property-specific analytics cookies removed without consent. */
  analyticsPropertyId: analyticsPropertyId && /^[A-Z]+-[\w-]+$/.test(analyticsPropertyId) ? analyticsPropertyId : null,
}
