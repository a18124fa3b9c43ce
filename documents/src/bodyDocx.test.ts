import {describe, expect, it} from '@jest/globals'
import JSZip from 'jszip'
import mammoth from 'mammoth'

import {renderBodyDocx} from './bodyDocx'
import {block, paper} from './testing/fixtures'

/** The document's main part, as Word reads it. */
const documentXml = async (docx: Buffer) => {
  const part = (await JSZip.loadAsync(docx)).file('word/document.xml')
  if (!part) throw new Error('word/document.xml is missing')
  return part.async('string')
}

describe('renderBodyDocx', () => {
  it('writes a valid Word archive: content types, the document, its styles, numbering and footers', async () => {
    const docx = await renderBodyDocx(paper(3))
    const zip = await JSZip.loadAsync(docx)
    for (const part of ['[Content_Types].xml', 'word/document.xml', 'word/styles.xml', 'word/numbering.xml']) {
      expect(zip.file(part)).not.toBeNull()
    }
    expect(Object.keys(zip.files).filter((name) => /^word\/footer\d+\.xml$/.test(name))).toHaveLength(2)
    const core = await zip.file('docProps/core.xml')!.async('string')
    expect(core).toContain('<dc:title>L’assistant RH</dc:title>')
    expect(core).toContain('<dc:creator>Parlia</dc:creator>')
    expect(core).toContain('<cp:lastModifiedBy>Parlia</cp:lastModifiedBy>')
    // Its text is French for the reader's spelling checker, whatever the language of their Word.
    expect(await zip.file('word/styles.xml')!.async('string')).toMatch(/<w:rPrDefault>.*<w:lang w:val="fr-FR"\/>/su)
  })

  it('writes the first of a month as French does', async () => {
    const {value: text} = await mammoth.extractRawText({
      buffer: await renderBodyDocx({...paper(1), publishedAt: '2026-09-01'}),
    })
    expect(text).toContain('Publié le 1er septembre 2026')
  })

  it('reads back, in Word’s reader, the cover, the contents and every part with its text', async () => {
    const {value: text} = await mammoth.extractRawText({buffer: await renderBodyDocx(paper(3))})
    const lines = text.split('\n').filter(Boolean)
    expect(lines.slice(0, 4)).toEqual(['LIVRE BLANC', 'L’assistant RH', 'Un résumé.', 'Publié le 3 juin 2025'])
    expect(lines).toEqual(expect.arrayContaining(['Sommaire', '1. Chapitre 1', '2. Chapitre 2', '3. Chapitre 3']))
    expect(lines.filter((line) => line === 'Une sous-partie')).toHaveLength(3)
    expect(lines).toContain('−40 % d’appels au standard')
  })

  it('uses Word’s own heading and list styles, so the reader’s Word navigates and renumbers them', async () => {
    const {value: html} = await mammoth.convertToHtml({buffer: await renderBodyDocx(paper(2))})
    // The two parts are Titre 1, the sub-parts Titre 2; the contents' title is none, so Word lists the parts only.
    expect(html.match(/<h1>/g)).toHaveLength(2)
    expect(html).not.toContain('<h1>Sommaire</h1>')
    expect(html).toContain('<h1>Chapitre 2</h1>')
    expect(html.match(/<h2>Une sous-partie<\/h2>/g)).toHaveLength(2)
    expect(html.match(/<ul><li>Un point<\/li><\/ul>/g)).toHaveLength(2)
    expect(html.match(/<ol><li>Une étape<\/li><\/ol>/g)).toHaveLength(2)
  })

  it('opens each part on a page, prints bold and italics, and numbers each list from 1', async () => {
    const input = paper(2)
    input.body.push(
      block('gras', {children: [{_type: 'span', text: 'gras', marks: ['strong']}]}),
      block('penché', {children: [{_type: 'span', text: 'penché', marks: ['em']}]}),
    )
    const xml = await documentXml(await renderBodyDocx(input))
    expect(xml.match(/<w:pageBreakBefore\/>/g)).toHaveLength(2)
    expect(xml).toMatch(/<w:b\/>[^]*?<w:t[^>]*>gras<\/w:t>/)
    expect(xml).toMatch(/<w:i\/>[^]*?<w:t[^>]*>penché<\/w:t>/)
    // Two numbered lists, two numbering instances: the second restarts at 1.
    const numbered = new Set([...xml.matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((match) => match[1]))
    expect(numbered.size).toBe(3)
  })

  it('names the document and its page in the footer of every page but the cover', async () => {
    const zip = await JSZip.loadAsync(await renderBodyDocx(paper(1)))
    const footers = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^word\/footer\d+\.xml$/.test(name))
        .map((name) => zip.file(name)!.async('string')),
    )
    const running = footers.filter((xml) => xml.includes('PAGE'))
    expect(running).toHaveLength(1)
    expect(running[0]).toContain('Parlia – L’assistant RH – page ')
    expect(running[0]).toContain('NUMPAGES')
  })
})
