import {mkdtempSync, readdirSync, readFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {describe, expect, it} from '@jest/globals'
import type {BodyBlock} from '@parlia/documents/printedDocument'
import {pdfPageCount} from '@parlia/documents/pdfPageCount'

import {placeholderPath, saveAsset} from '../../content/dataset'
import {whitePaperFile, type WhitePaperDocument} from '../whitePaperFile'

const BRAND = {name: 'Parlia'}
const span = (text: string) => [{_type: 'span', text, marks: []}]
const body: BodyBlock[] = [
  {_type: 'block', _key: 'a', style: 'normal', children: span('Une introduction.')},
  ...[1, 2, 3].flatMap((chapter): BodyBlock[] => [
    {_type: 'block', _key: `h${chapter}`, style: 'h2', children: span(`Partie ${chapter}`)},
    {_type: 'block', _key: `p${chapter}`, style: 'normal', children: span('Un paragraphe. '.repeat(40))},
  ]),
]

/** A PDF of `pages` blank A4 pages by `creator`, its objects written plainly (as many tools save them). */
function pdfBy(creator: string, pages: number): Buffer {
  const kids = Array.from({length: pages}, (_, index) => `${index + 4} 0 R`).join(' ')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    `<< /Creator (${creator}) /CreationDate (D:20240101000000Z) >>`,
    ...Array.from({length: pages}, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] >>'),
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = pdf.length
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

function paper(dir: string, file?: Buffer): WhitePaperDocument {
  return {
    title: 'Chatbot et RGPD',
    summary: 'Le guide.',
    publishedAt: '2024-03-19',
    body,
    file: file ? {_type: 'file', _sanityAsset: saveAsset(dir, file, {kind: 'file', extension: 'pdf'})} : undefined,
  }
}

const bytesOf = (dir: string, file: {_sanityAsset?: string}) =>
  readFileSync(join(dir, placeholderPath(file._sanityAsset)!))

describe('whitePaperFile', () => {
  it('replaces the one-page PDF an earlier run drew with the body laid out, and counts its pages from the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlia-paper-'))
    const old = paper(dir, pdfBy('parlia-art', 1))
    const {file, pageCount, generated} = await whitePaperFile(dir, old, BRAND)
    expect(generated).toBe(true)
    expect(file._sanityAsset).not.toBe(old.file!._sanityAsset)
    expect(pageCount).toBe(2 + 1 + 3)
    expect(pdfPageCount(bytesOf(dir, file))).toBe(pageCount)
  })

  it('keeps an editor’s own PDF, and takes its page count from it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlia-paper-'))
    const upload = paper(dir, pdfBy('Microsoft Word', 4))
    const {file, pageCount, generated} = await whitePaperFile(dir, upload, BRAND)
    expect(generated).toBe(false)
    expect(file).toEqual(upload.file)
    expect(pageCount).toBe(4)
  })

  it('is idempotent: a second run gives the same file and count, and no new file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlia-paper-'))
    const first = await whitePaperFile(dir, paper(dir), BRAND)
    const files = readdirSync(join(dir, 'files'))
    const second = await whitePaperFile(dir, {...paper(dir), file: first.file}, BRAND)
    expect(second).toEqual(first)
    expect(readdirSync(join(dir, 'files'))).toEqual(files)
  })
})
