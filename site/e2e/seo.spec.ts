import {readFileSync} from 'node:fs'
import {resolve} from 'node:path'

import {expect, test, type APIRequestContext, type Page} from '@playwright/test'

import {publicEnv} from '../src/platform/env/public'
import {PRIVATE_PAGES} from '../src/platform/seo/robots'
import {expectNoAxeViolations} from './a11y'
import {services} from './mode'

// Absolute URLs are built on NEXT_PUBLIC_SITE_URL, inlined at build time; requests go to the test server.
const SITE = publicEnv.siteUrl
/** Where content images are: the image CDN when the site reads a Content Lake, the site itself otherwise. */
const IMAGES = services?.contentLake.imageUrl ?? SITE
/** An absolute URL of an image the site shows: on the site, or on the image CDN. */
const IMAGE_URL = new RegExp(`^(${SITE}|${IMAGES})/`)

/** The seeded published documents (drafts are for previews), read from the bundled dataset the build served. */
const seeded = readFileSync(resolve(__dirname, '..', '..', 'content', 'data.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as {_id: string; _type: string; [field: string]: unknown})
  .filter((doc) => !doc._id.startsWith('drafts.'))
const slugsOf = (type: string, field: string) =>
  seeded.filter((doc) => doc._type === type).map((doc) => (doc[field] as {current: string}).current)
const POSTS = seeded.filter((doc) => doc._type === 'post') as unknown as {title: string; postId: {current: string}}[]

const ROUTES = {
  post: '/blog/accessibilite-rgaa-chatbot',
  job: `/rejoignez-nous/${slugsOf('job', 'jobId')[0]}`,
  solution: '/solution/voicebot',
  useCase: `/cas-usage/${slugsOf('useCase', 'useCaseId')[0]}`,
  connector: '/solution/connecteurs/glpi',
}

type JsonLdNode = {'@type': string; [field: string]: unknown}

interface Feed {
  root: string
  channel: Record<string, string>
  items: {
    title: string
    link: string
    guid: string
    permalink: string | null
    description: string
    pubDate: string
    categories: string[]
  }[]
}

/** The feed, read with the browser's own XML parser; null when it is not well-formed. */
function parseFeed(page: Page, xml: string): Promise<Feed | null> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    if (doc.querySelector('parsererror')) return null
    const child = (node: Element, name: string) => node.querySelector(`:scope > ${name}`)?.textContent ?? ''
    const channel = doc.querySelector('rss > channel')!
    return {
      root: `${doc.documentElement.tagName} ${doc.documentElement.getAttribute('version')}`,
      channel: Object.fromEntries(
        ['title', 'link', 'description', 'language', 'lastBuildDate'].map((name) => [name, child(channel, name)]),
      ),
      items: [...channel.querySelectorAll(':scope > item')].map((item) => ({
        title: child(item, 'title'),
        link: child(item, 'link'),
        guid: child(item, 'guid'),
        permalink: item.querySelector('guid')?.getAttribute('isPermaLink') ?? null,
        description: child(item, 'description'),
        pubDate: child(item, 'pubDate'),
        categories: [...item.querySelectorAll(':scope > category')].map((node) => node.textContent ?? ''),
      })),
    }
  }, xml)
}

/** The sitemap's URLs, read with the browser's own XML parser; null when it is not a well-formed urlset. */
function parseSitemap(page: Page, xml: string): Promise<{loc: string; lastmod: string | null}[] | null> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    if (doc.querySelector('parsererror')) return null
    if (doc.documentElement.namespaceURI !== 'http://www.sitemaps.org/schemas/sitemap/0.9') return null
    return [...doc.querySelectorAll('url')].map((url) => ({
      loc: url.querySelector('loc')?.textContent ?? '',
      lastmod: url.querySelector('lastmod')?.textContent ?? null,
    }))
  }, xml)
}

/** The paths a robots.txt disallows to every crawler (this site has one group, `User-agent: *`). */
const disallowRules = (txt: string) =>
  txt
    .split('\n')
    .filter((line) => /^disallow:/i.test(line))
    .map((line) => line.slice(line.indexOf(':') + 1).trim())
    .filter(Boolean)

