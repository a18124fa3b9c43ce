import {mkdtempSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {describe, expect, it} from '@jest/globals'

import {saveAsset} from '../dataset'
import {pageCountFindings} from '../pageCount'

/** A minimal PDF whose page tree counts `pages` pages. */
const pdf = (pages: number) =>
  `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count ${pages} >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`

function whitePaper(dir: string, pageCount: number | undefined, content: string) {
  return {_id: 'whitePaper-rgpd', _type: 'whitePaper', pageCount, file: {_type: 'file', _sanityAsset: saveAsset(dir, content, {kind: 'file', extension: 'pdf'})}}
}

describe('pageCountFindings', () => {
  it('passes a white paper whose page count is its file’s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlia-pages-'))
    expect(pageCountFindings(dir, [whitePaper(dir, 12, pdf(12))])).toEqual([])
  })

  it('names a white paper whose typed page count differs from its file, or has none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlia-pages-'))
    expect(pageCountFindings(dir, [whitePaper(dir, 28, pdf(1))])).toEqual([
      {documentId: 'whitePaper-rgpd', path: 'pageCount', message: expect.stringMatching(/indiqué \(28\) diffère .* \(1\) : lancez npm run content:art/)},
    ])
    expect(pageCountFindings(dir, [whitePaper(dir, undefined, pdf(3))])).toEqual([expect.objectContaining({path: 'pageCount', message: expect.stringContaining('(aucun)')})])
  })

  it('reports a file whose pages cannot be counted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlia-pages-'))
    expect(pageCountFindings(dir, [whitePaper(dir, 3, 'pas un PDF')])).toEqual([expect.objectContaining({path: 'file', message: expect.stringContaining('illisible')})])
  })
})
