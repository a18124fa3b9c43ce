/**
 * Public configuration: values inlined into the browser bundle at build time. Only `NEXT_PUBLIC_*`
 * variables belong here. Their rules (publicSchema.ts) run at build and at server start and refuse a bad
 * value; this module only shapes the values, so it carries no validation library to the browser.
 */

/** Each variable written out: Next.js inlines `process.env.NEXT_PUBLIC_…` only where it is spelled in full. */
const variables = {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SANITY_IMAGE_HOST: process.env.NEXT_PUBLIC_SANITY_IMAGE_HOST,
  NEXT_PUBLIC_ALGOLIA_APP_ID: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID,
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
  NEXT_PUBLIC_CAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
}

export type PublicVariables = Partial<Record<keyof typeof variables, string>>

const DEFAULT_SANITY_IMAGE_HOST = 'https://cdn.sanity.io'
const DEFAULT_SITE_URL = 'http://localhost:3000'
/** Sanity's image CDN. */

/** Blank counts as unset, as on the server. */
const valueOf = (raw: string | undefined) => raw?.trim() || null

export function readPublicEnv(env: PublicVariables) {
  const algoliaAppId = valueOf(env.NEXT_PUBLIC_ALGOLIA_APP_ID)
  const algoliaSearchKey = valueOf(env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY)
  return {
    siteUrl: (valueOf(env.NEXT_PUBLIC_SITE_URL) ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    /** The image CDN's origin, without a final slash: read by the image URLs, next/image and the CSP's img-src. */
    sanityImageHost: (valueOf(env.NEXT_PUBLIC_SANITY_IMAGE_HOST) ?? DEFAULT_SANITY_IMAGE_HOST).replace(/\/+$/, ''),
    /** Algolia's search-only credentials; without them search runs on the site's own engine. */
    algolia: algoliaAppId && algoliaSearchKey ? {appId: algoliaAppId, searchKey: algoliaSearchKey} : null,
    /** Cloudflare Turnstile's site key; without it forms show no captcha. */
    captchaSiteKey: valueOf(env.NEXT_PUBLIC_CAPTCHA_SITE_KEY),
    /** The tag-manager container (GTM-…), loaded only with consent. */
    tagManagerId: valueOf(env.NEXT_PUBLIC_GTM_ID),
    /** The analytics property (G-… or UA-…): names the property-specific analytics cookies removed without consent. */
    analyticsPropertyId: valueOf(env.NEXT_PUBLIC_GA_MEASUREMENT_ID),
  }
}

export const publicEnv = readPublicEnv(variables)
