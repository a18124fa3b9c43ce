/** Public configuration of the captcha, read by the forms only (see public.ts). */
import {publicValue} from './publicValue'

const variables = {
  NEXT_PUBLIC_CAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY,
  NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: process.env.NEXT_PUBLIC_CAPTCHA_SCRIPT_URL,
}

export function readPublicCaptcha(env: Partial<Record<keyof typeof variables, string>>) {
  return {
    /** Cloudflare Turnstile's site key; without it forms show no captcha. */
    siteKey: publicValue(env.NEXT_PUBLIC_CAPTCHA_SITE_KEY),
    /** Where the captcha's script (Turnstile's browser API) is loaded from; null: Turnstile's own. */
    scriptUrl: publicValue(env.NEXT_PUBLIC_CAPTCHA_SCRIPT_URL),
  }
}

export const publicCaptcha = readPublicCaptcha(variables)
