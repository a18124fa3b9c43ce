import {createHash} from 'node:crypto'
import {readFile} from 'node:fs/promises'
import type {IncomingMessage, RequestListener, ServerResponse} from 'node:http'
import path from 'node:path'

import type {Blobs} from './assets'
import type {RecordedRequest} from './server'
import type {Revision} from './store'
import {transform, TransformError} from './transform'

/** `/images/{projectId}/{dataset}/{assetId}-{width}x{height}.{ext}`, the image CDN's path of an original. */
const IMAGE_PATH = /^\/images\/[^/]+\/([^/]+)\/([A-Za-z0-9]+)-(\d+)x(\d+)\.([a-z0-9]+)$/
/** `/files/{projectId}/{dataset}/{assetId}.{ext}`, the CDN's path of a file. */
const FILE_PATH = /^\/files\/[^/]+\/([^/]+)\/([A-Za-z0-9]+)\.([a-z0-9]+)$/

export interface ImageServerOptions {
  /** The export folder the bundled asset documents' `path` (`images/<file>`) is relative to. */
  contentDir: string
  dataset: string
  revision: () => Revision
  /** The bytes of the assets uploaded through the API. */
  blobs: Blobs
  record: (request: RecordedRequest) => void
}

/** The asset document a CDN path names, with the dataset it asks for. */
function assetIdOf(pathname: string): {dataset: string; id: string} | null {
  const image = IMAGE_PATH.exec(pathname)
  if (image) {
    const [, dataset, assetId, width, height, extension] = image as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ]
    return {dataset, id: `image-${assetId}-${width}x${height}-${extension}`}
  }
  const file = FILE_PATH.exec(pathname)
  if (file) {
    const [, dataset, assetId, extension] = file as unknown as [string, string, string, string]
    return {dataset, id: `file-${assetId}-${extension}`}
  }
  return null
}

type Answer = {status: number; type: string; body: Buffer | string; headers?: Record<string, string>}

const notFound: Answer = {
  status: 404,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify({statusCode: 404, error: 'Not Found', message: 'Not found'}),
}

/**
 * `dl` asks for a download (Sanity's parameter: browsers ignore `download` on a link to another origin): the
 * file's name, or the original's when empty.
 */
function disposition(params: URLSearchParams, original: string): Record<string, string> {
  const name = params.get('dl')
  if (name === null) return {}
  return {'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name || original)}`}
}

/**
 * Serves the dataset's images and files as Sanity's CDN does, whatever the project id in the path: images
 * transformed as their URL asks (transform.ts), `dl` for downloads.
 */
export function createImageHandler({
  contentDir,
  dataset,
  revision,
  blobs,
  record,
}: ImageServerOptions): RequestListener {
  async function answer(request: IncomingMessage): Promise<Answer> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return {
        status: 405,
        type: 'application/json; charset=utf-8',
        body: JSON.stringify({statusCode: 405, error: 'Method Not Allowed', message: 'Method not allowed'}),
      }
    }
    const url = new URL(request.url ?? '/', 'http://localhost')
    const route = assetIdOf(url.pathname)
    if (!route || route.dataset !== dataset) return notFound
    // An uploaded asset's bytes, or the bundled file its document names (see the site's backends/exportFormat.ts).
    const asset = revision().documents.find(
      (doc) => doc._id === route.id && /^sanity\.(image|file)Asset$/.test(doc._type),
    )
    if (typeof asset?.path !== 'string') return notFound
    const body = blobs.get(asset._id) ?? (await readFile(path.join(contentDir, asset.path)))
    const headers = disposition(url.searchParams, path.basename(url.pathname))
    if (route.id.startsWith('file-')) return {status: 200, type: String(asset.mimeType), body, headers}
    try {
      const transformed = await transform(body, String(asset.mimeType), url.searchParams)
      return {status: 200, type: transformed?.type ?? String(asset.mimeType), body: transformed?.body ?? body, headers}
    } catch (error) {
      if (!(error instanceof TransformError)) throw error
      return {
        status: 400,
        type: 'application/json; charset=utf-8',
        body: JSON.stringify({statusCode: 400, error: 'Bad Request', message: error.message}),
      }
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let result: Answer
    try {
      result = await answer(request)
    } catch (error) {
      result = {
        status: 500,
        type: 'application/json; charset=utf-8',
        body: JSON.stringify({error: {description: (error as Error).message, type: 'internalError'}}),
      }
    }
    record({
      api: 'images',
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      status: result.status,
    })
    // Sanity's CDN names the original's SHA-1, which `@sanity/export` checks a download against.
    const sha1 = result.status === 200 ? {'x-sanity-sha1': createHash('sha1').update(result.body).digest('hex')} : {}
    response.writeHead(result.status, {
      'content-type': result.type,
      'content-length': Buffer.byteLength(result.body),
      ...sha1,
      ...result.headers,
    })
    response.end(request.method === 'HEAD' ? undefined : result.body)
  }

  return (request, response) => void handle(request, response)
}
