import type {IncomingHttpHeaders} from 'node:http'

import type {MissesList} from '@parlia/schemas/constants/assistantMisses'
import * as yup from 'yup'

import type {Body} from '../../platform/http/requestBody'
import type {RateLimiter} from '../../leads/submission/rateLimit'
import {groupMisses, type StoredMiss} from '../misses/grouping'
import {bearerSecret, EditorCheckUnavailable} from '../misses/editorAccess'
import {MISSES_READ_LIMIT} from '../misses/repository'
import {type AssistantMiss, parseAssistantMiss} from '../request'
import {readJsonBody} from './body'
import {API_ERRORS} from './errorMessages'
import {logger} from '../../platform/logging/logger'

/** `{"question": "…", "answerId": "…"}`: a 500-character question, in the worst case 4 bytes a character. */
const MAX_MISS_BODY_BYTES = 4 * 1024
/** A group's ids to delete: `{"ids": [...]}`, 39 bytes an id at most. */
const MAX_DELETION_BODY_BYTES = 48 * MISSES_READ_LIMIT

/** Nobody keeps an answer of this route: not a shared cache, not the browser. */
export const MISSES_CACHE_CONTROL = 'no-store, private'

export interface MissesHttpRequest {
  method: string
  headers: IncomingHttpHeaders
  body: Body
  ip: string
}

export interface MissesDeps {
  /** The visitors' sends, per address. */
  rateLimit: RateLimiter
  /** The editors' reads and deletions, per address: a guessed secret counts too. */
  editorRateLimit: RateLimiter
  record(miss: AssistantMiss): Promise<void>
  list(): Promise<StoredMiss[]>
  remove(ids: readonly string[]): Promise<number>
  /** Whether the secret is a signed-in editor's (misses/editorAccess.ts); throws when it cannot be checked. */
  isEditor(secret: string): Promise<boolean>
  /** The Studio's origin (STUDIO_URL), the only one whose pages may read the answers. */
  studioOrigin: string
}

export type MissesBody = {error: string} | MissesList | {deleted: number}

export type MissesHttpResponse = {status: number; body?: MissesBody; headers: Record<string, string>}

const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS'

/** What lets the Studio, on its own origin, call the editors' methods and read their answers. */
function studioCors(headers: IncomingHttpHeaders, studioOrigin: string): Record<string, string> {
  return headers.origin === studioOrigin
    ? {'Access-Control-Allow-Origin': studioOrigin, Vary: 'Origin'}
    : {Vary: 'Origin'}
}

const answer = (
  status: number,
  body: MissesBody | undefined,
  headers: Record<string, string> = {},
): MissesHttpResponse => ({
  status,
  ...(body && {body}),
  headers: {'Cache-Control': MISSES_CACHE_CONTROL, ...headers},
})

const deletionSchema = yup
  .object({
    ids: yup
      .array()
      .strict()
      .of(yup.string().strict().uuid(API_ERRORS.missesDeletion).required(API_ERRORS.missesDeletion))
      .min(1, API_ERRORS.missesDeletion)
      .max(MISSES_READ_LIMIT, API_ERRORS.missesDeletion)
      .required(API_ERRORS.missesDeletion),
  })
  .strict()
  .noUnknown(API_ERRORS.missesDeletion)
  .typeError(API_ERRORS.missesDeletion)
  .required(API_ERRORS.missesDeletion)

/**
 * `/api/assistant/misses`, the questions the assistant missed:
 * - POST `{question, answerId}`, from the widget once the visitor agreed: the address's rate limit (429), at most
 *   4 KB (413), JSON (400), a valid question and a refusal or answer id (400); then stored masked (204), or 503.
 * - GET, for the editors' tool: the misses grouped by similarity. DELETE `{ids}`: deletes one or a group.
 *   Both need the secret the Studio created for the signed-in editor (`Authorization: Bearer …`, else 401 in
 *   French), are held to a rate limit (429), and answer `no-store, private`, readable by the Studio's origin only.
 * - OPTIONS: the Studio's preflight. Any other method: 405. Never a 500.
 */
