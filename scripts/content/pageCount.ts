import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

import {pdfPageCount} from '@parlia/documents/pdfPageCount'

import type {Finding} from './check'
import {type ExportedDocument, placeholderPath} from './dataset'

/**
 * A white paper's page count, shown on its card, is the number of pages of the file a request sends: the
 * /Count of the PDF's page tree. `npm run content:art` writes it; this finds any that drifted.
 */
export function pageCountFindings(contentDir: string, documents: ExportedDocument[]): Finding[] {
  const findings: Finding[] = []
  for (const doc of documents) {
    if (doc._type !== 'whitePaper') continue
    const path = placeholderPath((doc.file as {_sanityAsset?: string} | undefined)?._sanityAsset)
    // A missing file is reported by the integrity check.
    if (!path || !existsSync(join(contentDir, path))) continue
    let pages: number
    try {
      pages = pdfPageCount(readFileSync(join(contentDir, path)))
    } catch (error) {
      findings.push({documentId: doc._id, path: 'file', message: `Nombre de pages illisible dans ${path} : ${(error as Error).message}`})
      continue
    }
    if (doc.pageCount !== pages) {
      findings.push({
        documentId: doc._id,
        path: 'pageCount',
        message: `Le nombre de pages indiqué (${String(doc.pageCount ?? 'aucun')}) diffère de celui du fichier ${path} (${pages}) : lancez npm run content:art.`,
      })
    }
  }
  return findings
}
