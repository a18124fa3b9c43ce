import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http'

import {answerActions, hasActionsApi} from './actions'
import {type Blobs, uploadedAsset} from './assets'
import type {Auth, AuthAnswer} from './auth'
import {badRequest, HttpError, paramsFromSearch, readBody} from './http'
import {parseListenRequest, type ListenHub} from './listen'
import {answerMutate, authorize, type Writer} from './mutate'
import type {Perspective} from '@parlia/schemas/lake/perspective'
import {parsePerspective} from './perspective'
import {runQuery} from './query'
import {contentSourceMap, parseResultSourceMap} from './sourceMap'
import {view, type Revision} from './store'
import {answerStudioApi, datasetSyncTag} from './studioApi'

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
  /** The mutations applied: those the mutate endpoint received, or those the actions endpoint's actions became. */
  mutations?: unknown[]
  /** Set when the request reached the actions endpoint. */
  actions?: unknown[]
}

const QUERY_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/query\/([^/]+)$/
const MUTATE_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/mutate\/([^/]+)$/
const ACTIONS_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/actions\/([^/]+)$/
const DOC_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/doc\/([^/]+)\/([^/]+)$/
const EXPORT_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/export\/([^/]+)$/
const UPLOAD_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/assets\/(images|files)\/([^/]+)$/
const LISTEN_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/listen\/([^/]+)$/

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
  /** The live host's write side: mutations, actions, uploads, exports, listeners, `GET /__inspect/requests` over `requests`. */
  writer?: Writer & {
    requests: readonly RecordedRequest[]
    /** Where uploaded assets' bytes go, for the image CDN to serve. */
    blobs: Blobs
    /** The image CDN's origin (known once it listens), which uploaded assets' `url` names. */
    imageUrl: () => string
    /** Where `GET /data/listen` streams go: the listeners every committed transaction is broadcast to. */
    listeners: ListenHub
  }
  /** The live host's sign-in and identity routes for the Studio, and the CORS headers of its every answer. */
  auth?: Auth
}

/**
 * A JSON answer, or (with `contentType`) a text body written as is, or (with `stream`) a response held open; `headers`
 * adds its own (a redirect's).
 */
type Answer = {
  status: number
  body: unknown
  contentType?: string
  headers?: AuthAnswer['headers']
  stream?: (response: ServerResponse) => void
}

const notFound = () => new HttpError(404, {statusCode: 404, error: 'Not Found', message: 'Not found'})

/**
 * A route of the API, its version first and its dataset last (or at `datasetAt`), checked against the method
 * and the dataset served.
 */
