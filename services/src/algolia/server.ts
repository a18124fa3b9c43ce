import {createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse} from 'node:http'

import {AlgoliaError, MESSAGES} from './errors'
import {authenticate, type Credentials, type KeyRole} from './keys'
import {createSearch} from './search'
import type {Store} from './store'

export interface RecordedRequest {
  method: string
  /** The path and query string, as received. */
  url: string
  headers: IncomingHttpHeaders
  /** The body parsed as JSON (the clients send JSON as text/plain), or its text when it is not JSON. */
  body: unknown
  status: number
  /** The key's role, once the credentials were accepted. */
  role?: KeyRole
  /** The answer's body. */
  response: unknown
}

/** Far above what a batch of 1,000 records of 10 KB takes. */
const MAX_BODY_BYTES = 16 * 1024 * 1024

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-max-age': '86400',
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new AlgoliaError(413, MESSAGES.bodyTooLarge)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

interface Answer {
  status: number
  body: unknown
}

type Route = (match: string[], context: {body: unknown; query: URLSearchParams}) => Answer | Promise<Answer>

const ok = (body: unknown, status = 200): Answer => ({status, body})

/** One path segment: an index name or an objectID, URL-encoded by the clients. */
const SEGMENT = '([^/]+)'

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new AlgoliaError(400, `Invalid path segment: ${segment}`)
  }
}

