import {mkdtempSync, readFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {describe, expect, it} from '@jest/globals'

import {countByType, integrityFindings} from '../check'
import type {ExportedDocument} from '../dataset'
import {linkFindings} from '../links'
import {scaledDataset, writeScaledDataset} from '../scale'
import {readDataset} from '../dataset'
import {CONTENT_DIR} from '../env'

const SCALED_TYPES = ['post', 'connector', 'faq', 'useCase', 'customerCase', 'job']
const published = (documents: ExportedDocument[]) => documents.filter((doc) => !doc._id.startsWith('drafts.'))

/** The words of a document's body, as the searches index them. */
const bodyText = (doc: ExportedDocument) =>
  JSON.stringify(doc.body ?? doc.answer ?? doc.description ?? '').match(/"text":"[^"]*"/g)?.join(' ') ?? ''

describe('content:scale', () => {
  const bundled = readDataset(CONTENT_DIR)

  it('multiplies the published documents of each scaled type by the factor, and leaves the others as they are', () => {
    const scaled = scaledDataset(bundled, 10)
    const before = countByType(published(bundled))
    const after = countByType(published(scaled))
    for (const [type, count] of Object.entries(before)) {
      expect([type, after[type]]).toEqual([type, SCALED_TYPES.includes(type) ? count * 10 : count])
    }
    expect(scaledDataset(bundled, 1)).toEqual(bundled)
  })

  it.each([10, 100])('gives each copy of %i× an id, a slug and a title of its own, varied text, within the limits', (factor) => {
    const scaled = published(scaledDataset(bundled, factor))
    const ids = scaled.map((doc) => doc._id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const type of SCALED_TYPES) {
      const ofType = scaled.filter((doc) => doc._type === type)
      const titles = ofType.map((doc) => String(doc.title ?? doc.name ?? doc.question ?? doc.client))
      expect([type, new Set(titles).size]).toEqual([type, titles.length])
      const bodies = ofType.map(bodyText).filter(Boolean)
      // No two bodies alike: each copy opens on its own sentence and mixes blocks of several originals.
      if (bodies.length) expect([type, new Set(bodies).size]).toEqual([type, bodies.length])
    }
    for (const doc of scaled.filter((one) => one._type === 'connector')) expect(String(doc.name).length).toBeLessThanOrEqual(60)
  })

  it('writes a folder the site can read: every reference, slug, file and link resolves, nothing newly popular', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'parlia-scale-')), 'content-x3')
    const documents = writeScaledDataset(dir, 3)
    expect(readFileSync(join(dir, 'data.ndjson'), 'utf8').trim().split('\n')).toHaveLength(documents.length)
    expect(integrityFindings(dir, readDataset(dir))).toEqual([])
    return linkFindings(readDataset(dir)).then((findings) => {
      expect(findings).toEqual([])
      const popular = (docs: ExportedDocument[]) => docs.filter((doc) => doc.popular === true || doc.featured === true)
      expect(popular(readDataset(dir)).length).toBe(popular(bundled).length)
    })
  })
})
