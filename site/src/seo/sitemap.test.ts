import type {PagesIndex} from '../revalidation/paths'
import {sitemapEntries, sitemapXml, type SitemapDocument} from './sitemap'

const index: PagesIndex = {
  posts: ['rgpd-et-chatbots'],
  connectors: ['glpi'],
  useCases: ['support-it'],
  avatars: ['lea'],
  jobs: ['ingenieur-ia-nlp'],
  solutions: ['vue-d-ensemble', 'voicebot'],
  legalPages: ['mentions-legales'],
}

const documents: SitemapDocument[] = [
  {_type: 'homePage', slug: null, updatedAt: '2025-05-01T10:00:00Z'},
  {_type: 'post', slug: 'rgpd-et-chatbots', updatedAt: '2025-03-14T09:00:00Z'},
  {_type: 'post', slug: 'plus-ancien', updatedAt: '2024-01-01T09:00:00Z'},
  {_type: 'connector', slug: 'glpi', updatedAt: '2025-02-02T00:00:00Z'},
  {_type: 'job', slug: 'ingenieur-ia-nlp', updatedAt: '2026-09-22'},
  {_type: 'legalPage', slug: 'mentions-legales', updatedAt: null},
  {_type: 'faq', slug: null, updatedAt: '2025-06-06T06:00:00Z'},
  {_type: 'siteSettings', slug: null, updatedAt: '2025-07-07T07:00:00Z'},
]

describe('sitemapEntries', () => {
  const entries = sitemapEntries(index, 12, documents)
  const paths = entries.map((entry) => entry.path)
  const lastmod = Object.fromEntries(entries.map((entry) => [entry.path, entry.lastmod]))

  it('lists every public page: static routes, each document’s page, the other pages', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/qui-sommes-nous',
        '/solution',
        '/solution/voicebot',
        '/solution/connecteurs',
        '/solution/connecteurs/glpi',
        '/cas-usage',
        '/cas-usage/support-it',
        '/ressources/catalogue-avatar-chatbot/lea',
        '/ressources/faq',
        '/blog/rgpd-et-chatbots',
        '/rejoignez-nous',
        '/rejoignez-nous/ingenieur-ia-nlp',
        '/mentions-legales',
        '/accessibilite',
        '/contact',
        '/planifier-une-demo',
      ]),
    )
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('lists the blog’s pages at their public URL, and only those that exist', () => {
    expect(paths.filter((path) => path.startsWith('/blog') && !path.startsWith('/blog/'))).toEqual(['/blog', '/blog?page=2'])
    expect(paths.some((path) => path.startsWith('/blog/page/'))).toBe(false)
  })

  it('keeps the private pages out', () => {
    for (const path of ['/connexion', '/contact/confirmation', '/planifier-une-demo/confirmation', '/confirmation-contenu']) {
      expect(paths).not.toContain(path)
    }
  })

  it('dates each page by the latest change of the documents it shows', () => {
    expect(lastmod['/']).toBe('2025-05-01T10:00:00Z')
    expect(lastmod['/blog/rgpd-et-chatbots']).toBe('2025-03-14T09:00:00Z')
    expect(lastmod['/blog']).toBe('2025-03-14T09:00:00Z')
    expect(lastmod['/blog?page=2']).toBe('2025-03-14T09:00:00Z')
    expect(lastmod['/solution/connecteurs/glpi']).toBe('2025-02-02T00:00:00Z')
    expect(lastmod['/solution/connecteurs']).toBe('2025-02-02T00:00:00Z')
    expect(lastmod['/rejoignez-nous/ingenieur-ia-nlp']).toBe('2026-09-22')
    expect(lastmod['/rejoignez-nous']).toBe('2026-09-22')
    expect(lastmod['/ressources/faq']).toBe('2025-06-06T06:00:00Z')
    expect(lastmod['/contact']).toBe('2025-07-07T07:00:00Z')
  })

  it('writes no date it does not know', () => {
    expect(lastmod['/mentions-legales']).toBeNull()
    expect(lastmod['/cas-usage/support-it']).toBeNull()
  })
})

describe('sitemapXml', () => {
  it('is a sitemaps.org urlset of absolute URLs with their lastmod', async () => {
    const xml = await sitemapXml(
      [
        {path: '/', lastmod: '2025-05-01T10:00:00Z'},
        {path: '/blog?page=2', lastmod: '2026-09-22'},
        {path: '/mentions-legales', lastmod: null},
      ],
      'https://www.parlia.fr',
    )
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.querySelector('parsererror')).toBeNull()
    expect(doc.documentElement.tagName).toBe('urlset')
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const urls = [...doc.querySelectorAll('url')].map((url) => [url.querySelector('loc')?.textContent, url.querySelector('lastmod')?.textContent ?? null])
    expect(urls).toEqual([
      ['https://www.parlia.fr/', '2025-05-01T10:00:00.000Z'],
      ['https://www.parlia.fr/blog?page=2', '2026-09-22T00:00:00.000Z'],
      ['https://www.parlia.fr/mentions-legales', null],
    ])
  })
})
