/** @jest-environment node */
import {createRequest, createResponse} from 'node-mocks-http'

import {allowStudioFraming} from './draftModeFraming'

const render = (cookie?: string) => {
  const req = createRequest({headers: cookie ? {cookie} : {}})
  const res = createResponse()
  res.setHeader('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'")
  allowStudioFraming({req, res})
  return res.getHeader('Content-Security-Policy')
}

describe('the policy of a page rendered for a request', () => {
  it('lets the Studio the server was started with frame an editor’s preview', () => {
    expect(render('CookieConsent=false; __prerender_bypass=abc')).toMatch(/frame-ancestors http:\/\/localhost:3333$/)
  })

  it('keeps next.config.ts’s policy without the draft-mode cookie', () => {
    expect(render()).toBe("default-src 'self'; frame-ancestors 'none'")
    expect(render('CookieConsent=true')).toBe("default-src 'self'; frame-ancestors 'none'")
  })
})
