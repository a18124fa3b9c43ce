import {deflateSync, inflateSync} from 'node:zlib'

import {describe, expect, it} from '@jest/globals'

import {printable, renderBodyPdf} from './bodyPdf'
import {paper} from './testing/fixtures'
import {pdfPageCount} from './pdfPageCount'

/** The drawing operators of each page, inflated, in the pages' order. */
const pageStreams = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/Filter \/FlateDecode[^]*?>>\nstream\n/g)].map((match) => {
    const start = match.index! + match[0].length
    return inflateSync(pdf.subarray(start, pdf.indexOf('\nendstream', start))).toString('latin1')
  })
const contentStreams = (pdf: Buffer) => pageStreams(pdf).join('\n')

/** The lines a page's operators print: each `[<hex> kerning <hex>…] TJ` read back (WinAnsi, as Latin-1 here). */
const printedLines = (stream: string) =>
  [...stream.matchAll(/\[([^\]]*)\] TJ/g)].map((array) =>
    [...array[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
  )

describe('renderBodyPdf', () => {
  it('lays a body out over several pages: the cover, the table of contents, the introduction and a page per chapter at least', async () => {
    const {pdf, pageCount} = await renderBodyPdf(paper(4))
    expect(pageCount).toBe(2 + 1 + 4)
    const long = await renderBodyPdf(paper(4, 8))
    expect(long.pageCount).toBeGreaterThan(2 + 1 + 4)
    for (const rendered of [pdf, long.pdf]) expect(rendered.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('writes as many pages in the file as it drew: its page tree’s /Count and its /Type /Page objects', async () => {
    const {pdf, pageCount} = await renderBodyPdf(paper(5, 6))
    expect(pdfPageCount(pdf)).toBe(pageCount)
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(pageCount)
  })

  it('gives the same bytes for the same white paper (fixed dates and identifiers)', async () => {
    const [first, second] = await Promise.all([renderBodyPdf(paper(3)), renderBodyPdf(paper(3))])
    expect(second.pdf.equals(first.pdf)).toBe(true)
    expect(first.pdf.toString('latin1')).toContain('(parlia-art)')
  })

  it('prints what the document is above its title on the cover, in capitals', async () => {
    const agreement = await renderBodyPdf({
      ...paper(1),
      kind: 'Accord de traitement des données',
      title: 'Accord de sous-traitance',
    })
    const [cover] = pageStreams(agreement.pdf)
    expect(printedLines(cover!).slice(0, 2)).toEqual(['ACCORD DE TRAITEMENT DES DONNÉES', 'Accord de sous-traitance'])
    expect(pageStreams(agreement.pdf).flatMap(printedLines)).not.toContain('LIVRE BLANC')

    // The kind changes the cover's words only: the white paper lays out to as many pages.
    const whitePaper = await renderBodyPdf(paper(1))
    expect(printedLines(pageStreams(whitePaper.pdf)[0]!)[0]).toBe('LIVRE BLANC')
    expect(pdfPageCount(agreement.pdf)).toBe(whitePaper.pageCount)
  })

  it('draws a finished cover without a picture: the circles where the picture goes, the publisher at the foot', async () => {
    const {pdf, pageCount} = await renderBodyPdf({...paper(0), title: 'Le guide RH', body: []})
    expect(pageCount).toBe(2)
    const [cover] = pageStreams(pdf)
    expect(printedLines(cover!)).toEqual([
      'LIVRE BLANC',
      'Le guide RH',
      'Un résumé.',
      'Parlia',
      'contact@parlia.fr  ·  Publié le 3 juin 2025',
    ])
    // Two circles, of four Bézier curves each.
    expect(cover!.match(/ c$/gm)).toHaveLength(8)
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image')
  })

  it('prints French text in the font’s encoding: accents, ’, « », œ and the no-break spaces', async () => {
    const {pdf} = await renderBodyPdf(paper(1))
    const text = contentStreams(pdf)
    // WinAnsi codes: ’ 92, « ab, » bb, é e9, no-break space a0 (the narrow one prints as it), en dash 96 for the minus sign.
    for (const code of ['92', 'ab', 'bb', 'e9', 'a0', '96'])
      expect(text).toMatch(new RegExp(`<(?:[0-9a-f]{2})*${code}`))
    expect(printable('ça va\u202f? œuvre −3')).toBe('ça va\u00a0? œuvre –3')
    expect(() => printable('Bravo 🎉')).toThrow('U+1F389')
  })
})

describe('pdfPageCount', () => {
  const pdfOf = (...parts: (string | Buffer)[]) =>
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)))

  it('reads the root of the page tree, not an inner node', () => {
    const pdf = pdfOf(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 5 /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n',
      '3 0 obj\n<< /Type /Pages /Parent 2 0 R /Kids [] /Count 3 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    )
    expect(pdfPageCount(pdf)).toBe(5)
  })

  it('reads a page tree packed in a compressed object stream', () => {
    const packed = deflateSync(Buffer.from('2 0 << /Type /Pages /Kids [] /Count 12 >>'))
    const pdf = pdfOf(
      '%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ',
      String(packed.length),
      ' >>\nstream\n',
      packed,
      '\nendstream\nendobj\n%%EOF\n',
    )
    expect(pdfPageCount(pdf)).toBe(12)
  })

  it('refuses a file without a page tree', () => {
    expect(() => pdfPageCount(Buffer.from('pas un PDF'))).toThrow('/Type /Pages')
  })
})
