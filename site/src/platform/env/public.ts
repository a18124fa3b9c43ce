/**
 * Public configuration of the shell: values inlined into every page's bundle at build time. Only the
 * `NEXT_PUBLIC_*` variables most pages read belong here; search's and the captcha's have modules of their own
 * (publicSearch.ts, publicCaptcha.ts), so pages without them do not carry them. Their rules (publicSchema.ts)
 * run at build and at server start and refuse a bad value; these modules only shape the values, so they carry
 * no validation library to the browser.
 */
import {DEFAULT_SITE_URL} from '@parlia/schemas/env/defaults'

import {publicValue, withoutFinalSlash} from './publicValue'

/** Each variable written out: Next.js inlines `process.env.NEXT_PUBLIC_…` only where it is spelled in full. */
const variables = {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SANITY_IMAGE_HOST: process.env.NEXT_PUBLIC_SANITY_IMAGE_HOST,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
}

type PublicVariables = Partial<Record<keyof typeof variables, string>>

/** Sanity's image CDN. */
const DEFAULT_SANITY_IMAGE_HOST = 'https://cdn.sanity.io'

export function readPublicEnv(env: PublicVariables) {
  return {
    siteUrl: withoutFinalSlash(publicValue(env.NEXT_PUBLIC_SITE_URL) ?? DEFAULT_SITE_URL),
    /** The image CDN's origin, without a final slash: read by the image URLs, next/image and the CSP's img-src. */
    sanityImageHost: withoutFinalSlash(publicValue(env.NEXT_PUBLIC_SANITY_IMAGE_HOST) ?? DEFAULT_SANITY_IMAGE_HOST),
    /** The tag-manager container (GTM-…), loaded only with consent. */
    tagManagerId: publicValue(env.NEXT_PUBLIC_GTM_ID),
  }
}

export const publicEnv = readPublicEnv(variables)
