/**
 * Turns documents of a Sanity export (`data.ndjson`) into what the Content Lake
 * holds after an import: `_sanityAsset` placeholders become asset references, and
 * the referenced `sanity.imageAsset` / `sanity.fileAsset` documents exist, so the
 * same GROQ (`asset->url`, `asset._ref`) works on both backends; and back (`toExport`),
 * for the local Content Lake to save its edits.
 */

import {
  type AssetPlaceholder,
  type ExportedDocument,
  exportedAsset,
  formatAssetPlaceholder,
  parseAssetPlaceholder,
} from '../dataset'
import {
  getIdFromString,
  getImageDimensions,
  parseAssetFilename,
  parseAssetId,
  type SanityAssetIdParts,
} from '@sanity/asset-utils'

/** A document as both backends hold it: an export's, or an asset document made from its placeholder. */
export type SanityDocument = ExportedDocument

const MIME_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
}

/** URL prefix under which the site serves the bundled images (see `public/content`). */
export const LOCAL_ASSET_PREFIX = '/content'

/**
 * The asset's id and its parts from its bundled file's name, which an export writes from the id
 * (`<assetId>-<width>x<height>.<ext>` for an image, `<assetId>.<ext>` for a file).
 */
function parseBundledName(kind: string, path: string, filename: string): SanityAssetIdParts & {_id: string} {
  try {
    const parts = parseAssetFilename(filename)
    if (parts.type === kind) return {...parts, _id: getIdFromString(filename)}
  } catch {
    // Not an asset's name at all: reported below, with the form expected.
  }
  throw new Error(
    kind === 'image'
      ? `Image asset file name must be <sha1>-<width>x<height>.<ext>: ${path}`
      : `File asset name must be <sha1>.<ext>: ${path}`,
  )
}

function assetDocument(kind: string, folder: string, filename: string): SanityDocument {
  const path = `${folder}/${filename}`
  const asset = parseBundledName(kind, path, filename)
  const common = {
    _id: asset._id,
    assetId: asset.assetId,
    sha1hash: asset.assetId,
    extension: asset.extension,
    mimeType: MIME_TYPES[asset.extension] ?? 'application/octet-stream',
    originalFilename: filename,
    path,
  }
  if (asset.type === 'image') {
    return {
      ...common,
      _type: 'sanity.imageAsset',
      url: `${LOCAL_ASSET_PREFIX}/${path}`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {_type: 'sanity.imageDimensions', ...getImageDimensions(asset._id)},
      },
    }
  }
  // Files (white papers, replays) are sent by e-mail, never served publicly: no url.
  return {...common, _type: 'sanity.fileAsset'}
}

export function fromExport(exported: Iterable<SanityDocument>): SanityDocument[] {
  const assets = new Map<string, SanityDocument>()

  const assetOf = (value: string): SanityDocument => {
    const placeholder = parseAssetPlaceholder(value)
    if (!placeholder) throw new Error(`Unsupported asset placeholder: ${value}`)
    const {kind, folder, filename} = placeholder
    const asset = assets.get(value) ?? assetDocument(kind, folder, filename)
    assets.set(value, asset)
    return asset
  }

  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (value === null || typeof value !== 'object') return value
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) {
      if (key !== '_sanityAsset') out[key] = visit(child)
      // In the placeholder's place, so that `toExport` gives back the very line it was read from.
      else if (typeof child === 'string') out.asset = {_type: 'reference', _ref: assetOf(child)._id}
    }
    return out
  }

  // Drafts included, as the Content Lake holds them: the perspective a read asks for decides what it sees. One
  // document at a time, so that an export read lazily (`ndjsonDocuments`) is never held twice.
  const documents: SanityDocument[] = []
  for (const doc of exported) documents.push(visit(doc) as SanityDocument)
  return [...documents, ...assets.values()]
}

const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset'])

/** The file an export keeps the asset of this id in. */
export const exportedAssetFile = (assetId: string): AssetPlaceholder => exportedAsset(parseAssetId(assetId))

/**
 * The inverse of `fromExport`, as Sanity's exporter writes a dataset: a reference to an asset document becomes the
 * `_sanityAsset` placeholder naming its file (in the reference's place), asset documents go, the rest is kept as is.
 */
export function toExport(documents: readonly SanityDocument[]): SanityDocument[] {
  const placeholders = new Map(
    documents
      .filter((doc) => ASSET_TYPES.has(doc._type))
      .map((doc) => [doc._id, formatAssetPlaceholder(exportedAssetFile(doc._id))]),
  )

  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (value === null || typeof value !== 'object') return value
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) {
      const ref = key === 'asset' ? (child as {_ref?: unknown} | null)?._ref : undefined
      const placeholder = typeof ref === 'string' ? placeholders.get(ref) : undefined
      if (placeholder) out._sanityAsset = placeholder
      else out[key] = visit(child)
    }
    return out
  }

  return documents.filter((doc) => !ASSET_TYPES.has(doc._type)).map((doc) => visit(doc) as SanityDocument)
}
