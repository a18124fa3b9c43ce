import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

import {PDF_CREATOR, renderBodyPdf} from '@parlia/documents/bodyPdf'
import type {PrintedDocumentInput} from '@parlia/documents/printedDocument'
import {pdfPageCount} from '@parlia/documents/pdfPageCount'
import sharp from 'sharp'

import {placeholderPath, saveAsset} from '../content/dataset'

type Asset = {_type?: string; _sanityAsset?: string} & Record<string, unknown>

/** A white paper as the export holds it, as far as its PDF needs. */
export interface WhitePaperDocument {
  title?: string
  summary?: string
  publishedAt?: string
  body?: PrintedDocumentInput['body']
  cover?: Asset
  file?: Asset
}

export interface WhitePaperFile {
  file: Asset
  pageCount: number
  /** False when the file is an editor's own upload, kept as it is. */
  generated: boolean
}

const COVER_SIZE = {width: 600, height: 800}

/** Our PDFs name us as their creator; anything else is an editor's upload. */
const isGenerated = (pdf: Buffer) => pdf.includes(`(${PDF_CREATOR})`)

/**
 * The PDF a white paper's request sends: drawn from its body (and redrawn whenever the body changes), unless an
 * editor uploaded their own file, which is kept. Either way, the page count is the one read back from the file.
 */
export async function whitePaperFile(
  contentDir: string,
  paper: WhitePaperDocument,
  brand: PrintedDocumentInput['brand'],
): Promise<WhitePaperFile> {
  const current = placeholderPath(paper.file?._sanityAsset)
  const existing = current && existsSync(join(contentDir, current)) ? readFileSync(join(contentDir, current)) : null
  if (existing && !isGenerated(existing))
    return {file: paper.file!, pageCount: pdfPageCount(existing), generated: false}

  const coverPath = placeholderPath(paper.cover?._sanityAsset)
  const coverPng =
    coverPath && existsSync(join(contentDir, coverPath))
      ? await sharp(join(contentDir, coverPath))
          .resize({...COVER_SIZE, fit: 'inside'})
          .png()
          .toBuffer()
      : undefined
  const {pdf, pageCount} = await renderBodyPdf({
    kind: 'Livre blanc',
    title: paper.title!,
    summary: paper.summary!,
    publishedAt: paper.publishedAt!,
    body: paper.body ?? [],
    brand,
    coverPng,
  })
  const counted = pdfPageCount(pdf)
  if (counted !== pageCount)
    throw new Error(`« ${paper.title} » : ${pageCount} pages dessinées, mais le fichier en annonce ${counted}.`)
  return {
    file: {...paper.file, _type: 'file', _sanityAsset: saveAsset(contentDir, pdf, {kind: 'file', extension: 'pdf'})},
    pageCount,
    generated: true,
  }
}
