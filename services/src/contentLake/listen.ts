import {randomBytes} from 'node:crypto'
import type {IncomingMessage, ServerResponse} from 'node:http'

import {evaluate, type ExprNode} from 'groq-js'

import {LOCAL_EDITOR} from './auth'
import type {SanityDocument} from './dataset'
import {mendozaEffects} from './effects'
import {badRequest, flag, paramsFromSearch} from './http'
import {authorize, type Writer} from './mutate'
import {publishedByDefault} from './perspective'
import {compileQuery, type QueryParseError} from './query'
import type {Commit, DocumentChange, Store} from './store'

/** Sanity's listeners go quiet for long stretches: a keep-alive comment this often stops proxies cutting them. */
const DEFAULT_HEARTBEAT_MS = 15_000

/** Who the events say made each change: the lake has one writer, its write token, the Studio's local editor. */
const IDENTITY = LOCAL_EDITOR.id

/** A listen request, checked. */
export interface ListenRequest {
  query: string
  params: Record<string, unknown>
  /** The filter, or the refusal the stream answers with a `channelError` event, as Sanity does. */
  filter: {ok: true; tree: ExprNode} | {ok: false; body: QueryParseError}
  projectId: string
  dataset: string
  /** Whether it carried the write token: without one, documents in a path (`drafts.…`) are not visible. */
  authenticated: boolean
  /** Whether drafts and versions are left out: API versions from 2025-02-19 unless `includeAllVersions=true`. */
  publishedOnly: boolean
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  effects: boolean
}

const VISIBILITIES = ['transaction', 'query']

/**
 * Checks `GET /v{apiVersion}/data/listen/{dataset}` as the Content Lake does: the write token if any (401 for
 * another), a `query` and its `$parameters`, the options `@sanity/client` sends. Bad input throws a 400; a query
 * that does not parse is answered on the stream instead (see `ListenRequest.filter`).
 */
export function parseListenRequest(
  request: IncomingMessage,
  url: URL,
  {apiVersion, dataset, writer}: {apiVersion: string; dataset: string; writer: Writer},
): ListenRequest {
  const authenticated = request.headers.authorization !== undefined
  if (authenticated) authorize(request, writer)
  const search = url.searchParams
  const query = search.get('query')
  if (!query) throw badRequest('Missing query')
  const params = paramsFromSearch(search)
  const visibility = search.get('visibility')
  if (visibility !== null && !VISIBILITIES.includes(visibility))
    throw badRequest(`Invalid visibility: ${visibility} (transaction or query)`)
  const effectFormat = search.get('effectFormat')
  if (effectFormat !== null && effectFormat !== 'mendoza')
    throw badRequest(`Invalid effectFormat: ${effectFormat} (only mendoza)`)
  // Resuming needs the events a listener missed: the lake keeps none, so a reconnection is welcomed afresh,
  // which the client treats as a reset (Sanity does the same when it cannot resume).
  flag(search, 'enableResume')
  return {
    query,
    params,
    filter: compileQuery(query, params),
    projectId: String(request.headers['x-sanity-project-id'] ?? 'local'),
    dataset,
    authenticated,
    publishedOnly: publishedByDefault(apiVersion) && !flag(search, 'includeAllVersions'),
    includeResult: flag(search, 'includeResult', true),
    includePreviousRevision: flag(search, 'includePreviousRevision'),
    includeMutations: flag(search, 'includeMutations', true),
    effects: effectFormat === 'mendoza',
  }
}

/**
 * One server-sent event. Written by hand: no SSE encoder is installed, and with `data` one line of JSON (which
 * escapes line breaks) an event is these three lines.
 */
export const sse = (event: string, data: unknown, id?: string) =>
  `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`

/** Sanity's keep-alive: a line holding one colon, a comment every client ignores. */
const HEARTBEAT = ':\n\n'

const SSE_HEAD = {'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache'}

function visible(request: ListenRequest, id: string): boolean {
  // An id with a dot is in a path (`drafts.`, `versions.`): Sanity shows those only to a token that may read them.
  if (id.includes('.') && !request.authenticated) return false
  return !(request.publishedOnly && (id.startsWith('drafts.') || id.startsWith('versions.')))
}

/** Whether the listener's filter selects the document (Sanity evaluates it against each document alone). */
async function matches(request: ListenRequest, doc: SanityDocument | undefined): Promise<boolean> {
  if (!doc || !visible(request, doc._id) || !request.filter.ok) return false
  try {
    const {params, projectId, dataset} = request
    const value = await evaluate(request.filter.tree, {dataset: [doc], params, sanity: {projectId, dataset}})
    const result: unknown = await value.get()
    return Array.isArray(result) ? result.length > 0 : result !== null && result !== false
  } catch {
    // A filter that fails on this document does not select it.
    return false
  }
}

