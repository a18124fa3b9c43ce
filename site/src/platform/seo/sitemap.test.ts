import type {PagesIndex} from '@parlia/schemas/pages/paths'

import {
  SITEMAP_LIMITS,
  sitemapDocument,
  sitemapEntries,
  sitemapParts,
  sitemapXml,
  type SitemapDocument,
  type SitemapEntry,
} from './sitemap'

const index: PagesIndex = {
  posts: ['rgpd-et-chatbots'],
  blogCategories: [
    {slug: 'conseils-projet', postCount: 10},
    {slug: 'ia-generative', postCount: 1},
  ],
  connectors: ['glpi'],
  useCases: ['support-it'],
  avatars: ['lea'],
  jobs: ['ingenieur-ia-nlp'],
  customerCases: ['chu-lyon'],
  solutions: ['vue-d-ensemble', 'voicebot'],
  legalPages: ['mentions-legales'],
}

const documents: SitemapDocument[] = [
  {_id: 'homePage', _type: 'homePage', slug: null, updatedAt: '2025-05-01T10:00:00Z', blogCategories: []},
  {
    _id: 'post-rgpd',
    _type: 'post',
    slug: 'rgpd-et-chatbots',
    updatedAt: '2025-03-14T09:00:00Z',
    blogCategories: ['conseils-projet'],
  },
  {_id: 'post-ancien', _type: 'post', slug: 'plus-ancien', updatedAt: '2024-01-01T09:00:00Z', blogCategories: []},
  {_id: 'connector-glpi', _type: 'connector', slug: 'glpi', updatedAt: '2025-02-02T00:00:00Z', blogCategories: []},
  {_id: 'job-ia', _type: 'job', slug: 'ingenieur-ia-nlp', updatedAt: '2026-09-22', blogCategories: []},
  {_id: 'legal-mentions', _type: 'legalPage', slug: 'mentions-legales', updatedAt: null, blogCategories: []},
  {_id: 'faq-1', _type: 'faq', slug: null, updatedAt: '2025-06-06T06:00:00Z', blogCategories: []},
  {
    _id: 'blogCategory-ia',
    _type: 'blogCategory',
    slug: 'ia-generative',
    updatedAt: '2025-01-08T08:00:00Z',
    blogCategories: [],
  },
  {_id: 'siteSettings', _type: 'siteSettings', slug: null, updatedAt: '2025-07-07T07:00:00Z', blogCategories: []},
]

/** 12 articles (two blog pages), 30 offers (two pages of offers), one page of the other listings. */
const counts = {blog: 12, useCases: 1, customerCases: 1, jobs: 30}

