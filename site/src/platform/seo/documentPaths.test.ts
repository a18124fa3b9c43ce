/** @jest-environment node */
import {SEO_DOCUMENT_PATHS, seoDocumentRewrites} from './documentPaths'

describe('the site’s documents', () => {
  it('are robots.txt, the sitemap and the French feed', () => {
    expect([...SEO_DOCUMENT_PATHS]).toEqual(['/robots.txt', '/sitemap.xml', '/rss/fr'])
  })

  it('are rewritten, path for path, to the API route that writes them, so any other path (/rss/en) is a 404 page', () => {
    expect(seoDocumentRewrites()).toEqual([
      {source: '/robots.txt', destination: '/api/seo/robots.txt'},
      {source: '/sitemap.xml', destination: '/api/seo/sitemap.xml'},
      {source: '/rss/fr', destination: '/api/seo/rss/fr'},
    ])
  })
})
