/** @jest-environment node */
import {LEGAL_PAGES} from '@parlia/schemas/constants'
import {legalPath} from '@parlia/schemas/routes'
import {listingPagePath, PAGED_LISTINGS, type PagedListingKey} from '@parlia/schemas/pagedListings'

import {documentsOfType, siteSettings} from '../../../test/fixtures/dataset'
import {fetchContent} from '../../content/fetch'
import {pagesIndexQuery} from '../../content/queries'
import {FEED_SIZE, getFeedPosts, getOrganization, getSitemapEntries} from './seoData'

// These tests read the bundled dataset in content/, the one `npm start` serves: what they expect is computed from
// its documents, so an editor's change of the articles or of the site settings fails none of them.
const DATE = /^\d{4}-\d{2}-\d{2}/

describe('SEO data from the bundled dataset', () => {
  it('feeds the latest articles, newest first, with their categories', async () => {
    const posts = await getFeedPosts()
    const published = documentsOfType('post').filter((post) => post.postId?.current)
    expect(posts).toHaveLength(Math.min(FEED_SIZE, published.length))
    const dates = posts.map((post) => post.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const post of posts) {
      expect(post.title && post.postId && post.excerpt).toBeTruthy()
      expect(post.categories.length).toBeGreaterThan(0)
    }
  })

  it('maps every document with a page into the sitemap, dated where the dataset has a date', async () => {
    const [entries, index] = await Promise.all([getSitemapEntries(), fetchContent(pagesIndexQuery)])
    const paths = entries.map((entry) => entry.path)
    for (const postId of index.posts) expect(paths).toContain(`/blog/${postId}`)
    for (const connectorId of index.connectors) expect(paths).toContain(`/solution/connecteurs/${connectorId}`)
    for (const jobId of index.jobs) expect(paths).toContain(`/rejoignez-nous/${jobId}`)
    // Each paged listing's pages, as many as its items fill, and none after.
    const listed: Record<PagedListingKey, number> = {
      blog: documentsOfType('post').length,
      useCases: documentsOfType('useCase').filter((useCase) => useCase.useCaseId?.current).length,
      customerCases: documentsOfType('customerCase').filter((item) => item.slug?.current).length,
      jobs: documentsOfType('job').filter((job) => job.jobId?.current).length,
    }
    for (const key of Object.keys(PAGED_LISTINGS) as PagedListingKey[]) {
      const pages = Math.max(1, Math.ceil(listed[key] / PAGED_LISTINGS[key].pageSize))
      for (let page = 1; page <= pages; page += 1) expect(paths).toContain(listingPagePath(key, page))
      expect(paths).not.toContain(listingPagePath(key, pages + 1))
    }
    expect(paths).not.toContain('/connexion')
    const dated = Object.fromEntries(entries.map((entry) => [entry.path, entry.lastmod]))
    // The bundled dataset has no system dates: articles, offers and legal pages carry their own.
    for (const postId of index.posts) expect(dated[`/blog/${postId}`]).toMatch(DATE)
    for (const jobId of index.jobs) expect(dated[`/rejoignez-nous/${jobId}`]).toMatch(DATE)
    const legalSlugs: string[] = LEGAL_PAGES.map((page) => page.slug)
    for (const slug of index.legalPages.filter((slug) => legalSlugs.includes(slug)))
      expect(dated[legalPath(slug)]).toMatch(DATE)
  })

  it('gives the company’s brand, logo, legal name, head office, telephone, contact and social profile', async () => {
    const settings = siteSettings()
    const [, width, height, extension] = /-(\d+)x(\d+)-(\w+)$/.exec(settings.logo.asset!._ref)!
    expect(await getOrganization()).toEqual({
      name: settings.brandName,
      siteUrl: expect.stringMatching(/^https?:\/\//),
      logo: expect.objectContaining({
        src: expect.stringMatching(new RegExp(`\\.${extension}$`)),
        width: Number(width),
        height: Number(height),
        alt: settings.logo.alt,
      }),
      legalName: settings.legalNotice.companyName,
      description: settings.description,
      headOffice: settings.legalNotice.headOffice,
      telephone: settings.legalNotice.phone,
      email: settings.contactEmail,
      sameAs: [settings.socialLink.url],
    })
  })
})