export async function handleMisses(request: MissesHttpRequest, deps: MissesDeps): Promise<MissesHttpResponse> {
  const cors = studioCors(request.headers, deps.studioOrigin)
  switch (request.method) {
    case 'POST':
      return sendMiss(request, deps)
    case 'GET':
    case 'DELETE':
      return forEditors(request, deps, cors)
    case 'OPTIONS':
      return answer(204, undefined, {
        ...cors,
        ...(cors['Access-Control-Allow-Origin'] && {
          'Access-Control-Allow-Methods': 'GET, DELETE',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type',
          'Access-Control-Max-Age': '600',
        }),
        Allow: ALLOWED_METHODS,
      })
    default:
      return answer(405, {error: API_ERRORS.missesMethod}, {Allow: ALLOWED_METHODS})
  }
}

async function sendMiss(request: MissesHttpRequest, deps: MissesDeps): Promise<MissesHttpResponse> {
  const rate = await deps.rateLimit(request.ip)
  if (!rate.allowed)
    return answer(
      429,
      {error: API_ERRORS.rateLimited(rate.retryAfterSeconds)},
      {'Retry-After': String(rate.retryAfterSeconds)},
    )
  const body = await readJsonBody(request.body, request.headers, MAX_MISS_BODY_BYTES)
  if (!body.ok) return answer(body.status, {error: body.message}, body.status === 413 ? {Connection: 'close'} : {})
  const parsed = parseAssistantMiss(body.value)
  if (!parsed.ok) return answer(400, {error: parsed.error})
  try {
    await deps.record(parsed.miss)
  } catch (error) {
    // Never the question: it is what the log must not hold.
    logger.error(
      {event: 'assistant.miss_not_stored', error: (error as Error).stack ?? String(error)},
      'Assistant: missed question not stored',
    )
    return answer(503, {error: API_ERRORS.missUnavailable}, {'Retry-After': '30'})
  }
  return answer(204, undefined)
}

async function forEditors(
  request: MissesHttpRequest,
  deps: MissesDeps,
  cors: Record<string, string>,
): Promise<MissesHttpResponse> {
  const rate = await deps.editorRateLimit(request.ip)
  if (!rate.allowed)
    return answer(
      429,
      {error: API_ERRORS.rateLimited(rate.retryAfterSeconds)},
      {...cors, 'Retry-After': String(rate.retryAfterSeconds)},
    )
  let editor: boolean
  try {
    editor = await deps.isEditor(bearerSecret(request.headers.authorization))
  } catch (error) {
    const event =
      error instanceof EditorCheckUnavailable ? 'assistant.misses_no_read_token' : 'assistant.misses_secret_unchecked'
    logger.error({event, error: (error as Error).message}, 'Assistant: the editor’s secret could not be checked')
    return answer(503, {error: API_ERRORS.missesCheckUnavailable}, {...cors, 'Retry-After': '30'})
  }
  if (!editor)
    return answer(401, {error: API_ERRORS.missesEditorOnly}, {...cors, 'WWW-Authenticate': 'Bearer realm="Studio"'})

  let ids: string[] = []
  if (request.method === 'DELETE') {
    const body = await readJsonBody(request.body, request.headers, MAX_DELETION_BODY_BYTES)
    if (!body.ok) return answer(body.status, {error: body.message}, cors)
    try {
      ids = deletionSchema.validateSync(body.value).ids
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error
      return answer(400, {error: API_ERRORS.missesDeletion}, cors)
    }
  }
  try {
    if (request.method === 'DELETE') return answer(200, {deleted: await deps.remove(ids)}, cors)
    const misses = await deps.list()
    return answer(200, {groups: groupMisses(misses), total: misses.length}, cors)
  } catch (error) {
    logger.error(
      {event: 'assistant.misses_unavailable', error: (error as Error).stack ?? String(error)},
      'Assistant: missed questions unavailable',
    )
    return answer(503, {error: API_ERRORS.missesUnavailable}, {...cors, 'Retry-After': '30'})
  }
}
