import Cookies from 'js-cookie'

type Flow = typeof import('./consentFlow')

const GTM_ID = 'GTM-TEST123'
const CONTAINER_URL = `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`
const DENIED = {ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied'}

/** A fresh page load: the modules' state is per page, and the container id is read at build time. */
function loadPage(tagManagerId: string | null): Flow {
  if (tagManagerId) process.env.NEXT_PUBLIC_GTM_ID = tagManagerId
  else delete process.env.NEXT_PUBLIC_GTM_ID
  let flow: Flow | undefined
  jest.isolateModules(() => {
    flow = jest.requireActual<Flow>('./consentFlow')
  })
  return flow!
}

/** The data layer as plain values; gtag() commands must stay `arguments` objects for the tag manager. */
function dataLayer(): unknown[] {
  return (window.dataLayer ?? []).map((entry) => {
    const isArguments = Object.prototype.toString.call(entry) === '[object Arguments]'
    return isArguments ? ['gtag', ...Array.from(entry as ArrayLike<unknown>)] : entry
  })
}

const containerScripts = () => [...document.querySelectorAll('script')].map((script) => script.src)

function setAnalyticsCookies() {
  document.cookie = '_ga=GA1.1.1; path=/'
  document.cookie = '_gid=GA1.1.2; path=/'
  document.cookie = '_gat=1; path=/'
}

describe('the consent state machine', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, {path: '/'})
    delete window.dataLayer
    document.head.innerHTML = ''
    delete process.env.NEXT_PUBLIC_GTM_ID
  })

  describe('on a page load', () => {
    it('absent: nothing is loaded or pushed, and analytics cookies are removed', () => {
      setAnalyticsCookies()
      expect(loadPage(GTM_ID).applyConsentOnLoad()).toBe('absent')
      expect(window.dataLayer).toBeUndefined()
      expect(containerScripts()).toEqual([])
      expect(Cookies.get()).toEqual({})
    })

    it('false: nothing is loaded or pushed, and analytics cookies are removed', () => {
      document.cookie = 'CookieConsent=false; path=/'
      setAnalyticsCookies()
      expect(loadPage(GTM_ID).applyConsentOnLoad()).toBe('denied')
      expect(window.dataLayer).toBeUndefined()
      expect(containerScripts()).toEqual([])
      expect(Cookies.get()).toEqual({CookieConsent: 'false'})
    })

    it('true: Consent Mode defaults to denied, is granted, the container loads, then cookieInit', () => {
      document.cookie = 'CookieConsent=true; path=/'
      setAnalyticsCookies()
      const flow = loadPage(GTM_ID)
      expect(flow.applyConsentOnLoad()).toBe('granted')
      expect(dataLayer()).toEqual([
        ['gtag', 'consent', 'default', DENIED],
        ['gtag', 'consent', 'update', {analytics_storage: 'granted'}],
        {'gtm.start': expect.any(Number), event: 'gtm.js'},
        {event: 'cookieInit'},
      ])
      expect(containerScripts()).toEqual([CONTAINER_URL])
      expect(Cookies.get('_ga')).toBe('GA1.1.1')
    })

    it('true without a container id: cookieInit is pushed and nothing is loaded', () => {
      document.cookie = 'CookieConsent=true; path=/'
      loadPage(null).applyConsentOnLoad()
      expect(dataLayer()).toContainEqual({event: 'cookieInit'})
      expect(containerScripts()).toEqual([])
    })
  })

  describe('on a choice', () => {
    it('accept: stores true and pushes cookieInit; the page reloads to start the container', () => {
      const flow = loadPage(GTM_ID)
      flow.applyConsentOnLoad()
      expect(flow.recordChoice(true)).toEqual({reload: true})
      expect(Cookies.get('CookieConsent')).toBe('true')
      expect(dataLayer()).toEqual([
        ['gtag', 'consent', 'default', DENIED],
        ['gtag', 'consent', 'update', {analytics_storage: 'granted'}],
        {event: 'cookieInit'},
      ])
      // The page's policy, chosen without consent, would refuse it: the reloaded page loads it.
      expect(containerScripts()).toEqual([])
      delete window.dataLayer
      expect(loadPage(GTM_ID).applyConsentOnLoad()).toBe('granted')
      expect(containerScripts()).toEqual([CONTAINER_URL])
    })

    it('accept without a container id: no reload, the flow still completes', () => {
      const flow = loadPage(null)
      flow.applyConsentOnLoad()
      expect(flow.recordChoice(true)).toEqual({reload: false})
      expect(Cookies.get('CookieConsent')).toBe('true')
      expect(dataLayer()).toContainEqual({event: 'cookieInit'})
      expect(containerScripts()).toEqual([])
    })

    it('decline: stores false, pushes nothing and removes the analytics cookies', () => {
      setAnalyticsCookies()
      const flow = loadPage(GTM_ID)
      expect(flow.recordChoice(false)).toEqual({reload: false})
      expect(Cookies.get()).toEqual({CookieConsent: 'false'})
      expect(window.dataLayer).toBeUndefined()
    })

    it('withdrawal while the container runs: consent denied at once, cookies removed, the page reloads without it', () => {
      document.cookie = 'CookieConsent=true; path=/'
      const flow = loadPage(GTM_ID)
      flow.applyConsentOnLoad()
      setAnalyticsCookies()
      expect(flow.recordChoice(false)).toEqual({reload: true})
      expect(dataLayer().at(-1)).toEqual(['gtag', 'consent', 'update', DENIED])
      expect(Cookies.get()).toEqual({CookieConsent: 'false'})
    })

    it('accepting again while the container runs needs no reload and pushes cookieInit again', () => {
      document.cookie = 'CookieConsent=true; path=/'
      const flow = loadPage(GTM_ID)
      flow.applyConsentOnLoad()
      expect(flow.recordChoice(true)).toEqual({reload: false})
      expect(dataLayer().filter((entry) => (entry as {event?: string}).event === 'cookieInit')).toHaveLength(2)
      expect(containerScripts()).toHaveLength(1)
    })
  })
})
