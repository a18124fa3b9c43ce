import {securityHeaders} from './securityHeaders'

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
