import {createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse} from 'node:http'

import {parsePerspective, type Perspective} from './perspective'
import {runQuery} from './query'
import {view, type Revision} from './store'

/** Which host a request reached: the live API, the API CDN or the image CDN. */
export type Api = 'live' | 'cdn' | 'images'

export interface RecordedRequest {
  api: Api
  method: string
  /** The path and query string, as received. */
  url: string
  headers: IncomingHttpHeaders
  status: number
  /** Set when the request reached the query endpoint. */
  apiVersion?: string
  dataset?: string
  query?: string
  params?: Record<string, unknown>
  perspective?: Perspective
}

const QUERY_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/query\/([^/]+)$/
/** Above this a POSTed query is refused, as the Content Lake refuses very large bodies. */
const MAX_BODY_BYTES = 1024 * 1024

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`)
  }
}

const badRequest = (description: string) => new HttpError(400, {error: {description, type: 'httpBadRequest'}})

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, {error: {description: 'Request body too large', type: 'httpBadRequest'}})
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** A GET names each parameter `$name` with a JSON value. */
function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${value}". Please quote string values.`)
    }
  }
  return params
}

async function queryFromBody(request: IncomingMessage): Promise<{query: unknown; params: unknown}> {
  const text = await readBody(request)
  try {
    const body = JSON.parse(text) as unknown
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object')
    const {query, params} = body as Record<string, unknown>
    return {query, params: params ?? {}}
  } catch {
    throw badRequest('Request body must be a JSON object with a query')
  }
}

export interface QueryHandlerOptions {
  api: Api
  dataset: string
  revision: () => Revision
  record: (request: RecordedRequest) => void
}

/** Serves `GET` and `POST /v{apiVersion}/data/query/{dataset}` over the revision the host serves. */
export function createQueryServer({api, dataset, revision, record}: QueryHandlerOptions): Server {
  async function answer(request: IncomingMessage, recorded: RecordedRequest): Promise<{status: number; body: unknown}> {
    const started = performance.now()
    const url = new URL(request.url ?? '/', 'http://localhost')
    const route = QUERY_PATH.exec(url.pathname)
    if (!route) throw new HttpError(404, {statusCode: 404, error: 'Not Found', message: 'Not found'})
    const [, apiVersion, requestedDataset] = route as unknown as [string, string, string]
    Object.assign(recorded, {apiVersion, dataset: requestedDataset})
    if (request.method !== 'GET' && request.method !== 'POST') {
      throw new HttpError(405, {statusCode: 405, error: 'Method Not Allowed', message: 'Method not allowed'})
    }
    if (requestedDataset !== dataset) {
      throw new HttpError(404, {statusCode: 404, error: 'Not Found', message: `Dataset "${requestedDataset}" not found`})
    }
    const {query, params} =
      request.method === 'GET'
        ? {query: url.searchParams.get('query'), params: paramsFromSearch(url.searchParams)}
        : await queryFromBody(request)
    if (typeof query !== 'string' || !query) throw badRequest('Missing query')
    if (params === null || typeof params !== 'object' || Array.isArray(params)) throw badRequest('Parameters must be an object')
    const perspective = parsePerspective(url.searchParams.get('perspective'), apiVersion)
    Object.assign(recorded, {query, params, perspective: perspective ?? undefined})
    if (!perspective) throw badRequest(`Unsupported perspective: ${url.searchParams.get('perspective')}`)

    const projectId = String(request.headers['x-sanity-project-id'] ?? 'local')
    const documents = view(revision(), perspective)
    const outcome = await runQuery(query, params as Record<string, unknown>, documents, {projectId, dataset})
    if (!outcome.ok) return {status: 400, body: outcome.body}
    const ms = Math.round(performance.now() - started)
    const returnQuery = url.searchParams.get('returnQuery') !== 'false'
    return {status: 200, body: returnQuery ? {query, result: outcome.result, ms} : {result: outcome.result, ms}}
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const recorded: RecordedRequest = {api, method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, status: 0}
    let status: number
    let body: unknown
    try {
      ;({status, body} = await answer(request, recorded))
    } catch (error) {
      if (error instanceof HttpError) ({status, body} = error)
      else ({status, body} = {status: 500, body: {error: {description: (error as Error).message, type: 'internalError'}}})
    }
    recorded.status = status
    record(recorded)
    response.writeHead(status, {'content-type': 'application/json; charset=utf-8'})
    response.end(JSON.stringify(body))
  }

  return createServer((request, response) => void handle(request, response))
}
