import {randomUUID} from 'node:crypto'
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

/**
 * How long the double remembers an e-mail's idempotencyKey. Brevo documents 15 minutes (its announcement
 * of the feature) and 30 minutes (its current guide to idempotency); the double keeps the shorter, which
 * is what the site relies on. After it, a send with the same key is a new e-mail, as at Brevo.
 */
export const DEFAULT_KEY_LIFETIME_MS = 15 * 60 * 1000

/** Brevo's list of transactional e-mails covers at most a month per request. */
const MAX_LIST_DAYS = 31
const DAY_MS = 24 * 60 * 60 * 1000

/** An e-mail the double sent, as its log keeps it for each recipient. */
export interface SentEmail {
  messageId: string
  uuid: string
  key: string | null
  at: Date
  body: Record<string, unknown>
}

/**
 * A stand-in for Brevo's API (https://developers.brevo.com) on the loopback interface, for tests. Like Brevo:
 * - `POST /smtp/email` sends an e-mail; a `headers.idempotencyKey` seen within `keyLifetimeMs` is refused
 *   with 400 `duplicate_parameter` and nothing is sent; once the key is forgotten, the same request sends
 *   the e-mail again;
 * - `GET /smtp/emails?email=…&startDate=…&endDate=…&limit=…&offset=…&sort=…` lists the e-mails sent to an
 *   address from its log (`{count, transactionalEmails: [{email, subject, messageId, uuid, date, from, tags}]}`),
 *   dates as YYYY-MM-DD and at most a month apart (the last 30 days without them);
 * - `DELETE /smtp/log/{identifier}` deletes from the log the e-mails sent to an address, or the one of a
 *   message id (`<…@…>`), 204, or 404 when there is none; Brevo does it in the background, the double at
 *   once. It does not narrow a deletion by dates (`from_date`, `to_date`): it refuses them;
 * - `POST /contacts` with `updateEnabled` creates or updates a contact; `DELETE /contacts/{email}` deletes
 *   it, 404 when there is none.
 * `mode` stages failures: 'failing' answers 500 without doing anything, 'hanging' never answers (nor does
 * anything), 'losing' does the work and then cuts the connection before answering (the answer is lost).
 * Its clock (`now`) is the test's to set.
 */
