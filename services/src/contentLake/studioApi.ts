import {createHash, randomBytes} from 'node:crypto'
import type {IncomingMessage, ServerResponse} from 'node:http'

import {carriesToken} from '../auth/bearer'
import {isObject} from '../json/isObject'
import {type Auth, LOCAL_EDITOR} from './auth'
import {badRequest, flag, HttpError, readBody} from './http'
import {sse, type ListenHub} from './listen'
import type {RecordedRequest} from './server'
import type {Commit, Revision} from './store'

/**
 * The Sanity Studio's other calls to its API host, at start-up and while editing (sanity 5.31.2): the project, its
 * datasets and the dataset's ACL, user profiles, the user key-value store, live events, and the quiet answers
 * (features, journeys, help, telemetry consent, schema descriptors, history, cross-dataset references, schedules)
 * that let what the lake does not do degrade without an error.
 */

/** What the live host hands this module for one request. */
export interface StudioApiContext {
  /** The dataset the lake serves. */
  dataset: string
  /** The live revision: live events' positions, the history's current documents. */
  revision: () => Revision
  /** The live host's write side: the token the editor holds, and the streams every commit is broadcast to. */
  writer: {writeToken: string; listeners: ListenHub}
  /** The live host's CORS, which `/check/cors` reports on. */
  auth?: Auth
  recorded: RecordedRequest
}

/** A JSON answer, or (with `contentType`) a text body written as is, or (with `stream`) a response held open. */
export interface StudioAnswer {
  status: number
  body: unknown
  contentType?: string
  stream?: (response: ServerResponse) => void
}

/** What a lake keeps for the Studio while it runs (nothing is written to disk). */
interface LakeState {
  /** The user key-value store: the Studio's settings (pane layouts, recent searches, Vision's saved queries…). */
  keyValues: Map<string, unknown>
  /** Tells this run's live event ids from another's, so a Studio that outlived a restart is told to refetch. */
  epoch: string
  /** When the lake first answered the Studio: the project's, dataset's and users' dates. */
  since: string
}

/** Keyed by the lake's writer, which each lake makes once: its state lives and goes with it. */
const states = new WeakMap<object, LakeState>()

function stateOf(writer: object): LakeState {
  let state = states.get(writer)
  if (!state) {
    state = {keyValues: new Map(), epoch: randomBytes(6).toString('base64url'), since: new Date().toISOString()}
    states.set(writer, state)
  }
  return state
}

const PROJECT_NAME = 'Content Lake local'

/**
 * The grants of the dataset's ACL, as Sanity's roles give them: the editor is an administrator (read, create and
 * update everything, drafts and versions included, which is what the Studio checks to edit, publish and delete);
 * without a token, a public dataset's reader sees the documents outside any path.
 */
const EDITOR_GRANTS = [{filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update']}]
const ANONYMOUS_GRANTS = [{filter: '_id in path("*")', permissions: ['read']}]

/** The live events API exists from this API version on (and in `vX`), as @sanity/client requires. */
const LIVE_EVENTS_FROM = '2021-03-25'

/**
 * The one sync tag the lake gives: every query reads the whole dataset as far as the lake knows, so any visible
 * change concerns them all. `s1:` and six base64url characters, as Sanity's look.
 */
export const datasetSyncTag = (dataset: string) =>
  `s1:${createHash('sha256').update(dataset).digest('base64url').slice(0, 6)}`

const unauthorized = () => new HttpError(401, {statusCode: 401, error: 'Unauthorized', message: 'Session not found'})

const notFound = () => new HttpError(404, {statusCode: 404, error: 'Not Found', message: 'Not found'})

const methodNotAllowed = () =>
  new HttpError(405, {statusCode: 405, error: 'Method Not Allowed', message: 'Method not allowed'})

/** One request, with what the routes read. */
interface Call {
  request: IncomingMessage
  url: URL
  apiVersion: string
  context: StudioApiContext
  state: LakeState
}

/** The editor (the write token), nobody (no token), or a 401 for a token the lake does not know, as Sanity. */
function caller({request, context}: Call): 'editor' | 'anonymous' {
  const authorization = request.headers.authorization
  if (authorization === undefined) return 'anonymous'
  if (carriesToken(authorization, context.writer.writeToken)) return 'editor'
  throw unauthorized()
}

/** Routes about a user or the project answer the editor only. */
function requireEditor(call: Call): void {
  if (caller(call) !== 'editor') throw unauthorized()
}

/** A route's dataset must be the lake's, as the data routes answer. */
function checkDataset(call: Call, requested: string): void {
  call.context.recorded.dataset = requested
  if (requested !== call.context.dataset) {
    throw new HttpError(404, {statusCode: 404, error: 'Not Found', message: `Dataset "${requested}" not found`})
  }
}

const json = (body: unknown): StudioAnswer => ({status: 200, body})

/** A path segment naming one or more ids, comma-separated (`/users/a,b`). */
const idList = (segment: string) => decodeURIComponent(segment).split(',').filter(Boolean)

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest('Request body must be JSON')
  }
}

