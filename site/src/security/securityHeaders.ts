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
