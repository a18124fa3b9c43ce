import {randomUUID} from 'node:crypto'

import {type Answer, type BrevoState, refusal, type SentEmail} from './state'

/** Brevo's list of transactional e-mails covers at most a month per request. */
const MAX_LIST_DAYS = 31
const DAY_MS = 24 * 60 * 60 * 1000

const DATE = /^\d{4}-\d{2}-\d{2}$/
const MESSAGE_ID = /^<[^<>@\s]+@[^<>@\s]+>$/
const EMAIL = /^[^<>@\s]+@[^<>@\s]+$/

const recipients = (body: Record<string, unknown>) =>
  ((body.to as {email: string}[] | undefined) ?? []).map((to) => to.email.toLowerCase())

/**
 * `POST /smtp/email`: sends the e-mail; a `headers.idempotencyKey` still remembered is refused with 400
 * `duplicate_parameter` and nothing is sent.
 */
export function sendEmail(state: BrevoState, body: Record<string, unknown>): Answer {
  const at = state.now()
  const key = (body.headers as Record<string, unknown> | undefined)?.idempotencyKey
  const keyText = typeof key === 'string' && key ? key : null
  if (keyText && (state.keys.get(keyText) ?? 0) > at.getTime()) {
    state.refusedDuplicates += 1
    return refusal(400, 'duplicate_parameter', 'The idempotencyKey was already used.')
  }
  if (keyText) state.keys.set(keyText, at.getTime() + state.keyLifetimeMs)
  const email: SentEmail = {
    messageId: `<${randomUUID()}@smtp-relay.mailin.fr>`,
    uuid: randomUUID(),
    key: keyText,
    at,
    body,
  }
  state.sent.push(email)
  for (const recipient of recipients(body)) state.logs.set(recipient, [...(state.logs.get(recipient) ?? []), email])
  return {status: 201, body: {messageId: email.messageId}}
}

/**
 * `GET /smtp/emails?email=…&startDate=…&endDate=…&limit=…&offset=…&sort=…`: the e-mails sent to an address,
 * from its log; dates as YYYY-MM-DD at most a month apart (the last 30 days without them).
 */
export function listEmails(state: BrevoState, query: URLSearchParams): Answer {
  const email = query.get('email')?.toLowerCase()
  if (!email) return refusal(400, 'missing_parameter', 'email, templateId or messageId is required')
  const [startDate, endDate] = [query.get('startDate'), query.get('endDate')]
  if (Boolean(startDate) !== Boolean(endDate))
    return refusal(400, 'missing_parameter', 'startDate and endDate go together')
  let from: number
  let to: number
  if (startDate && endDate) {
    if (!DATE.test(startDate) || !DATE.test(endDate)) return refusal(400, 'invalid_parameter', 'Dates are YYYY-MM-DD')
    from = Date.parse(`${startDate}T00:00:00Z`)
    to = Date.parse(`${endDate}T00:00:00Z`) + DAY_MS
    if (to <= from) return refusal(400, 'invalid_parameter', 'endDate is before startDate')
    if (to - from > MAX_LIST_DAYS * DAY_MS)
      return refusal(400, 'invalid_parameter', 'Maximum time period that can be selected is one month')
  } else {
    to = state.now().getTime() + 1
    from = to - 30 * DAY_MS
  }
  const limit = Math.min(Number(query.get('limit') ?? 500), 1000)
  const offset = Number(query.get('offset') ?? 0)
  const matching = (state.logs.get(email) ?? [])
    .filter((sent) => sent.at.getTime() >= from && sent.at.getTime() < to)
    .sort((a, b) => (query.get('sort') === 'asc' ? 1 : -1) * (a.at.getTime() - b.at.getTime()))
  return {
    status: 200,
    body: {
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
    },
  }
}

/**
 * `DELETE /smtp/log/{identifier}`: deletes from the log the e-mails sent to an address, or the one of a message
 * id (`<…@…>`); 404 when there is none. Brevo does it in the background, the server at once. It does not narrow
 * a deletion by dates (`from_date`, `to_date`): it refuses them.
 */
export function deleteLogs(state: BrevoState, identifier: string, query: URLSearchParams): Answer {
  if (query.has('from_date') || query.has('to_date'))
    return refusal(400, 'invalid_parameter', 'The local server does not narrow a deletion by dates')
  if (EMAIL.test(identifier)) {
    if (!state.logs.delete(identifier.toLowerCase()))
      return refusal(404, 'document_not_found', 'No transactional log for this address')
    return {status: 204}
  }
  if (!MESSAGE_ID.test(identifier))
    return refusal(400, 'invalid_parameter', 'The identifier is neither a message id nor an e-mail address')
  let found = false
  for (const [recipient, emails] of state.logs) {
    const kept = emails.filter((email) => email.messageId !== identifier)
    found ||= kept.length < emails.length
    if (kept.length > 0) state.logs.set(recipient, kept)
    else state.logs.delete(recipient)
  }
  return found ? {status: 204} : refusal(404, 'document_not_found', 'No transactional log for this message id')
}