export function createAlgoliaServer({
  store,
  credentials,
  record,
}: {
  store: Store
  credentials: Credentials
  record: (request: RecordedRequest) => void
}): Server {
  const search = createSearch(store)
  const json = (body: unknown) => {
    if (typeof body === 'string') throw new AlgoliaError(400, MESSAGES.json)
    return body
  }

  /** Method, path pattern, the key role it needs, and the answer. Listed before the generic object routes. */
  const routes: [string, RegExp, KeyRole, Route][] = [
    ['POST', /^\/1\/indexes\/\*\/queries$/, 'search', async (_, {body}) => ok(await search.multi(json(body)))],
    [
      'POST',
      new RegExp(`^/1/indexes/${SEGMENT}/query$`),
      'search',
      async ([name], {body}) => ok(await search.single(name!, json(body))),
    ],
    // Synonyms need the editSettings and settings ACLs, which a search-only key lacks.
    [
      'POST',
      new RegExp(`^/1/indexes/${SEGMENT}/synonyms/batch$`),
      'admin',
      ([name], {body, query}) =>
        ok(store.saveSynonyms(name!, json(body), {replaceExisting: query.get('replaceExistingSynonyms') === 'true'})),
    ],
    ['POST', new RegExp(`^/1/indexes/${SEGMENT}/synonyms/clear$`), 'admin', ([name]) => ok(store.clearSynonyms(name!))],
    [
      'POST',
      new RegExp(`^/1/indexes/${SEGMENT}/synonyms/search$`),
      'admin',
      ([name], {body}) => ok(store.searchSynonyms(name!, json(body))),
    ],
    [
      'GET',
      new RegExp(`^/1/indexes/${SEGMENT}/synonyms/${SEGMENT}$`),
      'admin',
      ([name, objectID]) => ok(store.getSynonym(name!, objectID!)),
    ],
    [
      'PUT',
      new RegExp(`^/1/indexes/${SEGMENT}/synonyms/${SEGMENT}$`),
      'admin',
      ([name, objectID], {body}) => ok(store.saveSynonym(name!, objectID!, json(body))),
    ],
    [
      'DELETE',
      new RegExp(`^/1/indexes/${SEGMENT}/synonyms/${SEGMENT}$`),
      'admin',
      ([name, objectID]) => ok(store.deleteSynonym(name!, objectID!)),
    ],
    [
      'POST',
      new RegExp(`^/1/indexes/${SEGMENT}/batch$`),
      'admin',
      ([name], {body}) => ok(store.batch(name!, (json(body) as {requests?: unknown})?.requests)),
    ],
    [
      'POST',
      new RegExp(`^/1/indexes/${SEGMENT}/operation$`),
      'admin',
      ([name], {body}) => ok(store.operation(name!, json(body))),
    ],
    ['GET', new RegExp(`^/1/indexes/${SEGMENT}/settings$`), 'admin', ([name]) => ok(store.getSettings(name!))],
    [
      'PUT',
      new RegExp(`^/1/indexes/${SEGMENT}/settings$`),
      'admin',
      ([name], {body}) => ok(store.setSettings(name!, json(body))),
    ],
    ['GET', new RegExp(`^/1/indexes/${SEGMENT}/task/(\\d+)$`), 'admin', ([, taskID]) => task(Number(taskID))],
    ['GET', /^\/1\/task\/(\d+)$/, 'admin', ([taskID]) => task(Number(taskID))],
    [
      'POST',
      new RegExp(`^/1/indexes/${SEGMENT}$`),
      'admin',
      ([name], {body}) => ok(store.saveObject(name!, json(body)), 201),
    ],
    ['DELETE', new RegExp(`^/1/indexes/${SEGMENT}$`), 'admin', ([name]) => ok(store.deleteIndex(name!))],
    [
      'GET',
      new RegExp(`^/1/indexes/${SEGMENT}/${SEGMENT}$`),
      'search',
      ([name, objectID]) => ok(store.getObject(name!, objectID!)),
    ],
    [
      'PUT',
      new RegExp(`^/1/indexes/${SEGMENT}/${SEGMENT}$`),
      'admin',
      ([name, objectID], {body}) => ok(store.putObject(name!, objectID!, json(body))),
    ],
    [
      'DELETE',
      new RegExp(`^/1/indexes/${SEGMENT}/${SEGMENT}$`),
      'admin',
      ([name, objectID]) => ok(store.deleteObject(name!, objectID!)),
    ],
  ]

  function task(taskID: number): Answer {
    if (!store.hasTask(taskID)) throw new AlgoliaError(404, MESSAGES.taskNotFound)
    return ok({status: 'published', pendingTask: false})
  }

  async function answer(request: IncomingMessage, recorded: RecordedRequest): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const raw = await readBody(request)
    recorded.body = parseJson(raw.toString('utf8'))
    // Algolia checks the credentials before anything else.
    const role = authenticate(request.headers, url.searchParams, credentials)
    recorded.role = role
    for (const [method, pattern, needs, route] of routes) {
      const match = pattern.exec(url.pathname)
      if (!match || method !== request.method) continue
      if (needs === 'admin' && role !== 'admin') throw new AlgoliaError(403, MESSAGES.acl)
      return route(match.slice(1).map(decodeSegment), {body: recorded.body, query: url.searchParams})
    }
    throw new AlgoliaError(404, MESSAGES.notFound)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      body: undefined,
      status: 0,
      response: undefined,
    }
    if (request.method === 'OPTIONS') {
      // The browser's preflight: Algolia allows any origin and the headers its clients send.
      const allowHeaders =
        request.headers['access-control-request-headers'] ?? 'content-type, x-algolia-application-id, x-algolia-api-key'
      recorded.status = 204
      record(recorded)
      response.writeHead(204, {...CORS, 'access-control-allow-headers': allowHeaders})
      response.end()
      return
    }
    let result: Answer
    try {
      result = await answer(request, recorded)
    } catch (error) {
      const {status, message} = error instanceof AlgoliaError ? error : {status: 500, message: (error as Error).message}
      result = {status, body: {message, status}}
    }
    Object.assign(recorded, {status: result.status, response: result.body})
    record(recorded)
    response.writeHead(result.status, {...CORS, 'content-type': 'application/json; charset=utf-8'})
    response.end(JSON.stringify(result.body))
  }

  return createServer((request, response) => void handle(request, response))
}
