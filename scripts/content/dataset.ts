import {createHash} from 'node:crypto'
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {
  assetPlaceholders,
  type ExportedDocument,
  exportedAsset,
  formatAssetPlaceholder,
  parseAssetPlaceholder,
  parseNdjson,
} from '@parlia/schemas/dataset'

/** A document of the bundled dataset, as Sanity exports it. */
export type {ExportedDocument}
export {assetPlaceholders}

export function readDataset(contentDir: string): ExportedDocument[] {
  return parseNdjson(readFileSync(join(contentDir, 'data.ndjson'), 'utf8'), 'data.ndjson')
}

/** Writes one document a line, in a stable order so that diffs stay readable. */
export function writeDataset(contentDir: string, documents: ExportedDocument[]): void {
  const sorted = [...documents].sort((a, b) => a._type.localeCompare(b._type) || a._id.localeCompare(b._id))
  writeFileSync(join(contentDir, 'data.ndjson'), sorted.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
}

/**
 * Stores a binary the way a Sanity export names it (content-addressed by SHA-1) and returns
 * the `_sanityAsset` placeholder that points at it.
 */
export function saveAsset(
  contentDir: string,
  data: Buffer | string,
  asset: {kind: 'image'; width: number; height: number; extension: string} | {kind: 'file'; extension: string},
): string {
  const assetId = createHash('sha1').update(data).digest('hex')
  const file = exportedAsset(asset.kind === 'image' ? {...asset, type: 'image', assetId} : {...asset, type: 'file', assetId})
  mkdirSync(join(contentDir, file.folder), {recursive: true})
  const path = join(contentDir, file.folder, file.filename)
  if (!existsSync(path)) writeFileSync(path, data)
  return formatAssetPlaceholder(file)
}

/** The file a placeholder points at, relative to the content folder, or null if it is not one. */
export function placeholderPath(placeholder: unknown): string | null {
  if (typeof placeholder !== 'string') return null
  const parts = parseAssetPlaceholder(placeholder)
  return parts ? `${parts.folder}/${parts.filename}` : null
}

/** Deletes binaries no document refers to, so regenerating art leaves no stale files behind. */
export function removeUnreferencedAssets(contentDir: string, documents: ExportedDocument[]): number {
  const referenced = new Set<string>()
  for (const doc of documents) for (const {placeholder} of assetPlaceholders(doc)) referenced.add(placeholderPath(placeholder) ?? '')
  let removed = 0
  for (const folder of ['images', 'files']) {
    const dir = join(contentDir, folder)
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.') || referenced.has(`${folder}/${name}`)) continue
      rmSync(join(dir, name))
      removed += 1
    }
  }
  return removed
}
