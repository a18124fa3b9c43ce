/** @jest-environment node */
import {unstable_doesMiddlewareMatch} from 'next/experimental/testing/server'
import {NextRequest} from 'next/server'

import {config, proxy} from './proxy'

const rewrite = (path: string) => proxy(new NextRequest(`https://www.parlia.fr${path}`)).headers.get('x-middleware-rewrite')
const runs = (path: string, cookies?: Record<string, string>) => unstable_doesMiddlewareMatch({config, url: path, cookies})

describe('the site’s documents', () => {
  it('go to the API route that writes them', () => {
    expect(rewrite('/robots.txt')).toBe('https://www.parlia.fr/api/seo/robots.txt')
    expect(rewrite('/sitemap.xml')).toBe('https://www.parlia.fr/api/seo/sitemap.xml')
    expect(rewrite('/rss/fr')).toBe('https://www.parlia.fr/api/seo/rss/fr')
  })

  it('leave any other path to the pages, whose 404 page answers an unknown feed', () => {
    for (const path of ['/rss/en', '/rss/fr/x', '/blog', '/robots.txt.bak']) expect(rewrite(path)).toBeNull()
  })
})

describe('what the proxy runs on', () => {
  it('is the documents’ paths', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/rss/fr']) expect(runs(path)).toBe(true)
  })

  it('is never a page, whatever the visitor’s cookies: pages keep the headers of next.config.ts', () => {
    for (const path of ['/', '/blog', '/solution/connecteurs', '/rss/fr/x']) {
      expect(runs(path)).toBe(false)
      expect(runs(path, {CookieConsent: 'true', __prerender_bypass: 'abc'})).toBe(false)
    }
  })

  it('is never the API, whose request bodies stay unbuffered', () => {
    expect(runs('/api/forms/contact')).toBe(false)
  })
})
