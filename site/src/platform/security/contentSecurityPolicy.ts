/**
 * The Content-Security-Policy of every response: our own origin only, plus the third parties the configuration
 * turns on, plus the tag manager's hosts once the visitor has accepted analytics (spec section 4).
 */

/** Google Tag Manager and the Google Analytics it loads (Google's documented hosts for a CSP). */
const TAG_MANAGER_HOSTS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const

/** Algolia's search hosts (the browser queries them directly when Algolia is configured). */
const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com'] as const
/** Cloudflare Turnstile, the forms' captcha: its script and its iframe come from there (Turnstile's documented CSP). */
const CAPTCHA_HOST = 'https://challenges.cloudflare.com'

export interface PolicyOptions {
  /** Hashes ('sha256-…') of the inline scripts the framework writes into pages. */
  scriptHashes?: readonly string[]
  /** Consent is `true` and a container is configured: the tag manager may load. */
  tagManager?: boolean
  /** The image CDN's origin (`NEXT_PUBLIC_SANITY_IMAGE_HOST`), when the content comes from a Sanity project. */
  sanityImageHost?: string | null
  algolia?: boolean
  /** The one origin Algolia's clients query instead of Algolia's own hosts (`NEXT_PUBLIC_ALGOLIA_HOST`). */
  algoliaHost?: string | null
  captcha?: boolean
  /** The captcha's script (`NEXT_PUBLIC_CAPTCHA_SCRIPT_URL`): its origin serves the script and the widget's frame instead of Turnstile's. */
  captchaScriptUrl?: string | null
  /** `next dev`: React's debugging evaluates code and the dev server writes inline scripts. */
  development?: boolean
  /** The one origin allowed to frame the page: the Studio's, for an editor's preview (draft mode); none otherwise. */
  framedBy?: string | null
}

const when = <T>(condition: boolean | undefined, values: readonly T[]): readonly T[] => (condition ? values : [])

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const {
    scriptHashes = [],
    tagManager,
    sanityImageHost,
    algolia,
    algoliaHost,
    captcha,
    captchaScriptUrl,
    development,
    framedBy,
  } = options
  const captchaOrigin = captchaScriptUrl ? new URL(captchaScriptUrl).origin : CAPTCHA_HOST
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...when(captcha, [captchaOrigin]),
      ...when(tagManager, TAG_MANAGER_HOSTS.script),
      ...when(development, ["'unsafe-eval'", "'unsafe-inline'"]),
    ],
    // React renders style attributes (the carousel's, the captcha's box, the preview bar): inline styles stay
    // allowed, inline scripts do not.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(sanityImageHost ? [sanityImageHost] : []),
      ...when(tagManager, TAG_MANAGER_HOSTS.img),
    ],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...when(algolia, algoliaHost ? [algoliaHost] : ALGOLIA_HOSTS),
      ...when(tagManager, TAG_MANAGER_HOSTS.connect),
    ],
    'frame-src': captcha ? [captchaOrigin] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // No page of the site is framed, but an editor's preview in the Studio's Presentation tool. Browsers ignore
    // X-Frame-Options (DENY on every response, next.config.ts) when a policy names frame-ancestors.
    'frame-ancestors': framedBy ? [framedBy] : ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}
