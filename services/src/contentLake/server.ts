import {createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse} from 'node:http'

import {badRequest, HttpError, readBody} from './http'
import {answerMutate, type Writer} from './mutate'
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
  /** Set when the request reached the mutate endpoint. */
  mutations?: unknown[]
}

const QUERY_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/query\/([^/]+)$/
const MUTATE_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/mutate\/([^/]+)$/
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
  /** The live host's write side: the mutate endpoint, and `GET /__inspect/requests` over `requests`. */
  writer?: Writer & {requests: readonly RecordedRequest[]}
}

type Answer = {status: number; body: unknown}

const notFound = () => new HttpError(404, {statusCode: 404, error: 'Not Found', message: 'Not found'})

/** A route of the data API: its version and dataset, checked against the method and the dataset served. */
function dataRoute(route: RegExpExecArray, request: IncomingMessage, methods: string[], dataset: string, recorded: RecordedRequest) {
  const [, apiVersion, requestedDataset] = route as unknown as [string, string, string]
  Object.assign(recorded, {apiVersion, dataset: requestedDataset})
  if (!methods.includes(request.method ?? 'GET')) {
    throw new HttpError(405, {statusCode: 405, error: 'Method Not Allowed', message: 'Method not allowed'})
  }
  if (requestedDataset !== dataset) {
    throw new HttpError(404, {statusCode: 404, error: 'Not Found', message: `Dataset "${requestedDataset}" not found`})
  }
  return apiVersion
}

/**
 * Serves `GET` and `POST /v{apiVersion}/data/query/{dataset}` over the revision the host serves, and on the live
 * host (with a `writer`) `POST /v{apiVersion}/data/mutate/{dataset}` and `GET /__inspect/requests` (every request
 * recorded so far, as JSON, for tests running in another process).
 */
export function createQueryServer({api, dataset, revision, record, writer}: QueryHandlerOptions): Server {
  async function answer(request: IncomingMessage, recorded: RecordedRequest): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const mutateRoute = writer && MUTATE_PATH.exec(url.pathname)
    if (mutateRoute) {
      dataRoute(mutateRoute, request, ['POST'], dataset, recorded)
      return answerMutate(request, url, recorded, writer)
    }
    const route = QUERY_PATH.exec(url.pathname)
    if (!route) throw notFound()
    return answerQuery(request, url, dataRoute(route, request, ['GET', 'POST'], dataset, recorded), recorded)
  }

  async function answerQuery(request: IncomingMessage, url: URL, apiVersion: string, recorded: RecordedRequest): Promise<Answer> {
    const started = performance.now()
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
    // The inspection is the tests' own request: it is answered, not recorded.
    if (writer && request.method === 'GET' && request.url === '/__inspect/requests') {
      response.writeHead(200, {'content-type': 'application/json; charset=utf-8'})
      response.end(JSON.stringify({requests: writer.requests}))
      return
    }
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
