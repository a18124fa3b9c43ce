import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'

import {deleteContact, upsertContact} from './contacts'
import {deleteLogs, listEmails, sendEmail} from './emails'
import {createFaults, FAULTS, type FaultKind, faultAnswer, type Route, ROUTES, routeOf} from './faults'
import {type Answer, type BrevoState, refusal} from './state'

/** A request as received, whatever it was answered. */
export interface RecordedRequest {
  method: string
  /** The path without Brevo's `/v3` prefix. */
  endpoint: string
  query: URLSearchParams
  body: Record<string, unknown>
}

/**
 * The whole server's behaviour, staged by the test: 'failing' answers 500 to everything without doing
 * anything, 'hanging' never answers (nor does anything), 'losing' does the work and then cuts the connection
 * before answering (the answer is lost).
 */
export const MODES = ['up', 'failing', 'hanging', 'losing'] as const
export type BrevoMode = (typeof MODES)[number]

export interface ServerOptions {
  apiKey: string
  state: BrevoState
  faults: ReturnType<typeof createFaults>
  requests: RecordedRequest[]
  mode: {get: () => BrevoMode; set: (mode: BrevoMode) => void}
}

class BadRequest extends Error {}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return {}
  try {
    const body = JSON.parse(text) as unknown
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // Answered below, as Brevo answers a body it cannot read.
  }
  throw new BadRequest('The request body is not a JSON object')
}

/** What the inspection endpoints show (`GET /__inspect/{sent,contacts,requests}`), as JSON. */
function inspect(what: string, {state, requests}: ServerOptions): Answer {
  if (what === 'sent') return {status: 200, body: {sent: state.sent}}
  if (what === 'contacts')
    return {status: 200, body: {contacts: [...state.contacts].map(([email, contact]) => ({email, ...contact}))}}
  if (what === 'requests')
    return {status: 200, body: {requests: requests.map((request) => ({...request, query: request.query.toString()}))}}
  return {status: 404, body: {message: 'Inspect sent, contacts or requests'}}
}

/** `POST /__faults` `{route, fault, times?, retryAfterSeconds?}` stages a fault; `DELETE /__faults` clears them all. */
async function control(req: IncomingMessage, {faults}: ServerOptions): Promise<Answer> {
  if (req.method === 'DELETE') {
    faults.clear()
    return {status: 204}
  }
  if (req.method !== 'POST') return {status: 405, body: {message: 'POST or DELETE'}}
  const {route, fault, times, retryAfterSeconds} = await readJson(req)
  if (!(ROUTES as readonly unknown[]).includes(route))
    return {status: 400, body: {message: `route is one of ${ROUTES.join(', ')}`}}
  if (!(FAULTS as readonly unknown[]).includes(fault))
    return {status: 400, body: {message: `fault is one of ${FAULTS.join(', ')}`}}
  const count = (value: unknown) => value === undefined || (Number.isInteger(value) && (value as number) > 0)
  if (!count(times) || !count(retryAfterSeconds))
    return {status: 400, body: {message: 'times and retryAfterSeconds are positive integers'}}
  faults.inject(route as Route, fault as FaultKind, {
    times: times as number | undefined,
    retryAfterSeconds: retryAfterSeconds as number | undefined,
  })
  return {status: 204}
}

/** `PUT /__mode` `{mode}` switches the whole server, for tests that run in another process. */
async function switchMode(req: IncomingMessage, {mode}: ServerOptions): Promise<Answer> {
  if (req.method !== 'PUT') return {status: 405, body: {message: 'PUT'}}
  const next = (await readJson(req)).mode
  if (!(MODES as readonly unknown[]).includes(next))
    return {status: 400, body: {message: `mode is one of ${MODES.join(', ')}`}}
  mode.set(next as BrevoMode)
  return {status: 204}
}

function dispatch(
  route: Route,
  identifier: string,
  url: URL,
  body: Record<string, unknown>,
  state: BrevoState,
): Answer {
  switch (route) {
    case 'POST /contacts':
      return upsertContact(state, body)
    case 'DELETE /contacts/{identifier}':
      return deleteContact(state, identifier)
    case 'POST /smtp/email':
      return sendEmail(state, body)
    case 'GET /smtp/emails':
      return listEmails(state, url.searchParams)
    case 'DELETE /smtp/log/{identifier}':
      return deleteLogs(state, identifier, url.searchParams)
  }
}

/** Brevo's API on one server, with the test's controls beside it; `held` collects the answers never given. */
export function createBrevoServer(options: ServerOptions, held: Set<ServerResponse>): Server {
  const {apiKey, state, faults, requests, mode} = options

  const write = (res: ServerResponse, {status, body, headers}: Answer) => {
    res.writeHead(status, {'content-type': 'application/json', ...headers})
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const hold = (res: ServerResponse) => {
    held.add(res)
    res.on('close', () => held.delete(res))
  }

  async function brevo(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET'
    const endpoint = url.pathname.replace(/^\/v3/, '')
    // null: a body that is not a JSON object, refused once the key is checked.
    const body = method === 'POST' ? await readJson(req).catch(() => null) : {}
    requests.push({method, endpoint, query: url.searchParams, body: body ?? {}})
    if (mode.get() === 'hanging') return hold(res)
    if (mode.get() === 'failing') return write(res, refusal(500, 'internal_error', 'Brevo is down'))
    const matched = routeOf(method, endpoint)
    const fault = matched && faults.take(matched.route)
    const answer = fault
      ? faultAnswer(fault)
      : req.headers['api-key'] !== apiKey
        ? refusal(401, 'unauthorized', 'Key not found')
        : body === null
          ? refusal(400, 'bad_request', 'Input must be a valid JSON object')
          : matched
            ? dispatch(matched.route, matched.identifier, url, body, state)
            : refusal(404, 'not_found', 'Unknown endpoint')
    if (!answer) return hold(res)
    // The work is done; in 'losing' mode its answer never arrives.
    if (mode.get() === 'losing') return res.socket?.destroy()
    write(res, answer)
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://brevo.test')
    const inspected = /^\/__inspect\/([a-z]+)$/.exec(url.pathname)
    const handled = inspected
      ? Promise.resolve(
          req.method === 'GET' ? inspect(inspected[1]!, options) : {status: 405, body: {message: 'GET'}},
        ).then((answer) => write(res, answer))
      : url.pathname === '/__faults'
        ? control(req, options).then((answer) => write(res, answer))
        : url.pathname === '/__mode'
          ? switchMode(req, options).then((answer) => write(res, answer))
          : brevo(req, res, url)
    handled.catch((error: unknown) =>
      write(
        res,
        error instanceof BadRequest
          ? {status: 400, body: {message: error.message}}
          : refusal(500, 'internal_error', String(error)),
      ),
    )
  })
}