/** Whether the server's HTML for a path tells robots not to index it, whatever the status. */
async function robotsMeta(request: APIRequestContext, path: string) {
  const response = await request.get(path, {maxRedirects: 0})
  const html = (response.headers()['content-type'] ?? '').includes('text/html')
  const body = html ? await response.text() : ''
  const meta = [...body.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes('name="robots"'))
  return {status: response.status(), html, noindex: /content="[^"]*noindex/.test(meta ?? '')}
}

/** The head and the JSON-LD of a page as the server sends it, before any script runs. */
async function serverHead(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as JsonLdNode,
  )
  const attribute = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&')
  const tags = [...html.matchAll(/<(?:meta|link)\b[^>]*>/g)].map(([tag]) => tag)
  const meta = (key: string) => {
    const tag = tags.find((candidate) => candidate.includes(`property="${key}"`) || candidate.includes(`name="${key}"`))
    return tag && attribute(tag, 'content')
  }
  const links = (rel: string) =>
    tags
      .filter(
        (tag) => tag.startsWith('<link') && tag.includes(`rel="${rel}"`) && !tag.includes('type="application/rss+xml"'),
      )
      .map((tag) => attribute(tag, 'href'))
  return {html, jsonLd, meta, links}
}

test.describe('RSS feed', () => {
  test('/rss/fr is RSS 2.0 of every seeded article, cached and regenerated with the posts', async ({page, request}) => {
    const response = await request.get('/rss/fr')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    expect(response.headers()['cache-control']).toMatch(/s-maxage=300, stale-while-revalidate/)
    const feed = (await parseFeed(page, await response.text()))!
    expect(feed).not.toBeNull()
    expect(feed.root).toBe('rss 2.0')
    expect(feed.channel).toMatchObject({title: 'Le blog Parlia', link: `${SITE}/blog`, language: 'fr-FR'})
    expect(feed.channel.description).not.toBe('')
    expect(Number.isNaN(Date.parse(feed.channel.lastBuildDate!))).toBe(false)
    // Other specs of service mode publish articles of their own to the shared Content Lake, as the sitemap's test
    // allows: every seeded article is there once, and every item is an article.
    const links = feed.items.map((item) => item.link)
    expect(new Set(links).size).toBe(links.length)
    for (const link of links) {
      expect(link.startsWith(`${SITE}/blog/`), link).toBe(true)
      expect(link.slice(`${SITE}/blog/`.length), link).toMatch(/^[a-z0-9-]+$/)
    }
    for (const post of POSTS) {
      const item = feed.items.find((candidate) => candidate.link === `${SITE}/blog/${post.postId.current}`)
      expect(item, post.postId.current).toBeDefined()
      expect(item!.title).toBe(post.title)
      expect(item!.guid).toBe(item!.link)
      expect(item!.permalink).toBe('true')
      expect(item!.description).not.toBe('')
      expect(Number.isNaN(Date.parse(item!.pubDate))).toBe(false)
      expect(item!.categories.length).toBeGreaterThan(0)
    }
  })

  test('an unknown locale answers 404', async ({request}) => {
    expect((await request.get('/rss/en')).status()).toBe(404)
  })

  test('every page declares the feed as an alternate link', async ({page}) => {
    for (const path of ['/', ROUTES.post, '/connexion']) {
      await page.goto(path)
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        `${SITE}/rss/fr`,
      )
    }
  })
})