/** `GET /projects/{projectId}/datasets/{dataset}/acl` (grants store, `acl.get`). */
function acl(call: Call, [, dataset]: string[]): StudioAnswer {
  checkDataset(call, dataset as string)
  return json(caller(call) === 'editor' ? EDITOR_GRANTS : ANONYMOUS_GRANTS)
}

/** The lake's one member: the local editor, an administrator. */
function members(call: Call) {
  const {since} = call.state
  return [
    {
      id: LOCAL_EDITOR.id,
      createdAt: since,
      updatedAt: since,
      isCurrentUser: true,
      isRobot: false,
      role: LOCAL_EDITOR.role,
      roles: LOCAL_EDITOR.roles,
    },
  ]
}

/**
 * `GET /projects/{projectId}` (project store: `get-project`, and `get-project-org` with `includeOrganization`). No
 * organization: the Studio then leaves out what needs one (Canvas, Media Library, agent bundles).
 */
function project(call: Call, [projectId]: string[]): StudioAnswer {
  requireEditor(call)
  const search = call.url.searchParams
  const {since} = call.state
  return json({
    id: projectId,
    displayName: PROJECT_NAME,
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    // The lake keeps no history.
    maxRetentionDays: 0,
    activityFeedEnabled: false,
    createdAt: since,
    updatedAt: since,
    organizationId: null,
    ...(search.get('includeOrganization') === 'true' && {organization: null}),
    members: search.get('includeMembers') === 'false' ? [] : members(call),
    features: [],
    pendingInvites: 0,
  })
}

/**
 * `GET /projects/{projectId}/datasets` and `GET /datasets` (`client.datasets.list()`, Vision's dataset picker): the
 * lake's dataset; none for an add-on profile (`datasetProfile=comments`), so comments find no add-on dataset.
 */
function datasets(call: Call): StudioAnswer {
  requireEditor(call)
  const profile = call.url.searchParams.get('datasetProfile')
  if (profile !== null && profile !== 'content') return json([])
  return json([
    {
      name: call.context.dataset,
      aclMode: 'public',
      createdAt: call.state.since,
      createdByUserId: LOCAL_EDITOR.id,
      addonFor: null,
      datasetProfile: 'content',
      features: [],
      tags: [],
    },
  ])
}

/**
 * `GET /users/{ids}` (user store, `users.get`): the local editor's profile, under its id (also the listeners'
 * `identity`) or `me`. A user the lake does not know is left out rather than refused: the user store throws any error
 * but a 403 at the component that asked. One id asked answers that user, several an array (userStore.ts reads both).
 */
