import * as yup from 'yup'

import {httpUrl, shaped} from './rules'
import {synchronous} from './synchronous'

/** An http(s) origin: the image URLs and Algolia's clients append their paths to it, so a path, query or fragment would be lost or doubled. */
const httpOrigin = () =>
  httpUrl().test(
    'http-origin',
    'must be an http(s) origin, without a path (https://host or http://host:port)',
    (value) => value === undefined || !URL.canParse(value) || /^https?:\/\/[^/?#]+\/?$/.test(value),
  )

/**
 * The rules of the public (`NEXT_PUBLIC_`) variables. They run with the server's at build and at server
 * start (serverSchema.ts, called by next.config.ts), which refuse a bad value; the browser only shapes the
 * values they let through (public.ts), so the validation library stays out of its bundle.
 */
export const publicSchema = {
  NEXT_PUBLIC_SITE_URL: synchronous(httpUrl()),
  NEXT_PUBLIC_SANITY_IMAGE_HOST: synchronous(httpOrigin()),
  NEXT_PUBLIC_ALGOLIA_APP_ID: synchronous(shaped(/^[A-Z0-9]+$/i, 'an Algolia application id (letters and digits)')),
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: synchronous(yup.string()),
  NEXT_PUBLIC_ALGOLIA_HOST: synchronous(httpOrigin()),
  NEXT_PUBLIC_CAPTCHA_SITE_KEY: synchronous(yup.string()),
  NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: synchronous(httpUrl()),
  // It goes into the tag manager's script URL.
  NEXT_PUBLIC_GTM_ID: synchronous(shaped(/^GTM-[A-Z0-9]+$/, 'a Google Tag Manager container id (GTM-XXXXXXX)')),
}
