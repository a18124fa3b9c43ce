import {headerRules, securityHeaders} from './securityHeaders'

describe('the security headers', () => {
  const headers = Object.fromEntries(securityHeaders({}).map(({key, value}) => [key, value]))

  it('are the policy, HSTS, nosniff, the referrer policy, the permissions policy and no framing', () => {
    expect(Object.keys(headers).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ])
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
  })

  it('deny the powerful features no page uses', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`)
    }
  })

  it('leave nosniff out in development only, where Next serves one of its scripts as JSON', () => {
    const keys = (development: boolean) => securityHeaders({development}).map(({key}) => key)
    expect(keys(true)).not.toContain('X-Content-Type-Options')
    expect(keys(false)).toContain('X-Content-Type-Options')
  })
})

describe('the header rules of a build', () => {
  const rules = headerRules({scriptHashes: ['sha256-loader='], tagManager: true}, 'https://parlia.sanity.studio')
  const valueOf = (headers: {key: string; value: string}[], key: string) => headers.find((header) => header.key === key)?.value

  it('give every response one policy, whoever asks: no rule depends on a visitor’s cookie but draft mode’s', () => {
    const [everyone, draft] = rules
    expect(everyone).toEqual({source: '/:path*', headers: securityHeaders({scriptHashes: ['sha256-loader='], tagManager: true})})
    expect(valueOf(everyone!.headers, 'Content-Security-Policy')).toContain("script-src 'self' 'sha256-loader=' https://*.googletagmanager.com")
    expect(rules.flatMap((rule) => rule.has ?? [])).toEqual([{type: 'cookie', key: '__prerender_bypass'}])
    expect(draft!.source).toBe('/:path*')
    expect(rules.flatMap((rule) => rule.headers.map(({key}) => key))).not.toContain('Vary')
  })

  it('let only the Studio frame an editor’s draft-mode request, and put no noindex on anyone’s page for a cookie', () => {
    const [everyone, draft] = rules
    expect(valueOf(everyone!.headers, 'Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(valueOf(draft!.headers, 'Content-Security-Policy')).toMatch(/frame-ancestors https:\/\/parlia\.sanity\.studio$/)
    // A forged cookie must not get a page cached as noindex: a real preview says it in its markup instead.
    expect(rules.flatMap((rule) => rule.headers.map(({key}) => key))).not.toContain('X-Robots-Tag')
  })
})
