import {createHash} from 'node:crypto'
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {type ExportedDocument, parseAssetPlaceholder, parseNdjson} from '@parlia/schemas/dataset'

/** A document of the bundled dataset, as Sanity exports it. */
export type {ExportedDocument}

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
  const sha1 = createHash('sha1').update(data).digest('hex')
  const folder = asset.kind === 'image' ? 'images' : 'files'
  const name = asset.kind === 'image' ? `${sha1}-${asset.width}x${asset.height}.${asset.extension}` : `${sha1}.${asset.extension}`
  mkdirSync(join(contentDir, folder), {recursive: true})
  const path = join(contentDir, folder, name)
  if (!existsSync(path)) writeFileSync(path, data)
  return `${asset.kind}@file://./${folder}/${name}`
}

/** The file a placeholder points at, relative to the content folder, or null if it is not one. */
export function placeholderPath(placeholder: unknown): string | null {
  if (typeof placeholder !== 'string') return null
  const parts = parseAssetPlaceholder(placeholder)
  return parts ? `${parts.folder}/${parts.filename}` : null
}

/** Every `_sanityAsset` placeholder of a document, at any depth, with the path that leads to it. */
export function* assetPlaceholders(value: unknown, path = ''): Generator<{path: string; placeholder: string}> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const key = (item as {_key?: string})?._key
      yield* assetPlaceholders(item, `${path}[${key ? `_key=="${key}"` : index}]`)
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '_sanityAsset' && typeof child === 'string') yield {path, placeholder: child}
      else yield* assetPlaceholders(child, path ? `${path}.${key}` : key)
    }
  }
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
