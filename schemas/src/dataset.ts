/**
 * Sanity's export format, which content/ holds: `data.ndjson` (one document a line) beside images/ and files/, an
 * asset field holding a `_sanityAsset` placeholder in place of its reference. Read by the site's dataset backend
 * (and the local Content Lake through it) and by the content scripts; written by those scripts and by the local
 * Content Lake when it saves edits (services' contentLake/persist.ts).
 */

import type {SanityAssetIdParts} from '@sanity/asset-utils'

/** A document of an export, as Sanity writes it. */
export type ExportedDocument = {_id: string; _type: string} & Record<string, unknown>

const ASSET_PLACEHOLDER = /^(image|file)@file:\/\/\.\/(images|files)\/([^/]+)$/

/** What a placeholder names: `image@file://./images/<filename>` or `file@file://./files/<filename>`. */
export interface AssetPlaceholder {
  kind: 'image' | 'file'
  folder: 'images' | 'files'
  filename: string
}

/**
 * Where an export keeps an asset's file, named from its id's parts as Sanity's exporter names it:
 * `images/<sha1>-<width>x<height>.<ext>`, `files/<sha1>.<ext>`.
 */
export function exportedAsset(asset: SanityAssetIdParts): AssetPlaceholder {
  return asset.type === 'image'
    ? {kind: 'image', folder: 'images', filename: `${asset.assetId}-${asset.width}x${asset.height}.${asset.extension}`}
    : {kind: 'file', folder: 'files', filename: `${asset.assetId}.${asset.extension}`}
}

/** The `_sanityAsset` value naming an asset's file: what `parseAssetPlaceholder` reads. */
export function formatAssetPlaceholder({kind, folder, filename}: AssetPlaceholder): string {
  return `${kind}@file://./${folder}/${filename}`
}

/** The parts of an asset placeholder, or null when `value` is not one. */
export function parseAssetPlaceholder(value: string): AssetPlaceholder | null {
  const match = ASSET_PLACEHOLDER.exec(value)
  if (!match) return null
  const [, kind, folder, filename] = match as unknown as [
    string,
    AssetPlaceholder['kind'],
    AssetPlaceholder['folder'],
    string,
  ]
  return {kind, folder, filename}
}

function parseLine(line: string, source: string, lineNumber: number): ExportedDocument[] {
  if (!line.trim()) return []
  try {
    return [JSON.parse(line) as ExportedDocument]
  } catch (error) {
    throw new Error(`${source}:${lineNumber}: invalid JSON (${(error as Error).message})`)
  }
}

/** The documents of `data.ndjson`'s text, blank lines skipped; a malformed line is named `<source>:<line number>`. */
export function parseNdjson(text: string, source: string): ExportedDocument[] {
  return text.split('\n').flatMap((line, index) => parseLine(line, source, index + 1))
}

/**
 * The documents of `data.ndjson`'s bytes, one line at a time, as `parseNdjson` reads them: a dataset a hundred times
 * ours (48 MB) never becomes one string, which V8 holds at two bytes a character as soon as one is not Latin-1.
 */
export function* ndjsonDocuments(bytes: Uint8Array, source: string): Generator<ExportedDocument> {
  const decoder = new TextDecoder()
  let lineNumber = 0
  for (let start = 0; start < bytes.length;) {
    const newline = bytes.indexOf(0x0a, start)
    const end = newline === -1 ? bytes.length : newline
    lineNumber += 1
    yield* parseLine(decoder.decode(bytes.subarray(start, end)), source, lineNumber)
    start = end + 1
  }
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
