/** @jest-environment node */
import {securityDocuments} from '@parlia/schemas/security/documentPaths'
import {subProcessorHistory} from '@parlia/schemas/security/subProcessors'
import {escapeRegExp} from 'es-toolkit'
import {PDFParse} from 'pdf-parse'

import {callRoute} from '../../../test/apiRoute'
import {documentsOfType} from '../../../test/fixtures/dataset'
import seoDocumentRoute from '../../pages/api/seo/[...document]'

/** The API route as Next.js calls it after next.config.ts's rewrite: the public path's segments are `query.document`. */
const get = (path: string) =>
  callRoute(seoDocumentRoute, {method: 'GET', query: {document: path.split('/').filter(Boolean)}})

// Read from the bundled dataset in content/, the one `npm start` serves: what the tests expect is computed from its
// document, so an editor's change of the page fails none of them.
const securityDocument = () => documentsOfType('securityPage')[0]!
const plain = (block: {children?: {text?: string}[]}) => (block.children ?? []).map(({text}) => text ?? '').join('')
// pdf.js gives the text as the page draws it: lines broken, French spaces as spaces.
const flat = (text: string) => text.replace(/\s+/g, ' ')

describe.each([
  ['dpa', securityDocuments.dpa],
  ['securitySummary', securityDocuments.securitySummary],
] as const)('the security page’s %s', (field, path) => {
  it('is a PDF to save, laid out from its Studio body: cover, contents and a page per part', async () => {
    const res = await get(path)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${path.split('/').pop()}"`)
    const parser = new PDFParse({data: new Uint8Array(res.bytes)})
    const {text, pages, total} = await parser.getText()
    await parser.destroy()
    const source = securityDocument()[field]
    const parts = source.body.filter((block) => block.style === 'h2').map(plain)
    expect(total).toBeGreaterThanOrEqual(2 + parts.length)
    expect(flat(pages[0]!.text)).toContain(flat(source.title))
    // The cover spaces the letters of the document's nature.
    expect(pages[0]!.text.replace(/\s/g, '')).toContain(source.kind.toLocaleUpperCase('fr-FR').replace(/\s/g, ''))
    expect(flat(pages[0]!.text)).toMatch(/Version du \d{1,2}(er)? \p{L}+ \d{4}/u)
    for (const part of parts) expect(flat(text)).toContain(flat(part))
  })

  it('gives the same bytes on the next visit', async () => {
    const [first, second] = [await get(path), await get(path)]
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0)
  })
})

describe('the sub-processors’ feed', () => {
  it('is Atom with an entry for every addition, change and end of the page’s list', async () => {
    const res = await get(securityDocuments.subProcessorsFeed)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8')
    expect(res.text).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/u)
    expect(res.text.match(/<entry>/gu) ?? []).toHaveLength(
      subProcessorHistory(securityDocument().subProcessors.entries).length,
    )
  })

  it('is named and presented as the editors wrote it', async () => {
    const {text} = await get(securityDocuments.subProcessorsFeed)
    const {feedTitle, feedDescription} = securityDocument().subProcessors
    // The feed's own title and subtitle, before its first entry's.
    const head = text.slice(0, text.indexOf('<entry>'))
    expect(head).toMatch(new RegExp(`<title>${escapeRegExp(feedTitle)} – `, 'u'))
    expect(head).toContain(`<subtitle>${feedDescription}</subtitle>`)
  })
})