describe('sitemapEntries', () => {
  const entries = sitemapEntries(index, counts, documents)
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
    expect(paths.filter((path) => path.startsWith('/blog') && !path.startsWith('/blog/'))).toEqual([
      '/blog',
      '/blog?page=2',
    ])
    expect(paths.some((path) => path.startsWith('/blog/page/'))).toBe(false)
  })

  it('lists every paged listing’s pages at their public URL, dated by what they show', () => {
    expect(paths.filter((path) => path.startsWith('/rejoignez-nous') && !path.startsWith('/rejoignez-nous/'))).toEqual([
      '/rejoignez-nous',
      '/rejoignez-nous?page=2',
    ])
    expect(paths.filter((path) => path.includes('/page/'))).toEqual([])
    expect(lastmod['/rejoignez-nous?page=2']).toBe('2026-09-22')
    expect(paths).not.toContain('/cas-usage?page=2')
  })

  it('lists every page of each category’s listing at its public URL, and only those that exist', () => {
    const categories = paths.filter((path) => path.startsWith('/blog/categorie/'))
    expect(categories).toEqual([
      '/blog/categorie/conseils-projet',
      '/blog/categorie/conseils-projet?page=2',
      '/blog/categorie/ia-generative',
    ])
  })

  it('dates a category’s pages by the category and the articles filed under it', () => {
    expect(lastmod['/blog/categorie/conseils-projet']).toBe('2025-03-14T09:00:00Z')
    expect(lastmod['/blog/categorie/conseils-projet?page=2']).toBe('2025-03-14T09:00:00Z')
    expect(lastmod['/blog/categorie/ia-generative']).toBe('2025-01-08T08:00:00Z')
  })

  it('keeps the private pages out', () => {
    for (const path of [
      '/connexion',
      '/contact/confirmation',
      '/planifier-une-demo/confirmation',
      '/confirmation-contenu',
    ]) {
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

describe('sitemapEntries and the listing documents', () => {
  const listing = (id: string, updatedAt: string): SitemapDocument => ({
    _id: id,
    _type: 'listingPage',
    slug: null,
    updatedAt,
    blogCategories: [],
  })
  const entries = sitemapEntries(index, counts, [
    ...documents,
    listing('listingPage-avatars', '2026-01-01T00:00:00Z'),
    listing('listingPage-whitePapers', '2026-02-02T00:00:00Z'),
    listing('listingPage-connectors', '2026-03-03T00:00:00Z'),
    listing('listingPage-faq', '2026-04-04T00:00:00Z'),
    listing('listingPage-blog', '2026-05-05T00:00:00Z'),
    listing('listingPage-inconnu', '2026-06-06T00:00:00Z'),
  ])
  const lastmod = Object.fromEntries(entries.map((entry) => [entry.path, entry.lastmod]))

  it('dates each listing document on its own pages only, the server-rendered ones included', () => {
    expect(lastmod['/ressources/catalogue-avatar-chatbot']).toBe('2026-01-01T00:00:00Z')
    expect(lastmod['/ressources/livres-blancs']).toBe('2026-02-02T00:00:00Z')
    expect(lastmod['/solution/connecteurs']).toBe('2026-03-03T00:00:00Z')
    expect(lastmod['/ressources/faq']).toBe('2026-04-04T00:00:00Z')
    expect(lastmod['/blog']).toBe('2026-05-05T00:00:00Z')
    expect(lastmod['/blog?page=2']).toBe('2026-05-05T00:00:00Z')
    expect(lastmod['/ressources/catalogue-avatar-chatbot/lea']).toBeNull()
    expect(lastmod['/ressources/replay-webinars']).toBeNull()
    expect(lastmod['/solution/connecteurs/glpi']).toBe('2025-02-02T00:00:00Z')
    expect(lastmod['/blog/rgpd-et-chatbots']).toBe('2025-03-14T09:00:00Z')
    expect(lastmod['/']).toBe('2025-05-01T10:00:00Z')
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
    const urls = [...doc.querySelectorAll('url')].map((url) => [
      url.querySelector('loc')?.textContent,
      url.querySelector('lastmod')?.textContent ?? null,
    ])
    expect(urls).toEqual([
      ['https://www.parlia.fr/', '2025-05-01T10:00:00.000Z'],
      ['https://www.parlia.fr/blog?page=2', '2026-09-22T00:00:00.000Z'],
      ['https://www.parlia.fr/mentions-legales', null],
    ])
  })
})

describe('a sitemap past the protocol’s limits', () => {
  const SITE = 'https://www.parlia.fr'
  const entries = (count: number): SitemapEntry[] =>
    Array.from({length: count}, (_, index) => ({
      path: `/blog/article-${index}`,
      lastmod: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    }))
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/gu)].map(([, loc]) => loc)

  it('is one sitemap up to 50,000 pages, and an index of parts of at most 50,000 past them', async () => {
    expect(sitemapParts(entries(SITEMAP_LIMITS.urls), SITE)).toHaveLength(1)
    const many = entries(SITEMAP_LIMITS.urls * 2 + 1)
    expect(sitemapParts(many, SITE).map((part) => part.length)).toEqual([50_000, 50_000, 1])
    const index = (await sitemapDocument(many, SITE, null))!
    expect(index).toContain('<sitemapindex')
    expect(locs(index)).toEqual([1, 2, 3].map((part) => `${SITE}/sitemap.xml?partie=${part}`))
    // Each part dated by its latest page.
    expect(index).toContain(`<lastmod>${many.at(-1)!.lastmod}</lastmod>`)
    const last = (await sitemapDocument(many, SITE, 3))!
    expect(locs(last)).toEqual([`${SITE}${many.at(-1)!.path}`])
    expect(await sitemapDocument(many, SITE, 4)).toBeNull()
  })

  it('cuts by size as well: no part passes the byte limit, and every page is in one part, in order', async () => {
    const limits = {urls: 1_000, bytes: 8_192}
    const pages = entries(300)
    const parts = sitemapParts(pages, SITE, limits)
    expect(parts.length).toBeGreaterThan(1)
    expect(parts.flat()).toEqual(pages)
    for (const [index] of parts.entries()) {
      const xml = (await sitemapDocument(pages, SITE, index + 1, limits))!
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limits.bytes)
    }
  })

  it('has no parts while every page fits in one', async () => {
    const few = entries(3)
    expect(locs((await sitemapDocument(few, SITE, null))!)).toEqual(few.map(({path}) => `${SITE}${path}`))
    expect(await sitemapDocument(few, SITE, 1)).toBeNull()
  })
})
