import {createHash, randomUUID} from 'node:crypto'
import type {IncomingMessage} from 'node:http'

import sharp from 'sharp'

import type {SanityDocument} from './dataset'
import {badRequest, readBytes} from './http'

/** The bytes of the assets uploaded through the API, by asset id (the bundled ones stay on disk). */
export type Blobs = Map<string, Buffer>

/** Sanity takes assets far larger than the bodies of the data API. */
const MAX_ASSET_BYTES = 64 * 1024 * 1024

/** The image formats the Content Lake accepts, as sharp names them, with Sanity's extension and type. */
const IMAGE_FORMATS: Record<string, {extension: string; mimeType: string}> = {
  png: {extension: 'png', mimeType: 'image/png'},
  jpeg: {extension: 'jpg', mimeType: 'image/jpeg'},
  svg: {extension: 'svg', mimeType: 'image/svg+xml'},
  webp: {extension: 'webp', mimeType: 'image/webp'},
  gif: {extension: 'gif', mimeType: 'image/gif'},
  tiff: {extension: 'tiff', mimeType: 'image/tiff'},
  avif: {extension: 'avif', mimeType: 'image/avif'},
}

const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
}

export interface UploadContext {
  kind: 'image' | 'file'
  projectId: string
  dataset: string
  /** The image CDN's origin, which the asset document's `url` names. */
  cdnUrl: string
}

async function imageAsset(
  bytes: Buffer,
  sha1: string,
  {projectId, dataset, cdnUrl}: UploadContext,
): Promise<Record<string, unknown>> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null)
  const format = metadata?.format && IMAGE_FORMATS[metadata.format]
  if (!metadata || !format || !metadata.width || !metadata.height)
    throw badRequest('Invalid image, could not read metadata')
  const {width, height} = metadata
  const path = `images/${projectId}/${dataset}/${sha1}-${width}x${height}.${format.extension}`
  return {
    _id: `image-${sha1}-${width}x${height}-${format.extension}`,
    _type: 'sanity.imageAsset',
    extension: format.extension,
    mimeType: format.mimeType,
    path,
    url: `${cdnUrl}/${path}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {_type: 'sanity.imageDimensions', width, height, aspectRatio: width / height},
      hasAlpha: metadata.hasAlpha,
      isOpaque: !metadata.hasAlpha,
    },
  }
}

function fileAsset(
  sha1: string,
  filename: string | null,
  contentType: string | undefined,
  {projectId, dataset, cdnUrl}: UploadContext,
) {
  const extension = /\.([a-z0-9]+)$/i.exec(filename ?? '')?.[1]?.toLowerCase() ?? 'bin'
  const path = `files/${projectId}/${dataset}/${sha1}.${extension}`
  return {
    _id: `file-${sha1}-${extension}`,
    _type: 'sanity.fileAsset',
    extension,
    mimeType: FILE_TYPES[extension] ?? contentType ?? 'application/octet-stream',
    path,
    url: `${cdnUrl}/${path}`,
  }
}

/**
 * The asset document an upload (`POST /v{apiVersion}/assets/{images|files}/{dataset}`, the bytes as the body,
 * `filename` in the query) makes, as the Content Lake makes it: the id from the content's SHA-1 (and an image's
 * dimensions and format, read from its bytes), so uploading the same bytes again names the same asset.
 */
export async function uploadedAsset(
  request: IncomingMessage,
  url: URL,
  context: UploadContext,
): Promise<{document: SanityDocument; bytes: Buffer}> {
  const bytes = await readBytes(request, MAX_ASSET_BYTES)
  if (bytes.length === 0) throw badRequest('Empty upload')
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const filename = url.searchParams.get('filename')
  const contentType = request.headers['content-type']
  const specific =
    context.kind === 'image' ? await imageAsset(bytes, sha1, context) : fileAsset(sha1, filename, contentType, context)
  const document = {
    ...specific,
    assetId: sha1,
    sha1hash: sha1,
    size: bytes.length,
    uploadId: randomUUID(),
    ...(filename && {originalFilename: filename}),
  } as SanityDocument
  return {document, bytes}
}
