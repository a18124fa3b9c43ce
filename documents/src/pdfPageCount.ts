import {inflateSync} from 'node:zlib'

/**
 * The number of pages of a PDF, read from its bytes: the /Count of the root of its page tree (the /Pages
 * dictionary without a /Parent). Plain objects are read as they are; objects packed in compressed object
 * streams (PDF 1.5, as many tools save) are inflated first. Throws when no page tree is found.
 */
export function pdfPageCount(pdf: Buffer): number {
  for (const source of [pdf.toString('latin1'), ...objectStreams(pdf)]) {
    for (const match of source.matchAll(/\/Type\s*\/Pages\b/g)) {
      const dictionary = enclosingDictionary(source, match.index!)
      const count = /\/Count\s+(\d+)/.exec(dictionary)
      if (!/\/Parent\b/.test(dictionary) && count) return Number(count[1])
    }
  }
  throw new Error('Aucune arborescence de pages (/Type /Pages) lisible dans ce PDF.')
}

/** The `<< … >>` dictionary around a position, nested dictionaries included. */
function enclosingDictionary(text: string, at: number): string {
  let start = at
  for (let depth = 0; start > 0; start -= 1) {
    const pair = text.slice(start - 1, start + 1)
    if (pair !== '<<' && pair !== '>>') continue
    if (pair === '<<' && depth === 0) break
    depth += pair === '>>' ? 1 : -1
    start -= 1
  }
  let end = at
  for (let depth = 0; end < text.length; end += 1) {
    const pair = text.slice(end, end + 2)
    if (pair !== '<<' && pair !== '>>') continue
    if (pair === '>>' && depth === 0) break
    depth += pair === '<<' ? 1 : -1
    end += 1
  }
  return text.slice(start - 1, end + 2)
}

/** The decompressed text of every FlateDecode object stream (/Type /ObjStm) of the file. */
function* objectStreams(pdf: Buffer): Generator<string> {
  const text = pdf.toString('latin1')
  for (const match of text.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const dictionary = match[1]!
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary) || !/\/FlateDecode\b/.test(dictionary)) continue
    const start = match.index! + match[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) continue
    try {
      yield inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      // A stream that does not inflate holds no page tree we could read; the others are still searched.
    }
  }
}
