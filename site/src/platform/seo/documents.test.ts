/** @jest-environment node */
import {tenderTemplateDocuments} from '@parlia/schemas/publicBuyers/documentPaths'
import {securityDocuments} from '@parlia/schemas/security/documentPaths'

import {callRoute} from '../../../test/apiRoute'
import {documentsOfType} from '../../../test/fixtures/dataset'
import {publicEnv} from '../env/public'
import {logger} from '../logging/logger'
import seoDocumentRoute from '../../pages/api/seo/[...document]'
import {SEO_DOCUMENT_PATHS} from './documentPaths'
import {FEED_SIZE, getSitemapEntries} from './seoData'

/** The API route as Next.js calls it after next.config.ts's rewrite: the public path's segments are `query.document`. */
const get = (path: string, method = 'GET', query: Record<string, string> = {}) =>
  callRoute(seoDocumentRoute, {method, query: {document: path.split('/').filter(Boolean), ...query}})

// These tests read the bundled dataset in content/, the one `npm start` serves: what they expect of it is computed
// from its documents, so an editor's change of the articles fails none of them.
describe('the site’s documents, written by /api/seo', () => {
  it('are robots.txt, the sitemap, the French feed and the pages’ files, and nothing else', () => {
    expect([...SEO_DOCUMENT_PATHS].slice(0, 3)).toEqual(['/robots.txt', '/sitemap.xml', '/rss/fr'])
    expect([...SEO_DOCUMENT_PATHS].slice(3)).toEqual([
      ...Object.values(securityDocuments),
      ...Object.values(tenderTemplateDocuments),
    ])
  })

  it('write robots.txt as text, cached a day by shared caches', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, s-maxage=86400, stale-while-revalidate')
    expect(res.text).toMatch(/^User-agent: \*\n/u)
    expect(res.text).toContain(`\nSitemap: ${publicEnv.siteUrl}/sitemap.xml\n`)
  })

  it('write the sitemap and the feed as XML of the content', async () => {
    const sitemap = await get('/sitemap.xml')
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(sitemap.text).toContain(`<loc>${publicEnv.siteUrl}/ressources/faq</loc>`)
    expect(sitemap.text.match(/<loc>/gu)).toHaveLength((await getSitemapEntries()).length)
    const feed = await get('/rss/fr')
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    expect(feed.text).toMatch(/^<\?xml[^>]*>\s*<rss version="2\.0"/u)
    // An item for each of the latest articles, however many the editors published.
    const articles = documentsOfType('post').filter((post) => post.postId?.current)
    expect(feed.text.match(/<item>/gu) ?? []).toHaveLength(Math.min(FEED_SIZE, articles.length))
  })

  it('send each file as an attachment no shared cache keeps, and count each download, HEAD aside', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined)
    for (const path of [securityDocuments.dpa, tenderTemplateDocuments.docx]) {
      const res = await get(path)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${path.split('/').pop()}"`)
      await get(path, 'HEAD')
    }
    expect(info.mock.calls.map(([fields]) => fields)).toEqual([
      expect.objectContaining({event: 'documents.download', path: securityDocuments.dpa}),
      expect.objectContaining({event: 'documents.download', path: tenderTemplateDocuments.docx}),
    ])
    info.mockRestore()
  })

  it('answer any other path with 404 and another method with 405, in French', async () => {
    for (const path of ['/rss/en', '/humans.txt', '/']) {
      const res = await get(path)
      expect(res.statusCode).toBe(404)
      expect(res.body).toEqual({error: 'Ce document n’existe pas.'})
    }
    // The bundled dataset's pages fit in one sitemap: it has no parts.
    for (const partie of ['1', '0', 'deux']) expect((await get('/sitemap.xml', 'GET', {partie})).statusCode).toBe(404)
    const posted = await get('/robots.txt', 'POST')
    expect(posted.statusCode).toBe(405)
    expect(posted.headers.allow).toBe('GET, HEAD')
    expect((posted.body as {error: string}).error).toMatch(/^Méthode non autorisée/u)
  })
})
