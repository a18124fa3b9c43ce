/**
 * Turns documents of a Sanity export (`data.ndjson`) into what the Content Lake
 * holds after an import: `_sanityAsset` placeholders become asset references, and
 * the referenced `sanity.imageAsset` / `sanity.fileAsset` documents exist, so the
 * same GROQ (`asset->url`, `asset._ref`) works on both backends.
 */

import {type ExportedDocument, parseAssetPlaceholder} from '../dataset'
import {getIdFromString, getImageDimensions, parseAssetFilename, type SanityAssetIdParts} from '@sanity/asset-utils'

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

export function fromExport(exported: SanityDocument[]): SanityDocument[] {
  const assets = new Map<string, SanityDocument>()

  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (value === null || typeof value !== 'object') return value
    const {_sanityAsset, ...rest} = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(rest)) out[key] = visit(child)
    if (typeof _sanityAsset === 'string') {
      const placeholder = parseAssetPlaceholder(_sanityAsset)
      if (!placeholder) throw new Error(`Unsupported asset placeholder: ${_sanityAsset}`)
      const {kind, folder, filename} = placeholder
      const asset = assets.get(_sanityAsset) ?? assetDocument(kind, folder, filename)
      assets.set(_sanityAsset, asset)
      out.asset = {_type: 'reference', _ref: asset._id}
    }
    return out
  }

  // Drafts included, as the Content Lake holds them: the perspective a read asks for decides what it sees.
  const documents = exported.map((doc) => visit(doc) as SanityDocument)
  return [...documents, ...assets.values()]
}