function users(call: Call, [segment]: string[]): StudioAnswer {
  requireEditor(call)
  const {since} = call.state
  const ids = idList(segment as string)
  const found = ids
    .filter((id) => id === 'me' || id === LOCAL_EDITOR.id)
    .map((id) => ({
      id: id === 'me' ? LOCAL_EDITOR.id : id,
      displayName: LOCAL_EDITOR.name,
      isCurrentUser: true,
      createdAt: since,
      updatedAt: since,
    }))
  return json(ids.length === 1 ? (found[0] ?? []) : found)
}

/** `GET /users/me/keyvalue/{keys}` (server storage): `[{key, value}]`, null for a key never set. */
function getKeyValues(call: Call, [segment]: string[]): StudioAnswer {
  requireEditor(call)
  return json(idList(segment as string).map((key) => ({key, value: call.state.keyValues.get(key) ?? null})))
}

/** `PUT /users/me/keyvalue` (`[{key, value}]`): kept in memory for the lake's life; answers the pairs set. */
async function setKeyValues(call: Call): Promise<StudioAnswer> {
  requireEditor(call)
  const body = await jsonBody(call.request)
  if (!Array.isArray(body) || !body.every((pair) => isObject(pair) && typeof pair.key === 'string' && pair.key)) {
    throw badRequest('Request body must be an array of {key, value}')
  }
  const pairs = (body as {key: string; value?: unknown}[]).map(({key, value = null}) => ({key, value}))
  for (const {key, value} of pairs) call.state.keyValues.set(key, value)
  return json(pairs)
}

/**
 * `GET /journey/…`: no announcement (`[]`), no trial (`{}`), and for the upsell dialogs (`content-releases`,
 * `comments`, `tasks`…) `null`, which the Studio reads as none to show.
 */
function journey(_call: Call, [name]: string[]): StudioAnswer {
  if (name === 'announcements') return json([])
  if (name === 'trial' || name === 'trial/override') return json({})
  return json(null)
}

/**
 * `POST /descriptors/claim` (`{descriptorId, contextKey}`), at start-up when signed in: the schema is said to be
 * synchronized already, so the Studio uploads nothing (`processSchemaSynchronization` stops on `complete`).
 */
async function claimDescriptor(call: Call): Promise<StudioAnswer> {
  requireEditor(call)
  const body = await jsonBody(call.request)
  if (!isObject(body) || typeof body.descriptorId !== 'string' || typeof body.contextKey !== 'string') {
    throw badRequest('Request body must hold a descriptorId and a contextKey')
  }
  const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString()
  return json({expiresAt, synchronization: {type: 'complete'}})
}

async function synchronizeDescriptors(call: Call): Promise<StudioAnswer> {
  requireEditor(call)
  await jsonBody(call.request)
  return json({type: 'complete'})
}

/**
 * `GET /data/history/{dataset}/documents/{ids}` (`revision`, `time` or `lastRevision`): the lake keeps only the
 * current revision, so a document is answered when it is the one asked for (its `_rev`, or unchanged since `time`).
 */
function historyDocuments(call: Call, [dataset, segment]: string[]): StudioAnswer {
  checkDataset(call, dataset as string)
  requireEditor(call)
  const search = call.url.searchParams
  const revisionId = search.get('revision')
  const time = search.get('time')
  const byId = new Map(call.context.revision().documents.map((doc) => [doc._id, doc]))
  const documents = idList(segment as string).flatMap((id) => {
    const doc = byId.get(id)
    if (!doc) return []
    if (revisionId !== null) return doc._rev === revisionId ? [doc] : []
    if (time !== null) return Date.parse(String(doc._updatedAt)) <= Date.parse(time) ? [doc] : []
    return [doc]
  })
  return json({documents})
}

/** The history's other routes: the lake keeps none, so there is nothing to list. */
function emptyHistory(kind: 'transactions' | 'document events' | 'release events') {
  return (call: Call, [dataset]: string[]): StudioAnswer => {
    checkDataset(call, dataset as string)
    requireEditor(call)
    // The translog is NDJSON, one transaction a line: no line, no transaction (the Studio reads any line as one).
    if (kind === 'transactions') return {status: 200, body: '', contentType: 'application/x-ndjson'}
    // Events are keyed by document id, a release's are a list.
    return json({events: kind === 'document events' ? {} : [], nextCursor: ''})
  }
}

