/** @jest-environment node */
import {getPathMatch} from 'next/dist/shared/lib/router/utils/path-match'
import {prepareDestination} from 'next/dist/shared/lib/router/utils/prepare-destination'

import {SEO_DOCUMENT_PATHS, seoDocumentRewrites} from './documentPaths'

describe('the site’s documents', () => {
  it('are robots.txt, the sitemap, the French feed and the security page’s PDFs and feed', () => {
    expect([...SEO_DOCUMENT_PATHS]).toEqual([
      '/robots.txt',
      '/sitemap.xml',
      '/rss/fr',
      '/securite-conformite/accord-de-traitement-des-donnees.pdf',
      '/securite-conformite/synthese-securite.pdf',
      '/securite-conformite/sous-traitants.xml',
    ])
  })

  it('are rewritten, folder by folder, to the API route that writes them, so any other path (/rss/en) is a 404 page', () => {
    const rules = seoDocumentRewrites()
    expect(rules).toHaveLength(3)
    /** Where Next's router sends `path` (its own matcher and compiler), or null. */
    const rewritten = (path: string) => {
      for (const {source, destination} of rules) {
        const params = getPathMatch(source, {removeUnnamedParams: true, strict: true})(path)
        if (params)
          return prepareDestination({appendParamsToQuery: false, destination, params, query: {}}).parsedDestination
            .pathname
      }
      return null
    }
    for (const path of SEO_DOCUMENT_PATHS) expect(rewritten(path)).toBe(`/api/seo${path}`)
    for (const path of [
      '/rss/en',
      '/humans.txt',
      '/securite-conformite',
      '/securite-conformite/autre.pdf',
      '/robots.txtx',
    ])
      expect(rewritten(path)).toBeNull()
  })
})
