import {securityDocuments} from '@parlia/schemas/security/documentPaths'

import {fetchContent} from '../../content/fetch'
import {publicEnv} from '../../platform/env/public'
import {XML_CACHE_CONTROL} from '../../platform/seo/seoData'
import type {SeoDocument} from '../../platform/seo/documents'
import {printedFile} from '../../platform/seo/printedFile'
import {getLayoutData} from '../../ui/layout/layoutData'
import {securityPdfQuery, subProcessorsFeedQuery} from './query'
import {buildSubProcessorsFeed} from './subProcessorsFeed'

/** The Atom feed of the sub-processors' changes; null while the page's document does not exist. */
async function subProcessorsFeed(): Promise<SeoDocument | null> {
  const [layout, page] = await Promise.all([getLayoutData(), fetchContent(subProcessorsFeedQuery, {})])
  if (!page) return null
  return {
    contentType: 'application/atom+xml; charset=utf-8',
    cacheControl: XML_CACHE_CONTROL,
    body: buildSubProcessorsFeed({
      title: `${page.subProcessors.feedTitle} – ${layout.brandName}`,
      description: page.subProcessors.feedDescription,
      siteName: layout.brandName,
      siteUrl: publicEnv.siteUrl,
      entries: page.subProcessors.entries,
    }),
  }
}

/** One of the page's PDFs, laid out from its Studio body like the white papers; null without the document. */
async function securityPdf(field: 'dpa' | 'securitySummary'): Promise<SeoDocument | null> {
  const documents = await fetchContent(securityPdfQuery, {})
  return printedFile(securityDocuments[field], documents?.[field], 'pdf')
}

/** The security page's documents at their public paths (src/platform/seo/documents.ts serves them). */
export const SECURITY_DOCUMENT_WRITERS = [
  [securityDocuments.dpa, () => securityPdf('dpa')],
  [securityDocuments.securitySummary, () => securityPdf('securitySummary')],
  [securityDocuments.subProcessorsFeed, subProcessorsFeed],
] as const
