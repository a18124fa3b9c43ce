import {readFile} from 'node:fs/promises'
import path from 'node:path'

import {ndjsonDocuments} from '@parlia/schemas/dataset'
// The site's own conversion of the export format, so both backends hold the same asset references and documents.
import {fromExport, type SanityDocument} from '@parlia/schemas/lake/exportFormat'

export type {SanityDocument}

/** The repository's bundled dataset. */
export const DEFAULT_CONTENT_DIR = path.resolve(__dirname, '../../../content')

/**
 * The documents a dataset holds after importing an export folder (`data.ndjson`, `images/`, `files/`): drafts
 * included, asset placeholders made references and asset documents.
 */
export async function loadExport(contentDir: string): Promise<SanityDocument[]> {
  const file = path.join(contentDir, 'data.ndjson')
  return fromExport(ndjsonDocuments(await readFile(file), file))
}

const SYSTEM_FIELDS = ['_createdAt', '_updatedAt', '_rev'] as const

/**
 * Sanity gives every document `_createdAt`, `_updatedAt` and `_rev`; a hand-written export may omit them, and the
 * Studio cannot show such a document (it dates its edits). The lake gives them, on load, those it lacks (`at`, and a
 * revision named after the import). `withoutInvented` takes away again those a document still has as given, so that
 * saving the dataset (persist.ts) writes an untouched document as it was read.
 */
export function withSystemFields(documents: readonly SanityDocument[], at: string) {
  const invented = new Map<string, Partial<Record<(typeof SYSTEM_FIELDS)[number], string>>>()
  const completed = documents.map((document) => {
    const given = {_createdAt: at, _updatedAt: at, _rev: 'imported'}
    const missing = Object.fromEntries(
      SYSTEM_FIELDS.filter((field) => document[field] === undefined).map((field) => [field, given[field]]),
    )
    if (Object.keys(missing).length === 0) return document
    invented.set(document._id, missing)
    return {...document, ...missing}
  })
  const withoutInvented = (document: SanityDocument): SanityDocument => {
    const fields = invented.get(document._id)
    if (!fields) return document
    const kept = {...document}
    for (const [field, value] of Object.entries(fields)) if (kept[field] === value) delete kept[field]
    return kept
  }
  return {documents: completed, withoutInvented}
}
