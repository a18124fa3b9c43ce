import {readFile} from 'node:fs/promises'
import path from 'node:path'

import {parseNdjson} from '@parlia/schemas/dataset'
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
  return fromExport(parseNdjson(await readFile(file, 'utf8'), file))
}
