/** @jest-environment node */
import {searchPageRoutes} from '@parlia/schemas/queryPages'

import {KEY_ROUTES, keyRoutes, pageRouteOf, pageRoutes, SEARCH_PAGE_ADDRESSES} from './routes.mjs'

const page = (srcRoute) => ({srcRoute, initialRevalidateSeconds: 300})

/** A prerender manifest as `next build` writes it: concrete paths, each with the pattern it came from. */
const prerender = {
  routes: {
    '/': page(null),
    '/blog': page(null),
    '/blog/page/2': page('/blog/page/[page]'),
    '/blog/premier-article': page('/blog/[postId]'),
    '/blog/second-article': page('/blog/[postId]'),
    '/ressources/catalogue-avatar-chatbot/lea': page('/ressources/catalogue-avatar-chatbot/[avatarId]'),
    '/ressources/catalogue-avatar-chatbot/amina': page('/ressources/catalogue-avatar-chatbot/[avatarId]'),
    '/cas-usage/service-client': page('/cas-usage/[useCaseId]'),
    '/ressources/cas-usage-client/chu': page('/ressources/cas-usage-client/[slug]'),
  },
}

describe('keyRoutes', () => {
  it("is issues 17's and 30's sixteen routes, each dynamic one the first path the build prerendered for it", () => {
    expect(keyRoutes(prerender)).toEqual([
      '/',
      '/blog',
      '/blog/premier-article',
      '/solution/connecteurs',
      '/ressources/faq',
      '/contact',
      '/planifier-une-demo',
      '/ressources/catalogue-avatar-chatbot',
      '/ressources/catalogue-avatar-chatbot/lea',
      '/qui-sommes-nous',
      '/cas-usage/service-client',
      '/securite-conformite',
      '/acheteurs-publics',
      '/ressources/calculateur-economies',
      '/ressources/cas-usage-client',
      '/ressources/cas-usage-client/chu',
    ])
    expect(KEY_ROUTES).toHaveLength(16)
  })

  it('takes a list of its own, paths as they are', () => {
    expect(keyRoutes(prerender, ['/contact', '/blog/second-article', '/blog/[postId]'])).toEqual([
      '/contact',
      '/blog/second-article',
      '/blog/premier-article',
    ])
  })

  it('says which pattern the build has no page for', () => {
    expect(() => keyRoutes({routes: {'/': page(null)}})).toThrow('The build prerendered no page for /blog/[postId].')
  })
})

const buildManifest = {
  pages: {'/': [], '/_app': [], '/_error': [], '/_document': [], '/500': [], '/blog/[postId]': [], '/contact': []},
  lowPriorityFiles: [],
}

describe('pageRoutes', () => {
  it("is every page of the build, the error pages included, without Next's own entries", () => {
    expect(pageRoutes(buildManifest)).toEqual(['/', '/500', '/_error', '/blog/[postId]', '/contact'])
  })
})

describe('pageRouteOf', () => {
  it('finds the page serving a route or a prerendered path', () => {
    expect(pageRouteOf('/contact', buildManifest, prerender)).toBe('/contact')
    expect(pageRouteOf('/blog/[postId]', buildManifest, prerender)).toBe('/blog/[postId]')
    expect(pageRouteOf('/blog/second-article', buildManifest, prerender)).toBe('/blog/[postId]')
    expect(() => pageRouteOf('/_app', buildManifest, prerender)).toThrow('/_app is no page of this build')
    expect(() => pageRouteOf('/inconnue', buildManifest, prerender)).toThrow('/inconnue is no page of this build')
  })

  it('finds the static rendering serving a search page’s public address, as the route map says', () => {
    expect(SEARCH_PAGE_ADDRESSES).toEqual(
      Object.fromEntries(Object.entries(searchPageRoutes).map(([address, {unfiltered}]) => [address, unfiltered])),
    )
    const withSearch = {...buildManifest, pages: {...buildManifest.pages, '/recherche/faq': []}}
    expect(pageRouteOf('/ressources/faq', withSearch, prerender)).toBe('/recherche/faq')
  })
})
