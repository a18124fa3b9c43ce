/**
 * Sanity's export format, which content/ holds: `data.ndjson` (one document a line) beside images/ and files/, an
 * asset field holding a `_sanityAsset` placeholder in place of its reference. Read by the site's dataset backend
 * (and the local Content Lake through it) and by the content scripts.
 */

/** A document of an export, as Sanity writes it. */
export type ExportedDocument = {_id: string; _type: string} & Record<string, unknown>

const ASSET_PLACEHOLDER = /^(image|file)@file:\/\/\.\/(images|files)\/([^/]+)$/

/** What a placeholder names: `image@file://./images/<filename>` or `file@file://./files/<filename>`. */
export interface AssetPlaceholder {
  kind: 'image' | 'file'
  folder: 'images' | 'files'
  filename: string
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

/** The documents of `data.ndjson`'s text, blank lines skipped; a malformed line is named `<source>:<line number>`. */
export function parseNdjson(text: string, source: string): ExportedDocument[] {
  return text.split('\n').flatMap((line, index) => {
    if (!line.trim()) return []
    try {
      return [JSON.parse(line) as ExportedDocument]
    } catch (error) {
      throw new Error(`${source}:${index + 1}: invalid JSON (${(error as Error).message})`)
    }
  })
}
