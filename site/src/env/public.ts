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
  NEXT_PUBLIC_ALGOLIA_HOST: process.env.NEXT_PUBLIC_ALGOLIA_HOST,
  NEXT_PUBLIC_CAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY,
  NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: process.env.NEXT_PUBLIC_CAPTCHA_SCRIPT_URL,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
}

export type PublicVariables = Partial<Record<keyof typeof variables, string>>

/** Sanity's image CDN. */
const DEFAULT_SANITY_IMAGE_HOST = 'https://cdn.sanity.io'
const DEFAULT_SITE_URL = 'http://localhost:3000'

/** Blank counts as unset, as on the server. */
const valueOf = (raw: string | undefined) => raw?.trim() || null

const withoutFinalSlash = (url: string) => url.replace(/\/+$/, '')

export function readPublicEnv(env: PublicVariables) {
  const algoliaAppId = valueOf(env.NEXT_PUBLIC_ALGOLIA_APP_ID)
  const algoliaSearchKey = valueOf(env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY)
  const algoliaHost = valueOf(env.NEXT_PUBLIC_ALGOLIA_HOST)
  return {
    siteUrl: withoutFinalSlash(valueOf(env.NEXT_PUBLIC_SITE_URL) ?? DEFAULT_SITE_URL),
    /** The image CDN's origin, without a final slash: read by the image URLs, next/image and the CSP's img-src. */
    sanityImageHost: withoutFinalSlash(valueOf(env.NEXT_PUBLIC_SANITY_IMAGE_HOST) ?? DEFAULT_SANITY_IMAGE_HOST),
    /**
     * Algolia's search-only credentials, and the one origin its clients query instead of Algolia's own hosts
     * (null: Algolia's); without the credentials search runs on the site's own engine.
     */
    algolia:
      algoliaAppId && algoliaSearchKey
        ? {appId: algoliaAppId, searchKey: algoliaSearchKey, host: algoliaHost && withoutFinalSlash(algoliaHost)}
        : null,
    /** Cloudflare Turnstile's site key; without it forms show no captcha. */
    captchaSiteKey: valueOf(env.NEXT_PUBLIC_CAPTCHA_SITE_KEY),
    /** Where the captcha's script (Turnstile's browser API) is loaded from; null: Turnstile's own. */
    captchaScriptUrl: valueOf(env.NEXT_PUBLIC_CAPTCHA_SCRIPT_URL),
    /** The tag-manager container (GTM-…), loaded only with consent. */
    tagManagerId: valueOf(env.NEXT_PUBLIC_GTM_ID),
    /** The analytics property (G-… or UA-…): names the property-specific analytics cookies removed without consent. */
    analyticsPropertyId: valueOf(env.NEXT_PUBLIC_GA_MEASUREMENT_ID),
  }
}

export const publicEnv = readPublicEnv(variables)
