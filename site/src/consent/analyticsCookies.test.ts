/** @jest-environment-options {"url": "https://www.parlia.test/"} */
import Cookies from 'js-cookie'

import {analyticsCookieNames, cookieDomains, removeAnalyticsCookies} from './analyticsCookies'

describe('analytics cookies', () => {
  it('are _ga, _gat, _gid and the property’s own _gat_<id>', () => {
    expect(analyticsCookieNames('UA-1234-1')).toEqual(['_ga', '_gat', '_gid', '_gat_UA-1234-1'])
    expect(analyticsCookieNames(null)).toEqual(['_ga', '_gat', '_gid'])
  })

  it('include the _ga_<stream> cookie of a GA4 property', () => {
    expect(analyticsCookieNames('G-ABC123')).toEqual(['_ga', '_gat', '_gid', '_gat_G-ABC123', '_ga_ABC123'])
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
    document.cookie = '_ga_ABC123=GS1.1; domain=parlia.test; path=/'
    document.cookie = 'CookieConsent=false; path=/'
    document.cookie = 'other=1; path=/'
    removeAnalyticsCookies('G-ABC123', 'www.parlia.test')
    expect(Cookies.get()).toEqual({CookieConsent: 'false', other: '1'})
  })
})
