import Cookies from 'js-cookie'

import {consentExpiry, readConsent, writeConsent} from './consentCookie'

const clearCookies = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, {path: '/'})
}

describe('the consent cookie', () => {
  afterEach(() => {
    jest.restoreAllMocks()
    clearCookies()
  })

  it('is absent on a first visit', () => {
    expect(readConsent()).toBe('absent')
  })

  it('reads true as granted and false as denied', () => {
    writeConsent(true)
    expect(document.cookie).toBe('CookieConsent=true')
    expect(readConsent()).toBe('granted')
    writeConsent(false)
    expect(document.cookie).toBe('CookieConsent=false')
    expect(readConsent()).toBe('denied')
  })

  it('counts any other value as no choice', () => {
    document.cookie = 'CookieConsent=yes; path=/'
    expect(readConsent()).toBe('absent')
  })

  it('is written for 12 months, on the whole site, SameSite=Lax, Secure only over HTTPS', () => {
    const written: string[] = []
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => written.push(value))
    writeConsent(true, new Date('2026-03-15T10:00:00Z'))
    expect(written).toEqual([
      `CookieConsent=true; path=/; expires=${new Date('2027-03-15T10:00:00Z').toUTCString()}; sameSite=Lax`,
    ])
  })

  it('expires after 12 months: the browser drops it and the choice is asked again', () => {
    const monthsAgo = (months: number, minutes: number) => {
      const date = new Date()
      date.setMonth(date.getMonth() - months)
      return new Date(date.getTime() + minutes * 60_000)
    }
    writeConsent(true, monthsAgo(12, 1))
    expect(readConsent()).toBe('granted')
    writeConsent(true, monthsAgo(12, -1))
    expect(readConsent()).toBe('absent')
  })

  it('adds calendar months, across a leap day', () => {
    expect(consentExpiry(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2029-03-01T12:00:00.000Z')
    expect(consentExpiry(new Date('2026-12-31T08:00:00Z')).toISOString()).toBe('2027-12-31T08:00:00.000Z')
  })
})