/**
 * `GET /data/references/{dataset}/documents/{id}/to` (the delete dialog, with `excludeInternalReferences=true`):
 * references from other datasets, of which one lake has none.
 */
function crossDatasetReferences(call: Call, [dataset]: string[]): StudioAnswer {
  checkDataset(call, dataset as string)
  // Readable without a token; a token the lake does not know is still refused.
  caller(call)
  return json({totalCount: 0, references: []})
}

/**
 * Whether a change concerns a stream: drafts and versions only with `includeDrafts`. Documents in another path count
 * without it: @sanity/client sends its token only with `includeDrafts`, and a tag shows nothing of a document (the
 * share menu of Presentation refetches its `sanity-preview-url-secret.share-access` document on one).
 */
const concerns = (id: string, includeDrafts: boolean) =>
  includeDrafts || !(id.startsWith('drafts.') || id.startsWith('versions.'))

/**
 * `GET /data/live/events/{dataset}` (`client.live.events()`: Presentation's loaders, its share menu): `welcome`,
 * `restart` when the client comes back from a position the lake did not give last (it missed changes or the lake
 * restarted), then a `message` naming the dataset's sync tag after each commit it may see. Never `goaway`.
 */
function liveEvents(call: Call, [dataset]: string[]): StudioAnswer {
  checkDataset(call, dataset as string)
  const {apiVersion, request, url, context, state} = call
  if (apiVersion !== 'X' && !(apiVersion >= LIVE_EVENTS_FROM)) throw notFound()
  const authenticated = caller(call) === 'editor'
  const includeDrafts = flag(url.searchParams, 'includeDrafts')
  // As @sanity/client refuses to ask without credentials: drafts are the editor's.
  if (includeDrafts && !authenticated) throw unauthorized()
  const tag = datasetSyncTag(context.dataset)
  const position = () => `${state.epoch}.${context.revision().number}`
  const lastEventId = request.headers['last-event-id']
  return {
    status: 200,
    body: null,
    stream: (response) => {
      const start = position()
      // The welcome carries the position, so a browser reconnecting sends it back as `Last-Event-ID`.
      let first = sse('welcome', {}, start)
      if (lastEventId !== undefined && lastEventId !== start) first += sse('restart', {}, start)
      context.writer.listeners.stream(response, first, (commit: Commit) => {
        if (!commit.changes.some(({id}) => concerns(id, includeDrafts))) return
        response.write(sse('message', {tags: [tag]}, position()))
      })
    },
  }
}

/**
 * `GET /check/cors` (@sanity/client asks when a live events stream fails): whether the caller's origin may call,
 * as the live host's CORS answers it. A caller without an origin is no browser: nothing stops it.
 */
function checkCors(call: Call): StudioAnswer {
  const origin = call.request.headers.origin
  const allowed =
    origin === undefined ||
    call.context.auth?.corsHeaders(call.request, call.url)['access-control-allow-origin'] === origin
  return json({result: {allowed, withCredentials: allowed}})
}

type Handler = (call: Call, match: string[]) => StudioAnswer | Promise<StudioAnswer>

/** A route about the project or the user: the editor's only. */
const editorOnly =
  (handle: Handler): Handler =>
  (call, match) => {
    requireEditor(call)
    return handle(call, match)
  }

/** `GET /data/ping/{dataset}`: the document store's latency report reads its shard header only (the lake has none). */
function dataPing(call: Call, [dataset]: string[]): StudioAnswer {
  checkDataset(call, dataset as string)
  return {status: 200, body: 'PONG', contentType: 'text/plain; charset=utf-8'}
}