function dataRoute(
  route: RegExpExecArray,
  request: IncomingMessage,
  methods: string[],
  dataset: string,
  recorded: RecordedRequest,
  datasetAt = route.length - 1,
) {
  const apiVersion = route[1] as string
  const requestedDataset = route[datasetAt] as string
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
 * Serves `GET` and `POST /v{apiVersion}/data/query/{dataset}` (with `resultSourceMap` when asked) and `GET /v{apiVersion}/data/doc/{dataset}/{ids}`
 * over the revision the host serves, and on the live
 * host (with a `writer`) the mutations, actions, asset uploads, exports and listeners of the dataset, and
 * `GET /__inspect/requests` (every request recorded so far, as JSON, for tests running in another process).
 */
export function createQueryHandler({
  api,
  dataset,
  revision,
  record,
  writer,
  auth,
}: QueryHandlerOptions): RequestListener {
  async function answer(request: IncomingMessage, recorded: RecordedRequest): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://localhost')
    // First, so a preflight is answered before any route sees its method.
    const authAnswer = await auth?.answer(request, url)
    if (authAnswer) return authAnswer
    if (writer) {
      // The Studio's other calls (project, ACL, users, key-value store, live events, quiet answers): `studioApi.ts`.
      const studioAnswer = await answerStudioApi(request, url, {dataset, revision, writer, auth, recorded})
      if (studioAnswer) return studioAnswer
      const mutateRoute = MUTATE_PATH.exec(url.pathname)
      if (mutateRoute) {
        dataRoute(mutateRoute, request, ['POST'], dataset, recorded)
        return answerMutate(request, url, recorded, writer)
      }
      const actionsRoute = ACTIONS_PATH.exec(url.pathname)
      if (actionsRoute) {
        // Older API versions have no Actions API.
        if (!hasActionsApi(dataRoute(actionsRoute, request, ['POST'], dataset, recorded))) throw notFound()
        return answerActions(request, recorded, writer, revision)
      }
      const uploadRoute = UPLOAD_PATH.exec(url.pathname)
      if (uploadRoute) {
        dataRoute(uploadRoute, request, ['POST'], dataset, recorded)
        return answerUpload(request, url, uploadRoute[2] === 'images' ? 'image' : 'file', writer)
      }
      const exportRoute = EXPORT_PATH.exec(url.pathname)
      if (exportRoute) {
        dataRoute(exportRoute, request, ['GET'], dataset, recorded)
        return answerExport(url)
      }
      const listenRoute = LISTEN_PATH.exec(url.pathname)
      if (listenRoute) {
        const apiVersion = dataRoute(listenRoute, request, ['GET'], dataset, recorded)
        const listen = parseListenRequest(request, url, {apiVersion, dataset, writer})
        Object.assign(recorded, {query: listen.query, params: listen.params})
        return {status: 200, body: null, stream: (response) => writer.listeners.serve(listen, response)}
      }
    }
    const docRoute = DOC_PATH.exec(url.pathname)
    if (docRoute) {
      // The documents' ids come after the dataset.
      dataRoute(docRoute, request, ['GET'], dataset, recorded, 2)
      return answerDocuments(decodeURIComponent(docRoute[3] as string).split(','))
    }
    const route = QUERY_PATH.exec(url.pathname)
    if (!route) throw notFound()
    return answerQuery(request, url, dataRoute(route, request, ['GET', 'POST'], dataset, recorded), recorded)
  }

  /** `POST /v{apiVersion}/assets/{images|files}/{dataset}`: answers `{document}`, the asset document it made or found. */
  async function answerUpload(
    request: IncomingMessage,
    url: URL,
    kind: 'image' | 'file',
    writer: NonNullable<QueryHandlerOptions['writer']>,
  ): Promise<Answer> {
    authorize(request, writer)
    const projectId = String(request.headers['x-sanity-project-id'] ?? 'local')
    const {document, bytes} = await uploadedAsset(request, url, {kind, projectId, dataset, cdnUrl: writer.imageUrl()})
    writer.blobs.set(document._id, bytes)
    // The same bytes uploaded again name the asset that exists: Sanity answers it unchanged.
    const [result] = writer.mutate([{createIfNotExists: document}]).results
    return {status: 200, body: {document: result?.document}}
  }

  /** `GET /v{apiVersion}/data/doc/{dataset}/{id,id…}` (`client.getDocument(s)`): the documents by id, as stored. */
  function answerDocuments(ids: string[]): Answer {
    const byId = new Map(revision().documents.map((doc) => [doc._id, doc]))
    return {
      status: 200,
      body: {
        documents: ids.flatMap((id) => byId.get(id) ?? []),
        omitted: ids.filter((id) => !byId.has(id)).map((id) => ({id, reason: 'existence'})),
      },
    }
  }

  /** `GET /v{apiVersion}/data/export/{dataset}` (`types=a,b` to filter): every document, drafts included, as NDJSON. */
  function answerExport(url: URL): Answer {
    const types = url.searchParams.get('types')?.split(',').filter(Boolean)
    const documents = revision().documents.filter((doc) => !types || types.includes(doc._type))
    return {
      status: 200,
      contentType: 'application/x-ndjson',
      body: documents.map((doc) => `${JSON.stringify(doc)}\n`).join(''),
    }
  }

  async function answerQuery(
    request: IncomingMessage,
    url: URL,
    apiVersion: string,
    recorded: RecordedRequest,
  ): Promise<Answer> {
    const started = performance.now()
    const {query, params} =
      request.method === 'GET'
        ? {query: url.searchParams.get('query'), params: paramsFromSearch(url.searchParams)}
        : await queryFromBody(request)
    if (typeof query !== 'string' || !query) throw badRequest('Missing query')
    if (params === null || typeof params !== 'object' || Array.isArray(params))
      throw badRequest('Parameters must be an object')
    const perspective = parsePerspective(url.searchParams.get('perspective'), apiVersion)
    Object.assign(recorded, {query, params, perspective: perspective ?? undefined})
    if (!perspective) throw badRequest(`Unsupported perspective: ${url.searchParams.get('perspective')}`)
    const sourceMap = parseResultSourceMap(url.searchParams.get('resultSourceMap'))

    const projectId = String(request.headers['x-sanity-project-id'] ?? 'local')
    const documents = view(revision(), perspective)
    const outcome = await runQuery(query, params as Record<string, unknown>, documents, {projectId, dataset})
    if (!outcome.ok) return {status: 400, body: outcome.body}
    // Beside the result, as the Content Lake answers: mapped over the documents of the request's perspective.
    const answered = sourceMap
      ? {result: outcome.result, resultSourceMap: contentSourceMap(outcome.result, documents, sourceMap)}
      : {result: outcome.result}
    const ms = Math.round(performance.now() - started)
    const returnQuery = url.searchParams.get('returnQuery') !== 'false'
    // The tag the live events' messages name (studioApi.ts), so a loader that follows them refetches this result.
    const tagged = {...answered, syncTags: [datasetSyncTag(dataset)], ms}
    return {status: 200, body: returnQuery ? {query, ...tagged} : tagged}
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    // On every answer, errors included, or the Studio's browser keeps the answer from it.
    const cors = auth?.corsHeaders(request, new URL(request.url ?? '/', 'http://localhost')) ?? {}
    // The inspection is the tests' own request: it is answered, not recorded.
    if (writer && request.method === 'GET' && request.url === '/__inspect/requests') {
      response.writeHead(200, {...cors, 'content-type': 'application/json; charset=utf-8'})
      response.end(JSON.stringify({requests: writer.requests}))
      return
    }
    const recorded: RecordedRequest = {
      api,
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      status: 0,
    }
    let result: Answer
    try {
      result = await answer(request, recorded)
    } catch (error) {
      if (error instanceof HttpError) result = {status: error.status, body: error.body}
      else result = {status: 500, body: {error: {description: (error as Error).message, type: 'internalError'}}}
    }
    recorded.status = result.status
    record(recorded)
    if (result.stream) {
      // The stream writes its own head: the CORS headers go in first, for a Studio's cross-origin EventSource.
      for (const [name, value] of Object.entries(cors)) if (value !== undefined) response.setHeader(name, value)
      return result.stream(response)
    }
    response.writeHead(result.status, {
      ...cors,
      ...result.headers,
      'content-type': result.contentType ?? 'application/json; charset=utf-8',
    })
    response.end(result.contentType ? String(result.body) : JSON.stringify(result.body))
  }

  return (request, response) => void handle(request, response)
}

/** A host of the API: the live one (with a `writer`) or the API CDN. */
export const createQueryServer = (options: QueryHandlerOptions): Server => createServer(createQueryHandler(options))
