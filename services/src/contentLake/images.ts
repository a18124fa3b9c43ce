import {readFile} from 'node:fs/promises'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import path from 'node:path'

import type {RecordedRequest} from './server'
import type {Revision} from './store'

/** `/images/{projectId}/{dataset}/{assetId}-{width}x{height}.{ext}`, the image CDN's path of an original. */
const IMAGE_PATH = /^\/images\/[^/]+\/([^/]+)\/([A-Za-z0-9]+)-(\d+)x(\d+)\.([a-z0-9]+)$/

export interface ImageServerOptions {
  /** The export folder the asset documents' `path` (`images/<file>`) is relative to. */
  contentDir: string
  dataset: string
  revision: () => Revision
  record: (request: RecordedRequest) => void
}

type Answer = {status: number; type: string; body: Buffer | string}

const notFound: Answer = {status: 404, type: 'application/json; charset=utf-8', body: JSON.stringify({statusCode: 404, error: 'Not Found', message: 'Not found'})}

/**
 * Serves the dataset's images as the image CDN does, whatever the project id in the path. Transformations
 * (`w`, `h`, `rect`, `fit`, `auto`…) are accepted and ignored: the original's bytes are a valid answer to any.
 */
export function createImageServer({contentDir, dataset, revision, record}: ImageServerOptions): Server {
  async function answer(request: IncomingMessage): Promise<Answer> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return {status: 405, type: 'application/json; charset=utf-8', body: JSON.stringify({statusCode: 405, error: 'Method Not Allowed', message: 'Method not allowed'})}
    }
    const route = IMAGE_PATH.exec(new URL(request.url ?? '/', 'http://localhost').pathname)
    if (!route) return notFound
    const [, requestedDataset, assetId, width, height, extension] = route as unknown as [string, string, string, string, string, string]
    if (requestedDataset !== dataset) return notFound
    // The asset document the import made from the bundled file (see the site's backends/exportFormat.ts) names it.
    const id = `image-${assetId}-${width}x${height}-${extension}`
    const asset = revision().documents.find((doc) => doc._id === id && doc._type === 'sanity.imageAsset')
    if (typeof asset?.path !== 'string') return notFound
    const body = await readFile(path.join(contentDir, asset.path))
    return {status: 200, type: String(asset.mimeType), body}
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let result: Answer
    try {
      result = await answer(request)
    } catch (error) {
      result = {status: 500, type: 'application/json; charset=utf-8', body: JSON.stringify({error: {description: (error as Error).message, type: 'internalError'}})}
    }
    record({api: 'images', method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, status: result.status})
    response.writeHead(result.status, {'content-type': result.type, 'content-length': Buffer.byteLength(result.body)})
    response.end(request.method === 'HEAD' ? undefined : result.body)
  }

  return createServer((request, response) => void handle(request, response))
}