export interface BrevoDouble {
  url: string
  mode: 'up' | 'failing' | 'hanging' | 'losing'
  now: () => Date
  keyLifetimeMs: number
  /** Every request received, in order, whatever it was answered. */
  requests: {method: string; endpoint: string; query: URLSearchParams; body: Record<string, unknown>}[]
  /** Every e-mail sent, in order: what reached the recipients, whatever became of the log since. */
  sent: SentEmail[]
  /** Brevo's log of the e-mails sent, by recipient (in lower case), in order. */
  logs: Map<string, SentEmail[]>
  /** Sends refused because their idempotency key was still remembered. */
  refusedDuplicates: number
  /** Contacts, by address, with how many times they were created or updated. */
  contacts: Map<string, {body: Record<string, unknown>; upserts: number}>
  /** The e-mails sent with this idempotency key. */
  sentWithKey(key: string): SentEmail[]
  close(): Promise<void>
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const MESSAGE_ID = /^<[^<>@\s]+@[^<>@\s]+>$/
const EMAIL = /^[^<>@\s]+@[^<>@\s]+$/
const recipients = (body: Record<string, unknown>) => ((body.to as {email: string}[] | undefined) ?? []).map((to) => to.email.toLowerCase())

export async function startBrevoDouble({
  apiKey = 'test-key',
  keyLifetimeMs = DEFAULT_KEY_LIFETIME_MS,
  now = () => new Date(),
}: {apiKey?: string; keyLifetimeMs?: number; now?: () => Date} = {}): Promise<BrevoDouble> {
  const held = new Set<ServerResponse>()
  const keys = new Map<string, number>()
  const double: BrevoDouble = {
    url: '',
    mode: 'up',
    now,
    keyLifetimeMs,
    requests: [],
    sent: [],
    logs: new Map(),
    refusedDuplicates: 0,
    contacts: new Map(),
    sentWithKey: (key) => double.sent.filter((email) => email.key === key),
    close: async () => {
      for (const res of held) res.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }

  /** The answer, or in 'losing' mode none at all: the work is done, the connection is cut. */
  const answer = (res: ServerResponse, status: number, body?: unknown) => {
    if (double.mode === 'losing') return res.socket?.destroy()
    res.writeHead(status, {'content-type': 'application/json'})
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const refuse = (res: ServerResponse, status: number, code: string, message: string) => answer(res, status, {code, message})

  function sendEmail(res: ServerResponse, body: Record<string, unknown>) {
    const at = double.now()
    const key = (body.headers as Record<string, unknown> | undefined)?.idempotencyKey
    const keyText = typeof key === 'string' && key ? key : null
    if (keyText && (keys.get(keyText) ?? 0) > at.getTime()) {
      double.refusedDuplicates += 1
      return refuse(res, 400, 'duplicate_parameter', 'The idempotencyKey was already used.')
    }
    if (keyText) keys.set(keyText, at.getTime() + double.keyLifetimeMs)
    const email: SentEmail = {messageId: `<${randomUUID()}@smtp-relay.mailin.fr>`, uuid: randomUUID(), key: keyText, at, body}
    double.sent.push(email)
    for (const recipient of recipients(body)) double.logs.set(recipient, [...(double.logs.get(recipient) ?? []), email])
    return answer(res, 201, {messageId: email.messageId})
  }

  function listEmails(res: ServerResponse, query: URLSearchParams) {
    const email = query.get('email')?.toLowerCase()
    if (!email) return refuse(res, 400, 'missing_parameter', 'email, templateId or messageId is required')
    const [startDate, endDate] = [query.get('startDate'), query.get('endDate')]
    if (Boolean(startDate) !== Boolean(endDate)) return refuse(res, 400, 'missing_parameter', 'startDate and endDate go together')
    let from: number
    let to: number
    if (startDate && endDate) {
      if (!DATE.test(startDate) || !DATE.test(endDate)) return refuse(res, 400, 'invalid_parameter', 'Dates are YYYY-MM-DD')
      from = Date.parse(`${startDate}T00:00:00Z`)
      to = Date.parse(`${endDate}T00:00:00Z`) + DAY_MS
      if (to <= from) return refuse(res, 400, 'invalid_parameter', 'endDate is before startDate')
      if (to - from > MAX_LIST_DAYS * DAY_MS) return refuse(res, 400, 'invalid_parameter', 'Maximum time period that can be selected is one month')
    } else {
      to = double.now().getTime() + 1
      from = to - 30 * DAY_MS
    }
    const limit = Math.min(Number(query.get('limit') ?? 500), 1000)
    const offset = Number(query.get('offset') ?? 0)
    const matching = (double.logs.get(email) ?? [])
      .filter((sent) => sent.at.getTime() >= from && sent.at.getTime() < to)
      .sort((a, b) => (query.get('sort') === 'asc' ? 1 : -1) * (a.at.getTime() - b.at.getTime()))
    answer(res, 200, {
      count: matching.length,
      transactionalEmails: matching.slice(offset, offset + limit).map((sent) => ({
        email,
        subject: sent.body.subject,
        messageId: sent.messageId,
        uuid: sent.uuid,
        date: sent.at.toISOString(),
        from: (sent.body.sender as {email?: string} | undefined)?.email,
        tags: sent.body.tags ?? [],
      })),
    })
  }

  function deleteLogs(res: ServerResponse, identifier: string, query: URLSearchParams) {
    if (query.has('from_date') || query.has('to_date')) return refuse(res, 400, 'invalid_parameter', 'The double does not narrow a deletion by dates')
    if (EMAIL.test(identifier)) {
      if (!double.logs.delete(identifier.toLowerCase())) return refuse(res, 404, 'document_not_found', 'No transactional log for this address')
      return answer(res, 204)
    }
    if (!MESSAGE_ID.test(identifier)) return refuse(res, 400, 'invalid_parameter', 'The identifier is neither a message id nor an e-mail address')
    let found = false
    for (const [recipient, emails] of double.logs) {
      const kept = emails.filter((email) => email.messageId !== identifier)
      found ||= kept.length < emails.length
      if (kept.length > 0) double.logs.set(recipient, kept)
      else double.logs.delete(recipient)
    }
    return found ? answer(res, 204) : refuse(res, 404, 'document_not_found', 'No transactional log for this message id')
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://brevo.test')
    const endpoint = url.pathname.replace(/^\/v3/, '')
    const body = req.method === 'POST' ? await readJson(req) : {}
    double.requests.push({method: req.method ?? '', endpoint, query: url.searchParams, body})
    if (double.mode === 'hanging') {
      held.add(res)
      res.on('close', () => held.delete(res))
      return
    }
    if (double.mode === 'failing') return refuse(res, 500, 'internal_error', 'Brevo is down')
    if (req.headers['api-key'] !== apiKey) return refuse(res, 401, 'unauthorized', 'Key not found')
    if (req.method === 'POST' && endpoint === '/contacts') {
      const email = String(body.email)
      const known = double.contacts.get(email)
      if (known && !body.updateEnabled) return refuse(res, 400, 'duplicate_parameter', 'Contact already exist')
      double.contacts.set(email, {body, upserts: (known?.upserts ?? 0) + 1})
      return known ? answer(res, 204) : answer(res, 201, {id: double.contacts.size})
    }
    if (req.method === 'DELETE' && endpoint.startsWith('/contacts/')) {
      const email = decodeURIComponent(endpoint.slice('/contacts/'.length))
      if (!double.contacts.delete(email)) return refuse(res, 404, 'document_not_found', 'Contact does not exist')
      return answer(res, 204)
    }
    if (req.method === 'POST' && endpoint === '/smtp/email') return sendEmail(res, body)
    if (req.method === 'GET' && endpoint === '/smtp/emails') return listEmails(res, url.searchParams)
    if (req.method === 'DELETE' && endpoint.startsWith('/smtp/log/')) return deleteLogs(res, decodeURIComponent(endpoint.slice('/smtp/log/'.length)), url.searchParams)
    return refuse(res, 404, 'not_found', 'Unknown endpoint')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`
  return double
}
