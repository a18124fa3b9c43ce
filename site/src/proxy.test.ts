/** @jest-environment node */
import {NextRequest} from 'next/server'

jest.mock('./security/inlineScripts', () => ({pageScriptHashes: () => ['sha256-bootstrap=']}))

type Proxy = typeof import('./proxy')

/** The proxy of a build made with (or without) a tag-manager container. */
function proxyOfBuild(tagManagerId: string | null): Proxy['proxy'] {
  if (tagManagerId) process.env.NEXT_PUBLIC_GTM_ID = tagManagerId
  else delete process.env.NEXT_PUBLIC_GTM_ID
  let loaded: Proxy | undefined
  jest.isolateModules(() => {
    loaded = jest.requireActual<Proxy>('./proxy')
  })
  return loaded!.proxy
}

const page = (cookie?: string) => new NextRequest('https://www.parlia.fr/blog', {headers: cookie ? {cookie} : {}})
const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? ''

describe('the policy of a page', () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_GTM_ID
  })

  it('allows the framework’s inline script by its hash', () => {
    expect(policyOf(proxyOfBuild(null)(page()))).toContain("script-src 'self' 'sha256-bootstrap='")
  })

  it.each([
    ['no choice', undefined],
    ['a refusal', 'CookieConsent=false'],
    ['any other value', 'CookieConsent=1'],
  ])('names no tag-manager host after %s', (_, cookie) => {
    const response = proxyOfBuild('GTM-TEST123')(page(cookie))
    expect(policyOf(response)).not.toMatch(/googletagmanager|google-analytics/)
    expect(response.headers.get('vary')).toBe('Cookie')
  })

  it('allows the tag manager’s hosts once the visitor has accepted', () => {
    const policy = policyOf(proxyOfBuild('GTM-TEST123')(page('CookieConsent=true')))
    expect(policy).toContain("script-src 'self' 'sha256-bootstrap=' https://*.googletagmanager.com")
    expect(policy).toContain('https://*.google-analytics.com')
  })

  it('allows nothing more after acceptance when no container is configured', () => {
    const response = proxyOfBuild(null)(page('CookieConsent=true'))
    expect(policyOf(response)).not.toMatch(/googletagmanager/)
    expect(response.headers.get('vary')).toBeNull()
  })
})

describe('a page in draft mode', () => {
  afterEach(() => {
    delete process.env.STUDIO_URL
  })

  it('may be framed by the Studio only, and only in draft mode', () => {
    process.env.STUDIO_URL = 'https://parlia.sanity.studio/desk'
    const proxy = proxyOfBuild(null)
    expect(policyOf(proxy(page('__prerender_bypass=abc')))).toMatch(/frame-ancestors https:\/\/parlia\.sanity\.studio(;|$)/)
    expect(policyOf(proxy(page()))).toContain("frame-ancestors 'none'")
  })

  it('is framed by the local studio by default', () => {
    expect(policyOf(proxyOfBuild(null)(page('__prerender_bypass=abc')))).toMatch(/frame-ancestors http:\/\/localhost:3333(;|$)/)
  })

  it('is marked noindex for the editor who previews it, and only for them', () => {
    const proxy = proxyOfBuild(null)
    expect(proxy(page('__prerender_bypass=abc')).headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(proxy(page()).headers.get('x-robots-tag')).toBeNull()
    expect(proxy(page('CookieConsent=true')).headers.get('x-robots-tag')).toBeNull()
  })
})

describe('the site’s documents', () => {
  const rewrite = (path: string) => proxyOfBuild(null)(new NextRequest(`https://www.parlia.fr${path}`)).headers.get('x-middleware-rewrite')

  it('go to the API route that writes them', () => {
    expect(rewrite('/robots.txt')).toBe('https://www.parlia.fr/api/seo/robots.txt')
    expect(rewrite('/sitemap.xml')).toBe('https://www.parlia.fr/api/seo/sitemap.xml')
    expect(rewrite('/rss/fr')).toBe('https://www.parlia.fr/api/seo/rss/fr')
  })

  it('leave any other path to the pages, whose 404 page answers an unknown feed', () => {
    for (const path of ['/rss/en', '/rss/fr/x', '/blog', '/robots.txt.bak']) expect(rewrite(path)).toBeNull()
  })
})
