import {contentSecurityPolicy, type PolicyOptions} from './contentSecurityPolicy'

export interface Header {
  key: string
  value: string
}

export const CSP_HEADER = 'Content-Security-Policy'

/** Features no page uses: denied to the site and to anything it embeds. */
const DENIED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]

/** The headers every response carries besides its Content-Security-Policy. */
const SECURITY_HEADERS: readonly Header[] = [
  {key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'},
  {key: 'X-Content-Type-Options', value: 'nosniff'},
  {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
  {key: 'Permissions-Policy', value: DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')},
  // frame-ancestors 'none' for browsers that predate it.
  {key: 'X-Frame-Options', value: 'DENY'},
]

/** Every security header, with the policy `options` describe. */
export const securityHeaders = (options: PolicyOptions): Header[] => [
  // `next dev` serves one of its scripts (_clientMiddlewareManifest.js) as JSON, which nosniff refuses.
  ...SECURITY_HEADERS.filter(({key}) => !(options.development && key === 'X-Content-Type-Options')),
  {key: CSP_HEADER, value: contentSecurityPolicy(options)},
]

/** A rule of next.config.ts's `headers()`. */
export interface HeaderRule {
  source: string
  headers: Header[]
}

/**
 * The headers of every response, fixed for a build: every visitor of a page gets the same ones, so a shared cache
 * may keep it. Only an editor's preview, rendered for its request, differs (security/draftModeFraming.tsx).
 */
export const headerRules = (options: PolicyOptions): HeaderRule[] => [
  {source: '/:path*', headers: securityHeaders(options)},
]

/** The policy of an editor's preview (which Next answers `private, no-store`): the Studio at `studioOrigin` may frame it. */
export const draftModePolicy = (options: PolicyOptions, studioOrigin: string): string =>
  contentSecurityPolicy({...options, framedBy: studioOrigin})
