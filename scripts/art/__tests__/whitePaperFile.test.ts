import {mkdtempSync, readdirSync, readFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {describe, expect, it} from '@jest/globals'
import PDFDocument from 'pdfkit'

import {placeholderPath, saveAsset} from '../../content/dataset'
import type {WhitePaperBlock} from '../whitePaper'
import {whitePaperFile, type WhitePaperDocument} from '../whitePaperFile'
import {pdfPageCount} from '../whitePaperPages'

const BRAND = {name: 'Parlia'}
const span = (text: string) => [{_type: 'span', text, marks: []}]
const body: WhitePaperBlock[] = [
  {_type: 'block', _key: 'a', style: 'normal', children: span('Une introduction.')},
  ...[1, 2, 3].flatMap((chapter): WhitePaperBlock[] => [
    {_type: 'block', _key: `h${chapter}`, style: 'h2', children: span(`Partie ${chapter}`)},
    {_type: 'block', _key: `p${chapter}`, style: 'normal', children: span('Un paragraphe. '.repeat(40))},
  ]),
]

/** A PDF as pdfkit makes it, with `pages` pages, by `creator`. */
async function pdfBy(creator: string, pages: number): Promise<Buffer> {
  const doc = new PDFDocument({info: {Creator: creator, CreationDate: new Date('2024-01-01')}})
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve) => doc.on('end', resolve))
  for (let page = 1; page < pages; page += 1) doc.addPage()
  doc.end()
  await ended
  return Buffer.concat(chunks)
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
    const old = paper(dir, await pdfBy('parlia-art', 1))
    const {file, pageCount, generated} = await whitePaperFile(dir, old, BRAND)
    expect(generated).toBe(true)
    expect(file._sanityAsset).not.toBe(old.file!._sanityAsset)
    expect(pageCount).toBe(2 + 1 + 3)
    expect(pdfPageCount(bytesOf(dir, file))).toBe(pageCount)
  })

  it('keeps an editor’s own PDF, and takes its page count from it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlia-paper-'))
    const upload = paper(dir, await pdfBy('Microsoft Word', 4))
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