test.describe('sitemap and robots', () => {
  test('/sitemap.xml lists every seeded page with its date, and only pages that answer 200', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const urls = (await parseSitemap(page, await response.text()))!
    expect(urls).not.toBeNull()
    const paths = urls.map(({loc}) => {
      expect(loc.startsWith(`${SITE}/`), loc).toBe(true)
      return loc.slice(SITE.length)
    })
    const expected = [
      '/',
      '/qui-sommes-nous',
      '/solution',
      '/solution/connecteurs',
      '/cas-usage',
      '/ressources/cas-usage-client',
      '/ressources/livres-blancs',
      '/ressources/replay-webinars',
      '/ressources/catalogue-avatar-chatbot',
      '/ressources/faq',
      '/rejoignez-nous',
      '/blog',
      '/blog?page=2',
      '/blog?page=3',
      '/accessibilite',
      '/securite-conformite',
      '/acheteurs-publics',
      '/ressources/calculateur-economies',
      '/contact',
      '/planifier-une-demo',
      ...slugsOf('post', 'postId').map((id) => `/blog/${id}`),
      ...slugsOf('connector', 'connectorId').map((id) => `/solution/connecteurs/${id}`),
      ...slugsOf('useCase', 'useCaseId').map((id) => `/cas-usage/${id}`),
      ...slugsOf('avatar', 'avatarId').map((id) => `/ressources/catalogue-avatar-chatbot/${id}`),
      ...slugsOf('job', 'jobId').map((id) => `/rejoignez-nous/${id}`),
      ...slugsOf('customerCase', 'slug').map((slug) => `/ressources/cas-usage-client/${slug}`),
      ...slugsOf('legalPage', 'slug').map((slug) => `/${slug}`),
      ...slugsOf('solutionPage', 'slug').map((slug) => (slug === 'vue-d-ensemble' ? '/solution' : `/solution/${slug}`)),
    ]
    expect(paths).toEqual(expect.arrayContaining(expected))
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of [
      '/connexion',
      '/contact/confirmation',
      '/planifier-une-demo/confirmation',
      '/confirmation-contenu',
      '/blog/page/2',
    ]) {
      expect(paths).not.toContain(path)
    }
    // Articles, offers and legal pages carry their own date in the bundled dataset (Sanity adds _updatedAt to all).
    const dated = Object.fromEntries(urls.map(({loc, lastmod}) => [loc.slice(SITE.length), lastmod]))
    for (const path of [
      ...slugsOf('post', 'postId').map((id) => `/blog/${id}`),
      '/blog',
      '/mentions-legales',
      ROUTES.job,
    ]) {
      expect(dated[path], path).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    }
    for (const {lastmod} of urls) if (lastmod) expect(Number.isNaN(Date.parse(lastmod))).toBe(false)
    for (const path of paths) expect((await request.get(path, {maxRedirects: 0})).status(), path).toBe(200)
  })

  test('/robots.txt points to the sitemap and keeps only the API out', async ({request}) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/plain')
    const lines = (await response.text()).split('\n')
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', `Sitemap: ${SITE}/sitemap.xml`]))
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /api/'])
  })

  test('no page that carries noindex is disallowed in robots.txt, so crawlers read the noindex', async ({request}) => {
    test.setTimeout(120_000)
    const rules = disallowRules(await (await request.get('/robots.txt')).text())
    const isDisallowed = (path: string) => rules.some((rule) => path.startsWith(rule))
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
      loc!.replace(/&amp;/g, '&').slice(SITE.length),
    )
    const noindexed: string[] = []
    for (const path of [...PRIVATE_PAGES, '/page-qui-n-existe-pas', ...listed]) {
      const {noindex} = await robotsMeta(request, path)
      if (!noindex) continue
      noindexed.push(path)
      expect(isDisallowed(path), `${path} carries noindex but robots.txt disallows it`).toBe(false)
    }
    // The pages meant to stay out of search engines do carry it (and the sitemap lists none of them).
    expect(noindexed).toEqual([...PRIVATE_PAGES, '/page-qui-n-existe-pas'])

    // And the other way round: whatever robots.txt disallows serves no page relying on a noindex.
    expect(rules).not.toEqual([])
    for (const rule of rules) {
      const {status, html, noindex} = await robotsMeta(request, rule)
      if (status === 200 && html) expect(noindex, `${rule} is disallowed but carries noindex`).toBe(false)
    }
  })

  test('the login page is noindex and names no canonical URL', async ({request}) => {
    const head = await serverHead(request, '/connexion')
    expect(head.meta('robots')).toBe('noindex, nofollow')
    expect(head.links('canonical')).toEqual([])
  })
})