/** A `create` the lake named (no `_id`, or a prefix) is sent with its id, so replaying the mutations rebuilds it. */
function named(mutation: unknown, id: string): unknown {
  const create = (mutation as {create?: Record<string, unknown>}).create
  return create && create._id !== id ? {create: {...create, _id: id}} : mutation
}

/** The `mutation` events a commit gives a listener: one per document it selected before or after. */
async function eventsFor(request: ListenRequest, commit: Commit): Promise<string[]> {
  const selected: {change: DocumentChange; transition: 'appear' | 'update' | 'disappear'}[] = []
  for (const change of commit.changes) {
    const [was, is] = [await matches(request, change.before), await matches(request, change.after)]
    if (was || is) selected.push({change, transition: was && is ? 'update' : is ? 'appear' : 'disappear'})
  }
  const {transactionId, timestamp} = commit
  return selected.map(({change: {id, before, after, mutations}, transition}, index) => {
    const eventId = `${transactionId}#${id}`
    const event = {
      eventId,
      documentId: id,
      transactionId,
      transition,
      identity: IDENTITY,
      ...(request.includeMutations && {mutations: mutations.map((mutation) => named(mutation, id))}),
      // Absent for a document the transaction created; a deleted one's result revision is the transaction.
      ...(before && {previousRev: before._rev}),
      resultRev: after?._rev ?? transactionId,
      timestamp,
      // The lake applies a transaction before it tells anyone: every change is already visible to queries.
      visibility: 'query',
      ...(request.includeResult && transition !== 'disappear' && {result: after}),
      ...(request.includePreviousRevision && {previous: before ?? null}),
      ...(request.effects && {effects: mendozaEffects(before, after)}),
      transactionTotalEvents: selected.length,
      // Counted from 1, as in the Studio's test fixtures (1 and 2 for a transaction's two events), though
      // @sanity/client's doc comment says from 0.
      transactionCurrentEvent: index + 1,
    }
    return sse('mutation', event, eventId)
  })
}

export interface ListenHub {
  /** The open streams' responses, for the host to end when it closes. */
  held: ReadonlySet<ServerResponse>
  /** How many listeners (`GET /data/listen`) are open. */
  readonly size: number
  /** Answers a checked listen request with its stream: `welcome`, then its `mutation` events until it disconnects. */
  serve(request: ListenRequest, response: ServerResponse): void
  /**
   * Holds `response` open as a server-sent event stream until the client goes: the head, `first` (its opening
   * events), a keep-alive every heartbeat, and `onCommit` for each transaction committed meanwhile. The live host's
   * other streams (the live events) are held this way too.
   */
  stream(response: ServerResponse, first: string, onCommit: (commit: Commit) => void): void
}

/** Broadcasts every transaction the store commits to the streams open on the live host. */
export function createListenHub({
  subscribe,
  heartbeatMs = DEFAULT_HEARTBEAT_MS,
}: {
  subscribe: Store['subscribe']
  heartbeatMs?: number
}): ListenHub {
  const streams = new Set<(commit: Commit) => void>()
  const held = new Set<ServerResponse>()
  let listening = 0

  subscribe((commit) => {
    for (const onCommit of streams) onCommit(commit)
  })

  function stream(response: ServerResponse, first: string, onCommit: (commit: Commit) => void) {
    response.writeHead(200, SSE_HEAD)
    const heartbeat = setInterval(() => response.write(HEARTBEAT), heartbeatMs)
    streams.add(onCommit)
    held.add(response)
    response.on('close', () => {
      clearInterval(heartbeat)
      streams.delete(onCommit)
      held.delete(response)
    })
    response.write(first)
  }

  function serve(request: ListenRequest, response: ServerResponse) {
    if (!request.filter.ok) {
      // Sanity answers a filter it cannot parse on the stream; @sanity/client throws it as a ChannelError.
      response.writeHead(200, SSE_HEAD)
      response.end(sse('channelError', request.filter.body))
      return
    }
    /** The commits not yet sent: each waits for the one before, so events keep the transactions' order. */
    let queue = Promise.resolve()
    let open = true
    listening += 1
    response.on('close', () => {
      open = false
      listening -= 1
    })
    stream(response, sse('welcome', {listenerName: randomBytes(16).toString('base64url')}), (commit) => {
      queue = queue
        .then(async () => {
          const events = await eventsFor(request, commit)
          if (open) for (const event of events) response.write(event)
        })
        // A listener that missed an event must not go on as if it had: cut, its client reconnects and resyncs.
        .catch((error: unknown) => void response.destroy(error as Error))
    })
  }

  return {
    held,
    get size() {
      return listening
    },
    serve,
    stream,
  }
}
