/** @jest-environment node */
import {MEDIA_TYPES} from '@parlia/documents/mediaTypes'
import {tenderTemplateDocuments} from '@parlia/schemas/publicBuyers/documentPaths'
import JSZip from 'jszip'
import mammoth from 'mammoth'
import {PDFParse} from 'pdf-parse'

import {callRoute} from '../../../test/apiRoute'
import {documentsOfType} from '../../../test/fixtures/dataset'
import {logger} from '../../platform/logging/logger'
import seoDocumentRoute from '../../pages/api/seo/[...document]'

/** The API route as Next.js calls it after next.config.ts's rewrite: the public path's segments are `query.document`. */
const get = (path: string, method = 'GET') =>
  callRoute(seoDocumentRoute, {method, query: {document: path.split('/').filter(Boolean)}})

// Read from the bundled dataset in content/, the one `npm start` serves: what the tests expect is computed from its
// document, so an editor's change of the template fails none of them.
const template = () => documentsOfType('publicBuyersPage')[0]!.tenderTemplate
const plain = (block: {children?: {text?: string}[]}) => (block.children ?? []).map(({text}) => text ?? '').join('')
const parts = () =>
  template()
    .body.filter((block) => block.style === 'h2')
    .map(plain)
// Both readers give the text as laid out: lines broken, French spaces as spaces.
const flat = (text: string) => text.replace(/\s+/g, ' ')

describe('the tender template', () => {
  it('is an editable Word file to save, with the cover, the contents and every part of its Studio body', async () => {
    const res = await get(tenderTemplateDocuments.docx)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(MEDIA_TYPES.docx)
    expect(res.headers['content-disposition']).toBe('attachment; filename="modele-cahier-des-charges.docx"')
    const zip = await JSZip.loadAsync(res.bytes)
    expect(zip.file('[Content_Types].xml')).not.toBeNull()
    expect(zip.file('word/document.xml')).not.toBeNull()
    const {value: text} = await mammoth.extractRawText({buffer: res.bytes})
    expect(flat(text)).toContain(flat(template().title))
    expect(flat(text)).toMatch(/Version du \d{1,2}(er)? \p{L}+ \d{4}/u)
    for (const [index, part] of parts().entries()) expect(flat(text)).toContain(flat(`${index + 1}. ${part}`))
    // Every paragraph of the body is there, in Word's reading.
    for (const block of template().body.filter((item) => !item.style || item.style === 'normal')) {
      expect(flat(text)).toContain(flat(plain(block)))
    }
    const {value: html} = await mammoth.convertToHtml({buffer: res.bytes})
    // A Titre 1 per part, for Word's navigation pane; the contents' title is none.
    expect(html.match(/<h1>/g)).toHaveLength(parts().length)
  })

  it('is also a PDF laid out like the white papers: a cover, the contents and a page per part at least', async () => {
    const res = await get(tenderTemplateDocuments.pdf)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(MEDIA_TYPES.pdf)
    const parser = new PDFParse({data: new Uint8Array(res.bytes)})
    const {text, pages, total} = await parser.getText()
    await parser.destroy()
    expect(total).toBeGreaterThanOrEqual(2 + parts().length)
    expect(flat(pages[0]!.text)).toContain(flat(template().title))
    for (const part of parts()) expect(flat(text)).toContain(flat(part))
  })

  it('counts each download by path and type, never a HEAD request', async () => {
    const info = jest.spyOn(logger, 'info')
    try {
      await get(tenderTemplateDocuments.docx)
      await get(tenderTemplateDocuments.pdf, 'HEAD')
      const downloads = info.mock.calls.filter(
        ([fields]) => (fields as {event?: string}).event === 'documents.download',
      )
      expect(downloads.map(([fields]) => fields)).toEqual([
        {event: 'documents.download', path: tenderTemplateDocuments.docx, contentType: MEDIA_TYPES.docx},
      ])
    } finally {
      info.mockRestore()
    }
  })

  it('gives the same Word file on the next visit, laid out once per text', async () => {
    const [first, second] = [await get(tenderTemplateDocuments.docx), await get(tenderTemplateDocuments.docx)]
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0)
  })
})
