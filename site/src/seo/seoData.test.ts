/** @jest-environment node */
import {fetchContent} from '../content/fetch'
import {pagesIndexQuery} from '../content/queries'
import {FEED_SIZE, getFeedPosts, getOrganization, getSitemapEntries} from './seoData'

// These tests read the bundled dataset in content/, the one `npm start` serves.
describe('SEO data from the bundled dataset', () => {
  it('feeds every article, newest first, with its categories', async () => {
    const posts = await getFeedPosts()
    expect(posts.length).toBeGreaterThan(0)
    expect(posts.length).toBeLessThanOrEqual(FEED_SIZE)
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
    expect(paths).toContain('/blog?page=2')
    expect(paths).not.toContain('/connexion')
    const dated = Object.fromEntries(entries.map((entry) => [entry.path, entry.lastmod]))
    // The bundled dataset has no system dates: articles, offers and legal pages carry their own.
    expect(dated[`/blog/${index.posts[0]}`]).toMatch(/^\d{4}-\d{2}-\d{2}/)
    expect(dated[`/rejoignez-nous/${index.jobs[0]}`]).toMatch(/^\d{4}-\d{2}-\d{2}/)
    expect(dated['/mentions-legales']).toMatch(/^\d{4}-\d{2}-\d{2}/)
  })

  it('gives the company’s brand, logo, legal name, head office, telephone, contact and social profile', async () => {
    expect(await getOrganization()).toEqual({
      name: 'Parlia',
      siteUrl: expect.stringMatching(/^https?:\/\//),
      logo: expect.objectContaining({src: expect.stringMatching(/\.svg$/), width: 200, height: 56}),
      legalName: 'Parlia SAS',
      description: expect.any(String),
      headOffice: '12 rue de la Part-Dieu, 69003 Lyon, France',
      telephone: '+33 4 78 00 00 00',
      email: 'contact@parlia.fr',
      sameAs: ['https://www.linkedin.com/company/parlia'],
    })
  })
})