test.describe('canonical link rule in the server HTML and after hydration', () => {
  // A static page is one HTML for every query string: its server HTML names the page's own path, and the
  // rule applies to the whole address once hydrated. Pages whose query matters are rendered for it (the
  // catalogue) or served from a page of their own (/blog?page=N).
  const CASES = [
    {path: '/blog?page=2', server: {rel: 'canonical', href: `${SITE}/blog`}},
    {
      path: '/blog?page=2&utm_source=x',
      server: {rel: 'canonical', href: `${SITE}/blog`},
      hydrated: {rel: 'alternate', href: `${SITE}/blog?utm_source=x`},
    },
    {
      path: '/solution/connecteurs?tags=itsm',
      server: {rel: 'alternate', href: `${SITE}/solution/connecteurs?tags=itsm`},
    },
    {
      path: '/solution/connecteurs?page=2&tags=itsm',
      server: {rel: 'alternate', href: `${SITE}/solution/connecteurs?tags=itsm`},
    },
    {path: '/solution/connecteurs', server: {rel: 'canonical', href: `${SITE}/solution/connecteurs`}},
    {path: '/', server: {rel: 'canonical', href: `${SITE}/`}},
    {
      path: `${ROUTES.post}?utm_source=lettre&postId=x`,
      server: {rel: 'canonical', href: `${SITE}${ROUTES.post}`},
      hydrated: {rel: 'alternate', href: `${SITE}${ROUTES.post}?utm_source=lettre`},
    },
  ]
  const other = (rel: string) => (rel === 'canonical' ? 'alternate' : 'canonical')
  for (const {path, server, hydrated = server} of CASES) {
    test(`${path} → rel="${server.rel}" ${server.href}`, async ({page, request}) => {
      const head = await serverHead(request, path)
      expect(head.links(server.rel)).toEqual([server.href])
      expect(head.links(other(server.rel))).toEqual([])
      expect(head.meta('og:url')).toBe(server.href)

      await page.goto(path)
      await page.waitForFunction(() => (window as {next?: {router?: {isReady?: boolean}}}).next?.router?.isReady)
      const pageLink = page.locator(`head link[rel="${hydrated.rel}"]:not([type])`)
      await expect(pageLink).toHaveCount(1)
      await expect(pageLink).toHaveAttribute('href', hydrated.href)
      await expect(page.locator(`head link[rel="${other(hydrated.rel)}"]:not([type])`)).toHaveCount(0)
    })
  }
})

test.describe('Open Graph and Twitter tags', () => {
  test('every tag is there, in absolute URLs, with the logo’s PNG card as the default image (Twitter reads Open Graph)', async ({
    request,
  }) => {
    const head = await serverHead(request, '/qui-sommes-nous')
    expect(head.meta('og:title')).toBeTruthy()
    expect(head.meta('og:description')).toBeTruthy()
    expect(head.meta('og:type')).toBe('website')
    expect(head.meta('og:locale')).toBe('fr_FR')
    expect(head.meta('og:site_name')).toBe('Parlia')
    expect(head.meta('og:url')).toBe(`${SITE}/qui-sommes-nous`)
    expect(head.meta('twitter:card')).toBe('summary_large_image')
    const image = head.meta('og:image')!
    // The logo on a 1200 × 630 card: drawn by the site from the bundled file, or by the image CDN in PNG.
    expect(image).toMatch(
      services
        ? new RegExp(`^${IMAGES}/images/.+\\.svg\\?w=1200&h=630&fit=fill&bg=ffffff&fm=png$`)
        : new RegExp(`^${SITE}/partage/logo-[a-f0-9]+\\.png$`),
    )
    expect([head.meta('og:image:width'), head.meta('og:image:height'), head.meta('og:image:alt')]).toEqual([
      '1200',
      '630',
      'Parlia',
    ])
    const file = await request.get(services ? image : image.slice(SITE.length))
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/png')
  })

  test('an article is og:type article', async ({request}) => {
    const head = await serverHead(request, ROUTES.post)
    expect(head.meta('og:type')).toBe('article')
    expect(head.meta('og:url')).toBe(`${SITE}${ROUTES.post}`)
  })
})

