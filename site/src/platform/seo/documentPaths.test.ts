/** @jest-environment node */
import {getPathMatch} from 'next/dist/shared/lib/router/utils/path-match'
import {prepareDestination} from 'next/dist/shared/lib/router/utils/prepare-destination'

import {tenderTemplateDocuments} from '@parlia/schemas/publicBuyers/documentPaths'
import {securityDocuments} from '@parlia/schemas/security/documentPaths'

import {SEO_DOCUMENT_PATHS, seoDocumentRewrite} from './documentPaths'

describe('the site’s documents', () => {
  it('are robots.txt, the sitemap, the French feed and the pages’ files', () => {
    expect([...SEO_DOCUMENT_PATHS]).toEqual([
      '/robots.txt',
      '/sitemap.xml',
      '/rss/fr',
      ...Object.values(securityDocuments),
      ...Object.values(tenderTemplateDocuments),
    ])
  })

  it('are rewritten by one rule to the API route that writes them, so any other path (/rss/en) is a 404 page', () => {
    const rules = [seoDocumentRewrite()]
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
      '/acheteurs-publics/synthese-securite.pdf',
      '/securite-conformite/modele-cahier-des-charges.docx',
      '/robots.txtx',
      '/xrobots.txt',
      '/rss/frx',
    ])
      expect(rewritten(path)).toBeNull()
  })
})
