import {draftModePolicy, headerRules, securityHeaders} from './securityHeaders'

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
  const options = {scriptHashes: ['sha256-loader='], tagManager: true}
  const rules = headerRules(options)
  const valueOf = (headers: {key: string; value: string}[], key: string) =>
    headers.find((header) => header.key === key)?.value

  it('give every response one policy, whoever asks, no Vary and no noindex', () => {
    expect(rules).toEqual([{source: '/:path*', headers: securityHeaders(options)}])
    expect(valueOf(rules[0]!.headers, 'Content-Security-Policy')).toContain(
      "script-src 'self' 'sha256-loader=' https://*.googletagmanager.com",
    )
    expect(valueOf(rules[0]!.headers, 'Content-Security-Policy')).toContain("frame-ancestors 'none'")
    const keys = rules.flatMap((rule) => rule.headers.map(({key}) => key))
    expect(keys).not.toContain('Vary')
    expect(keys).not.toContain('X-Robots-Tag')
  })

  it('let only the Studio frame a draft-mode request, the rest of the policy unchanged', () => {
    const draft = draftModePolicy(options, 'https://parlia.sanity.studio')
    expect(draft).toMatch(/frame-ancestors https:\/\/parlia\.sanity\.studio$/)
    expect(draft.replace(/frame-ancestors [^;]*$/, '')).toBe(
      valueOf(rules[0]!.headers, 'Content-Security-Policy')!.replace(/frame-ancestors [^;]*$/, ''),
    )
  })
})
