import {renderBodyDocx} from '@parlia/documents/bodyDocx'
import {renderBodyPdf} from '@parlia/documents/bodyPdf'
import {MEDIA_TYPES} from '@parlia/documents/mediaTypes'
import type {PrintedDocumentInput, TextBlock} from '@parlia/documents/printedDocument'

import {getLayoutData} from '../../ui/layout/layoutData'
import type {SeoDocument} from './documents'

/** A printable Studio document as the queries give it (objects/pageParts.ts's `printable`). */
export interface PrintableFields {
  title: string
  kind: string
  summary: string
  version: string
  body: {
    _type: 'block'
    _key: string
    style?: string
    listItem?: 'bullet' | 'number'
    level?: number
    children?: {_type: string; text?: string; marks?: string[]}[]
  }[]
}

/** How to write each kind of file: its media type and the layout that turns a document into its bytes. */
const FILE_FORMATS = {
  pdf: {mediaType: MEDIA_TYPES.pdf, render: async (input: PrintedDocumentInput) => (await renderBodyPdf(input)).pdf},
  docx: {mediaType: MEDIA_TYPES.docx, render: renderBodyDocx},
}

/** The last file written at each path, with the input it was laid out from: a visit reads the same bytes. */
const written = new Map<string, {input: string; bytes: Buffer}>()

/**
 * A file laid out from a printable Studio document (the security page's PDFs, the tender template's Word and PDF
 * files), sent as an attachment named after its path; null while the document does not exist. The layout runs
 * again only when the document's text or the site's name changes.
 */
/**
 * A file is kept by no shared cache without asking the server (nginx stores none): every download reaches an instance,
 * which counts it, from bytes it keeps in memory.
 */
const DOWNLOAD_CACHE_CONTROL = 'no-cache'

export async function printedFile(
  path: string,
  document: PrintableFields | null | undefined,
  format: keyof typeof FILE_FORMATS,
): Promise<SeoDocument | null> {
  if (!document) return null
  const layout = await getLayoutData()
  const input: PrintedDocumentInput = {
    title: document.title,
    kind: document.kind,
    summary: document.summary,
    publishedAt: document.version,
    dateLabel: 'Version du',
    // The Studio may leave a block without spans, or a span without text: the layout reads each as empty.
    body: document.body.map((block): TextBlock => ({
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
  let file = written.get(path)
  if (file?.input !== key) {
    file = {input: key, bytes: await FILE_FORMATS[format].render(input)}
    written.set(path, file)
  }
  return {
    contentType: FILE_FORMATS[format].mediaType,
    cacheControl: DOWNLOAD_CACHE_CONTROL,
    body: file.bytes,
    filename: path.split('/').pop(),
  }
}