test.describe('structured data (JSON-LD)', () => {
  test('every page of the sitemap: JSON-LD that parses, a BreadcrumbList below the home page, absolute og tags', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
      loc!.replace(/&amp;/g, '&').slice(SITE.length),
    )
    expect(paths.length).toBeGreaterThan(100)
    for (const path of paths) {
      const head = await serverHead(request, path)
      const types = head.jsonLd.map((node) => node['@type'])
      expect(types, path).not.toContain('FAQPage')
      for (const node of head.jsonLd) expect(node['@context'], path).toBe('https://schema.org')
      expect(head.meta('og:url'), path).toMatch(new RegExp(`^${SITE}/`))
      expect(head.meta('og:image'), path).toMatch(IMAGE_URL)
      expect(head.meta('twitter:card'), path).toBe('summary_large_image')
      if (path === '/') continue
      const breadcrumbs = head.jsonLd.filter((node) => node['@type'] === 'BreadcrumbList')
      expect(breadcrumbs, path).toHaveLength(1)
      const items = breadcrumbs[0]!.itemListElement as {position: number; name: string; item?: string}[]
      expect(items.length, path).toBeGreaterThanOrEqual(2)
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
      expect(items[0]).toMatchObject({name: 'Accueil', item: `${SITE}/`})
      for (const item of items.slice(0, -1)) expect(item.item, path).toMatch(new RegExp(`^${SITE}/`))
    }
  })

  test('the home page: Organization with name, url, logo, address in Lyon, 2018, social profile and contact', async ({
    request,
  }) => {
    const organization = (await serverHead(request, '/')).jsonLd.find((node) => node['@type'] === 'Organization')
    expect(organization).toMatchObject({
      name: 'Parlia',
      url: `${SITE}/`,
      logo: {url: expect.stringMatching(IMAGE_URL)},
      address: {'@type': 'PostalAddress', addressLocality: 'Lyon', addressCountry: 'FR'},
      foundingDate: '2018',
      sameAs: ['https://www.linkedin.com/company/parlia'],
      contactPoint: {'@type': 'ContactPoint', email: 'contact@parlia.fr', telephone: expect.any(String)},
    })
  })

  test('an article: BlogPosting', async ({request}) => {
    const posting = (await serverHead(request, ROUTES.post)).jsonLd.find((node) => node['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: POSTS.find((post) => `/blog/${post.postId.current}` === ROUTES.post)!.title,
      url: `${SITE}${ROUTES.post}`,
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      author: {'@type': 'Person', name: expect.any(String)},
      publisher: {'@type': 'Organization', name: 'Parlia'},
      image: expect.stringMatching(IMAGE_URL),
    })
  })

  test('a job offer: JobPosting with every field Google requires', async ({request}) => {
    const posting = (await serverHead(request, ROUTES.job)).jsonLd.find((node) => node['@type'] === 'JobPosting')
    expect(posting).toMatchObject({
      title: expect.any(String),
      description: expect.stringMatching(/.{200,}/s),
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      employmentType: expect.stringMatching(/^(FULL_TIME|TEMPORARY|INTERN|OTHER)$/),
      hiringOrganization: {'@type': 'Organization', name: 'Parlia', url: `${SITE}/`},
      jobLocation: {
        '@type': 'Place',
        address: {'@type': 'PostalAddress', addressLocality: expect.any(String), addressCountry: 'FR'},
      },
    })
  })

  test('solution pages: SoftwareApplication; a use case and a connector: breadcrumbs only', async ({request}) => {
    for (const path of ['/solution', ROUTES.solution]) {
      const software = (await serverHead(request, path)).jsonLd.find((node) => node['@type'] === 'SoftwareApplication')
      expect(software, path).toMatchObject({
        name: expect.any(String),
        description: expect.any(String),
        url: `${SITE}${path}`,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
      })
    }
    for (const path of [ROUTES.useCase, ROUTES.connector]) {
      expect(
        (await serverHead(request, path)).jsonLd.map((node) => node['@type']),
        path,
      ).toEqual(['BreadcrumbList'])
    }
  })
})

test.describe('accessibility with the head and structured data', () => {
  for (const path of ['/', ROUTES.post, ROUTES.job, '/blog?page=2', '/solution/connecteurs?tags=itsm']) {
    test(`${path} has no axe violation`, async ({page}) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }
})
