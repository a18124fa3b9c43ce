import {tenderTemplateDocuments} from '@parlia/schemas/publicBuyers/documentPaths'

import {fetchContent} from '../../content/fetch'
import {printedFile} from '../../platform/seo/printedFile'
import {tenderTemplateQuery} from './query'

const template = async () => (await fetchContent(tenderTemplateQuery, {}))?.tenderTemplate

/** The tender template at its public paths, as Word and PDF (src/platform/seo/documents.ts serves them). */
export const TENDER_TEMPLATE_WRITERS = [
  [tenderTemplateDocuments.docx, async () => printedFile(tenderTemplateDocuments.docx, await template(), 'docx')],
  [tenderTemplateDocuments.pdf, async () => printedFile(tenderTemplateDocuments.pdf, await template(), 'pdf')],
] as const
