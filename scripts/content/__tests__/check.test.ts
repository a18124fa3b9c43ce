import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {describe, expect, it} from '@jest/globals'

import {countByType, integrityFindings} from '../check'
import type {ExportedDocument} from '../dataset'

const SHA = 'c'.repeat(40)

function contentDirWith(files: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'parlia-check-'))
  mkdirSync(join(dir, 'images'))
  for (const file of files) writeFileSync(join(dir, file), '<svg/>')
  return dir
}

const connector = (id: string, slug: string, extra: Record<string, unknown> = {}): ExportedDocument => ({
  _id: id,
  _type: 'connector',
  connectorId: {_type: 'slug', current: slug},
  logo: {_type: 'accessibleImage', alt: 'Logo', _sanityAsset: `image@file://./images/${SHA}-96x96.svg`},
  ...extra,
})

describe('integrityFindings', () => {
  it('passes a dataset whose references, slugs and files all resolve', () => {
    const dir = contentDirWith([`images/${SHA}-96x96.svg`])
    const docs = [
      connector('connector-glpi', 'glpi'),
      {_id: 'useCase-rh', _type: 'useCase', connectors: [{_key: 'a', _type: 'reference', _ref: 'connector-glpi'}]},
    ]
    expect(integrityFindings(dir, docs)).toEqual([])
  })

  it('names the document and field of a dangling reference', () => {
    const dir = contentDirWith([])
    const docs = [{_id: 'useCase-rh', _type: 'useCase', connectors: [{_key: 'a', _type: 'reference', _ref: 'connector-nope'}]}]
    expect(integrityFindings(dir, docs)).toEqual([
      {documentId: 'useCase-rh', path: 'connectors[a]', message: 'Référence vers un document absent : connector-nope'},
    ])
  })

  it('finds a missing file and a duplicated slug', () => {
    const dir = contentDirWith([])
    const findings = integrityFindings(dir, [connector('connector-a', 'glpi'), connector('connector-b', 'glpi')])
    expect(findings).toContainEqual(expect.objectContaining({documentId: 'connector-b', path: 'connectorId', message: expect.stringContaining('connector-a')}))
    expect(findings).toContainEqual(expect.objectContaining({documentId: 'connector-a', path: 'logo', message: expect.stringContaining('Fichier introuvable')}))
  })

  it('counts documents per type', () => {
    expect(countByType([connector('a', 'a'), connector('b', 'b'), {_id: 'faq-1', _type: 'faq'}])).toEqual({connector: 2, faq: 1})
  })
})
