/** @jest-environment-options {"url": "https://www.parlia.test/"} */
import Cookies from 'js-cookie'

import {cookieDomains, isAnalyticsCookie, removeAnalyticsCookies} from './analyticsCookies'

describe('analytics cookies', () => {
  it('are _ga, _gat, _gid and any property’s _gat_<id>, with no property configured', () => {
    for (const name of ['_ga', '_gat', '_gid', '_gat_UA-1234-1', '_gat_G-ABC123'])
      expect(isAnalyticsCookie(name)).toBe(true)
  })

  it('include the _ga_<stream> cookie of a GA4 property', () => {
    expect(isAnalyticsCookie('_ga_ABC123')).toBe(true)
  })

  it('are nothing else', () => {
    for (const name of ['CookieConsent', '_gat_', '_ga_', 'x_ga', '_gaa', '_gidx', 'session'])
      expect(isAnalyticsCookie(name)).toBe(false)
  })

  it('are looked for on the host and each parent domain', () => {
    expect(cookieDomains('www.parlia.fr')).toEqual(['www.parlia.fr', 'parlia.fr'])
    // The browser refuses co.uk (a public suffix): trying it is harmless.
    expect(cookieDomains('site.example.co.uk')).toEqual(['site.example.co.uk', 'example.co.uk', 'co.uk'])
    expect(cookieDomains('parlia.fr')).toEqual(['parlia.fr'])
  })

  it('have no parent domain on an IP address or a single-label host', () => {
    expect(cookieDomains('localhost')).toEqual([])
    expect(cookieDomains('127.0.0.1')).toEqual([])
    expect(cookieDomains('[::1]')).toEqual([])
  })

  it('are removed from the host and from the registrable domain, other cookies kept', () => {
    document.cookie = '_ga=GA1.1.1; path=/'
    document.cookie = '_ga=GA1.2.2; domain=parlia.test; path=/'
    document.cookie = '_gid=GA1.2.3; domain=parlia.test; path=/'
    document.cookie = '_gat_G-ABC123=1; domain=www.parlia.test; path=/'
    document.cookie = '_gat_UA-999-1=1; path=/'
    document.cookie = '_ga_ABC123=GS1.1; domain=parlia.test; path=/'
    document.cookie = 'CookieConsent=false; path=/'
    document.cookie = 'other=1; path=/'
    removeAnalyticsCookies('www.parlia.test')
    expect(Cookies.get()).toEqual({CookieConsent: 'false', other: '1'})
  })
})