/** The routes, after `/v{apiVersion}`: a pattern, its method, its handler (given the pattern's groups). */
const ROUTES: [RegExp, string, Handler][] = [
  [/^\/projects\/([^/]+)\/datasets\/([^/]+)\/acl$/, 'GET', acl],
  [/^\/projects\/([^/]+)$/, 'GET', project],
  [/^\/projects\/([^/]+)\/datasets$/, 'GET', datasets],
  [/^\/datasets$/, 'GET', datasets],
  // The project's own permissions (`invite`, `deployStudio`): none, so no link leads to sanity.io's management.
  [/^\/projects\/([^/]+)\/grants$/, 'GET', editorOnly(() => json({}))],
  // No deployed Studio: the Studio registers no live manifest.
  [/^\/projects\/([^/]+)\/user-applications$/, 'GET', editorOnly(() => json([]))],
  [/^\/users\/me\/keyvalue\/([^/]+)$/, 'GET', getKeyValues],
  [/^\/users\/me\/keyvalue$/, 'PUT', setKeyValues],
  [/^\/users\/([^/]+)$/, 'GET', users],
  // No plan feature: releases, comments, tasks, scheduled publishing and cross-dataset references stay off, as the
  // lake does none of them (releases show their upsell).
  [/^\/features$/, 'GET', () => json([])],
  [/^\/journey\/(.+)$/, 'GET', journey],
  // Denied: the Studio then sends no telemetry. A batch sent anyway is dropped.
  [/^\/intake\/telemetry-status$/, 'GET', () => json({status: 'denied'})],
  [/^\/intake\/batch$/, 'POST', () => json({})],
  // No help resources: the help menu shows the Studio's version only, and links nowhere on the network.
  [/^\/help$/, 'GET', () => json({})],
  [/^\/descriptors\/claim$/, 'POST', claimDescriptor],
  [/^\/descriptors\/synchronize$/, 'POST', synchronizeDescriptors],
  [/^\/data\/history\/([^/]+)\/transactions\/([^/]+)$/, 'GET', emptyHistory('transactions')],
  [/^\/data\/history\/([^/]+)\/events\/documents\/([^/]+)$/, 'GET', emptyHistory('document events')],
  [/^\/data\/history\/([^/]+)\/events\/releases\/([^/]+)$/, 'GET', emptyHistory('release events')],
  [/^\/data\/history\/([^/]+)\/documents\/([^/]+)$/, 'GET', historyDocuments],
  [/^\/data\/references\/([^/]+)\/documents\/([^/]+)\/to$/, 'GET', crossDatasetReferences],
  [/^\/data\/live\/events\/([^/]+)$/, 'GET', liveEvents],
  [/^\/data\/ping\/([^/]+)$/, 'GET', dataPing],
  [/^\/check\/cors$/, 'GET', checkCors],
  // Scheduled publishing asks whether it was ever used: never.
  [/^\/schedules\/([^/]+)\/([^/]+)$/, 'GET', editorOnly(() => json({schedules: []}))],
]

const VERSIONED_PATH = /^\/v(1|X|\d{4}-\d{2}-\d{2})(\/.*)$/

/**
 * Answers the Studio's other calls to the live host; `undefined` for any other path, which the host routes as
 * before (to its 404 in the end).
 */
export async function answerStudioApi(
  request: IncomingMessage,
  url: URL,
  context: StudioApiContext,
): Promise<StudioAnswer | undefined> {
  const versioned = VERSIONED_PATH.exec(url.pathname)
  if (!versioned) return undefined
  const [, apiVersion, path] = versioned as unknown as [string, string, string]
  for (const [pattern, method, handle] of ROUTES) {
    const match = pattern.exec(path)
    if (!match) continue
    context.recorded.apiVersion = apiVersion
    if ((request.method ?? 'GET') !== method) throw methodNotAllowed()
    const call: Call = {request, url, apiVersion, context, state: stateOf(context.writer)}
    return handle(call, match.slice(1))
  }
  return undefined
}
