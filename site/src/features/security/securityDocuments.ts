import {securityDocuments} from '@parlia/schemas/security/documentPaths'
import {renderBodyPdf} from '@parlia/documents/bodyPdf'

import {fetchContent} from '../../content/fetch'
import {publicEnv} from '../../platform/env/public'
import {XML_CACHE_CONTROL} from '../../platform/seo/seoData'
import type {SeoDocument} from '../../platform/seo/documents'
import {getLayoutData} from '../../ui/layout/layoutData'
import {securityPdfQuery, subProcessorsFeedQuery} from './query'
import {SUB_PROCESSORS_FEED_TITLE} from './feedTitle'
import {buildSubProcessorsFeed} from './subProcessorsFeed'

type PdfField = 'dpa' | 'securitySummary'

/** The last PDF laid out for each document, by the input it was laid out from: a visit reads the same bytes. */
const laidOut = new Map<PdfField, {input: string; pdf: Buffer}>()

/** The Atom feed of the sub-processors' changes; null while the page's document does not exist. */
async function subProcessorsFeed(): Promise<SeoDocument | null> {
  const [layout, page] = await Promise.all([getLayoutData(), fetchContent(subProcessorsFeedQuery, {})])
  if (!page) return null
  return {
    contentType: 'application/atom+xml; charset=utf-8',
    cacheControl: XML_CACHE_CONTROL,
    body: buildSubProcessorsFeed({
      title: `${SUB_PROCESSORS_FEED_TITLE} – ${layout.brandName}`,
      description: page.subProcessors.intro,
      siteName: layout.brandName,
      siteUrl: publicEnv.siteUrl,
      entries: page.subProcessors.entries,
    }),
  }
}

/** One of the page's PDFs, laid out from its Studio body like the white papers; null without the document. */
async function securityPdf(field: PdfField): Promise<SeoDocument | null> {
  const [layout, documents] = await Promise.all([getLayoutData(), fetchContent(securityPdfQuery, {})])
  const document = documents?.[field]
  if (!document) return null
  const input = {
    title: document.title,
    kind: document.kind,
    summary: document.summary,
    publishedAt: document.version,
    dateLabel: 'Version du',
    // The Studio may leave a block without spans, or a span without text: the layout reads each as empty.
    body: document.body.map((block) => ({
      ...block,
      children: (block.children ?? []).map(({_type, text, marks}) => ({_type, text: text ?? '', marks})),
    })),
    brand: {
      name: layout.brandName,
      tagline: layout.tagline ?? undefined,
      contactEmail: layout.contactEmail ?? undefined,
    },
  }
  const key = JSON.stringify(input)
  let cached = laidOut.get(field)
  if (cached?.input !== key) {
    cached = {input: key, pdf: (await renderBodyPdf(input)).pdf}
    laidOut.set(field, cached)
  }
  return {
    contentType: 'application/pdf',
    cacheControl: XML_CACHE_CONTROL,
    body: cached.pdf,
    filename: securityDocuments[field].split('/').pop(),
  }
}

/** The security page's documents at their public paths (src/platform/seo/documents.ts serves them). */
export const SECURITY_DOCUMENT_WRITERS = [
  [securityDocuments.dpa, () => securityPdf('dpa')],
  [securityDocuments.securitySummary, () => securityPdf('securitySummary')],
  [securityDocuments.subProcessorsFeed, subProcessorsFeed],
] as const
