import {readFile} from 'node:fs/promises'
import path from 'node:path'

// The site's own conversion of the export format, so both backends hold the same asset references and documents.
import {fromExport, parseNdjson, type SanityDocument} from '../../../site/src/content/backends/exportFormat'

export type {SanityDocument}

/** The repository's bundled dataset. */
export const DEFAULT_CONTENT_DIR = path.resolve(__dirname, '../../../content')

const DRAFT_PREFIX = 'drafts.'

export const isDraftId = (id: string) => id.startsWith(DRAFT_PREFIX)
export const publishedId = (id: string) => (isDraftId(id) ? id.slice(DRAFT_PREFIX.length) : id)

/**
 * The documents a dataset holds after importing an export folder (`data.ndjson`, `images/`, `files/`).
 * The site's conversion keeps published documents only (it serves the published perspective), so drafts
 * go through it under their published id and get their `drafts.` prefix back: the Content Lake holds both.
 */
export async function loadExport(contentDir: string): Promise<SanityDocument[]> {
  const file = path.join(contentDir, 'data.ndjson')
  const exported = parseNdjson(await readFile(file, 'utf8'), file)
  const drafts = exported.filter((doc) => isDraftId(doc._id))
  const published = fromExport(exported.filter((doc) => !isDraftId(doc._id)))
  // fromExport answers one document per input, in order, then the asset documents.
  const convertedDrafts = fromExport(drafts.map((doc) => ({...doc, _id: publishedId(doc._id)})))
  const draftDocuments = convertedDrafts.slice(0, drafts.length).map((doc) => ({...doc, _id: `${DRAFT_PREFIX}${doc._id}`}))
  const byId = new Map<string, SanityDocument>()
  for (const doc of [...published, ...draftDocuments, ...convertedDrafts.slice(drafts.length)]) byId.set(doc._id, doc)
  return [...byId.values()]
}
