import {contentSecurityPolicy} from './contentSecurityPolicy'

/** The policy as a map of directive to its sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ')
      return [name!, sources]
    }),
  )
}

const TAG_MANAGER_SOURCES = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

describe('the Content-Security-Policy', () => {
  it('allows only our own origin by default, with no inline or evaluated script and no framing', () => {
    const policy = parse(contentSecurityPolicy())
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    })
  })

  it('names no third-party host without consent, whatever else is configured', () => {
    const policy = contentSecurityPolicy({
      sanityImageHost: 'https://cdn.sanity.io',
      algolia: true,
      captcha: true,
      tagManager: false,
    })
    for (const source of TAG_MANAGER_SOURCES) expect(policy).not.toContain(source)
  })

  it('allows the tag manager and its analytics once consent is given', () => {
    const policy = parse(contentSecurityPolicy({tagManager: true}))
    expect(policy['script-src']).toEqual(["'self'", 'https://*.googletagmanager.com'])
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ])
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ])
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
  })

  it('allows the framework’s inline scripts by their hashes only', () => {
    const policy = parse(contentSecurityPolicy({scriptHashes: ['sha256-abc=', 'sha256-def=']}))
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"])
  })

  it('adds the hosts of the configured services: Sanity images, Algolia, the captcha', () => {
    const policy = parse(
      contentSecurityPolicy({sanityImageHost: 'https://cdn.sanity.io', algolia: true, captcha: true}),
    )
    expect(policy['img-src']).toContain('https://cdn.sanity.io')
    expect(policy['connect-src']).toEqual(["'self'", 'https://*.algolia.net', 'https://*.algolianet.com'])
    expect(policy['script-src']).toEqual(["'self'", 'https://challenges.cloudflare.com'])
    expect(policy['frame-src']).toEqual(['https://challenges.cloudflare.com'])
  })

  it('allows the configured Algolia host instead of Algolia’s own', () => {
    const policy = parse(contentSecurityPolicy({algolia: true, algoliaHost: 'http://127.0.0.1:4100'}))
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4100'])
    expect(parse(contentSecurityPolicy({algoliaHost: 'http://127.0.0.1:4100'}))['connect-src']).toEqual(["'self'"])
  })

  it('allows the configured captcha script’s origin for the script and its frame instead of Turnstile’s', () => {
    const policy = parse(
      contentSecurityPolicy({
        captcha: true,
        captchaScriptUrl: 'http://127.0.0.1:4200/turnstile/v0/api.js?render=explicit',
      }),
    )
    expect(policy['script-src']).toEqual(["'self'", 'http://127.0.0.1:4200'])
    expect(policy['frame-src']).toEqual(['http://127.0.0.1:4200'])
    expect(policy['connect-src']).toEqual(["'self'"])
    const withoutSiteKey = parse(contentSecurityPolicy({captchaScriptUrl: 'http://127.0.0.1:4200/turnstile/v0/api.js'}))
    expect(withoutSiteKey['script-src']).toEqual(["'self'"])
    expect(withoutSiteKey['frame-src']).toEqual(["'none'"])
  })

  it('allows the configured image CDN, whatever its origin', () => {
    const policy = parse(contentSecurityPolicy({sanityImageHost: 'http://127.0.0.1:4000'}))
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4000'])
  })

  it('lets the development server evaluate and inline scripts, never production', () => {
    expect(parse(contentSecurityPolicy({development: true}))['script-src']).toEqual([
      "'self'",
      "'unsafe-eval'",
      "'unsafe-inline'",
    ])
    expect(
      contentSecurityPolicy({tagManager: true, sanityImageHost: 'https://cdn.sanity.io', algolia: true, captcha: true}),
    ).not.toMatch(/unsafe-eval/)
  })
})
