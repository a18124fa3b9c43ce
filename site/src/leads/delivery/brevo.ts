import {readFile} from 'node:fs/promises'

import type {BrevoConfig} from '../../platform/env/server'
import {logger} from '../../platform/logging/logger'
import {contentFile} from './contentFile'
import {DeliveryError, type DeliveryReceipt, type DeliveryTransport, type MailMessage, type OutboxItem} from './types'

/** A request to Brevo that has not answered within this long is abandoned and retried later. */
const BREVO_TIMEOUT_MS = 10_000

/**
 * How long Brevo remembers a transactional e-mail's `idempotencyKey`: 15 minutes in its announcement of the
 * feature, 30 in its current guide. We rely on the shorter.
 */
export const BREVO_KEY_LIFETIME_MS = 15 * 60 * 1000

/**
 * A retry this long after an attempt whose outcome is unknown may reach Brevo once it forgot the key: it
 * looks the e-mail up in Brevo's log first. The margin covers the retry's own journey to Brevo.
 */
export const KEY_TRUSTED_FOR_MS = BREVO_KEY_LIFETIME_MS - 60 * 1000

/** The tag that finds an e-mail in Brevo's log: its outbox row. */
export const outboxTag = (rowId: string) => `outbox-${rowId}`

/** Brevo lists the e-mails sent to an address over at most a month per request, page by page. */
const LIST_WINDOW_DAYS = 28
const LIST_PAGE = 500
const LIST_MAX_PAGES = 20
const DAY_MS = 24 * 60 * 60 * 1000

/** Failures that prove the request never left: nothing reached Brevo. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'])

const causeCode = (error: unknown) =>
  ((error as {cause?: {code?: unknown}}).cause?.code as string | undefined) ?? (error as {code?: string}).code

const day = (date: Date) => date.toISOString().slice(0, 10)

type BrevoCall = (method: string, endpoint: string, body: unknown, mayDeliver: boolean) => Promise<Response>

/** `mayDeliver`: the request itself delivers something, so a failure after it left is of unknown outcome. */
function brevoCall(config: BrevoConfig, fetchImpl: typeof fetch, timeoutMs: number): BrevoCall {
  return async (method, endpoint, body, mayDeliver) => {
    try {
      return await fetchImpl(`${config.apiUrl}${endpoint}`, {
        method,
        headers: {
          'api-key': config.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : {'content-type': 'application/json'}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const neverSent = NEVER_SENT.has(causeCode(error) ?? '')
      throw new DeliveryError(`Brevo ${method} ${endpoint.split('?')[0]} unreachable: ${(error as Error).message}`, {
        outcomeUnknown: mayDeliver && !neverSent,
      })
    }
  }
}

async function failure(
  response: Response,
  label: string,
  mayDeliver: boolean,
  detail?: string,
): Promise<DeliveryError> {
  const text = (detail ?? (await response.text().catch(() => ''))).slice(0, 300)
  const {status} = response
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429
  return new DeliveryError(`Brevo ${label} answered ${status} ${text}`.trim(), {
    permanent,
    outcomeUnknown: mayDeliver && status >= 500,
  })
}

/**
 * The message ids (null when Brevo gives none) of the e-mails Brevo's log holds with this tag, sent to
 * `recipient` between `since` and `until`, searched 28 days at a time. The outbox stops at the first before
 * a late retry; erasure takes them all (a duplicate has its own).
 */
async function* taggedInLog(
  call: BrevoCall,
  tag: string,
  recipient: string,
  since: Date,
  until: Date,
): AsyncGenerator<string | null> {
  const end = new Date(until.getTime() + DAY_MS)
  // A day's margin on each side: Brevo's dates are calendar days, perhaps not in UTC.
  for (
    let start = new Date(since.getTime() - DAY_MS);
    day(start) <= day(end);
    start = new Date(start.getTime() + LIST_WINDOW_DAYS * DAY_MS)
  ) {
    const last = new Date(Math.min(start.getTime() + (LIST_WINDOW_DAYS - 1) * DAY_MS, end.getTime()))
    for (let page = 0; ; page += 1) {
      if (page === LIST_MAX_PAGES)
        throw new DeliveryError(
          `Brevo's log of ${LIST_MAX_PAGES * LIST_PAGE}+ e-mails to one address could not be searched to its end`,
        )
      const query = new URLSearchParams({
        email: recipient,
        startDate: day(start),
        endDate: day(last),
        limit: String(LIST_PAGE),
        offset: String(page * LIST_PAGE),
        sort: 'desc',
      })
      const response = await call('GET', `/smtp/emails?${query}`, undefined, false)
      // Brevo may answer 404 when no e-mail matches.
      if (response.status === 404) break
      if (!response.ok) throw await failure(response, 'GET /smtp/emails', false)
      const listed = (await response.json().catch(() => null)) as {
        transactionalEmails?: {tags?: unknown; messageId?: unknown}[]
      } | null
      if (!listed) throw new DeliveryError('Brevo GET /smtp/emails answered something that is not JSON')
      const emails = listed.transactionalEmails ?? []
      for (const email of emails) {
        if (Array.isArray(email.tags) && email.tags.includes(tag))
          yield typeof email.messageId === 'string' ? email.messageId : null
      }
      if (emails.length < LIST_PAGE) break
    }
  }
}

/**
 * Brevo's API (https://developers.brevo.com): `POST /contacts` with `updateEnabled` creates or updates the
 * contact, so repeating it is harmless. `POST /smtp/email` sends a transactional e-mail with the outbox row's
 * id as its `idempotencyKey` and as a tag. Brevo refuses a key it remembers with 400 `duplicate_parameter`,
 * which means this e-mail was sent: delivered. It remembers keys for minutes only, while retries run for days,
 * so when an attempt's outcome was unknown and the retry falls past the key's lifetime, the e-mail is first
 * looked up by its tag in Brevo's log (`GET /smtp/emails`), and sent again only when it is not there.
 * Throttling (429), time-outs and server errors are retried; other refusals are not. A sent e-mail's
 * receipt carries the `messageId` of Brevo's answer (or of the log entry found), for erasure.
 */
export function createBrevoTransport(
  config: BrevoConfig,
  contentDir: string,
  {fetchImpl = fetch, timeoutMs = BREVO_TIMEOUT_MS}: {fetchImpl?: typeof fetch; timeoutMs?: number} = {},
): DeliveryTransport {
  const call = brevoCall(config, fetchImpl, timeoutMs)

  async function mailBody(item: OutboxItem, mail: MailMessage) {
    let attachment
    if (mail.attachment) {
      const {contentPath, filename} = mail.attachment
      const content = await readFile(await contentFile(contentDir, contentPath)).catch((error: Error) => {
        throw error instanceof DeliveryError
          ? error
          : new DeliveryError(`the attachment ${JSON.stringify(contentPath)} cannot be read: ${error.message}`)
      })
      attachment = [{name: filename, content: content.toString('base64')}]
    }
    return {
      sender: mail.from,
      to: [mail.to],
      replyTo: mail.replyTo,
      subject: mail.subject,
      htmlContent: mail.html,
      textContent: mail.text,
      attachment,
      headers: {idempotencyKey: item.id},
      tags: ['site-parlia', item.message.kind, outboxTag(item.id)],
    }
  }

  async function sendEmail(item: OutboxItem, mail: MailMessage, now: Date): Promise<DeliveryReceipt> {
    const since = item.unconfirmedSince
    if (since && now.getTime() - since.getTime() >= KEY_TRUSTED_FOR_MS) {
      for await (const messageId of taggedInLog(call, outboxTag(item.id), mail.to.email, since, now)) {
        logger.info(
          {event: 'outbox.found_in_log', kind: item.message.kind, leadId: item.leadId},
          'E-mail found in Brevo’s log: not sent again',
        )
        return messageId ? {messageId} : {}
      }
    }
    const response = await call('POST', '/smtp/email', await mailBody(item, mail), true)
    if (response.ok) {
      // The e-mail is sent whatever becomes of its answer: without a message id, erasure finds it by its tag.
      const answer = (await response.json().catch(() => null)) as {messageId?: unknown} | null
      return typeof answer?.messageId === 'string' ? {messageId: answer.messageId} : {}
    }
    const text = await response.text().catch(() => '')
    if (response.status === 400 && codeOf(text) === 'duplicate_parameter') return {}
    throw await failure(response, 'POST /smtp/email', true, text)
  }

  return {
    name: 'Brevo',
    async deliver(item, now) {
      const {message} = item
      if (message.kind !== 'contact') return sendEmail(item, message.mail, now)
      const response = await call(
        'POST',
        '/contacts',
        {
          email: message.email,
          attributes: message.attributes,
          ...(config.listId ? {listIds: [config.listId]} : {}),
          updateEnabled: true,
        },
        false,
      )
      if (!response.ok) throw await failure(response, 'POST /contacts', false)
    },
  }
}

/** Brevo's error code in an error answer (`{code, message}`), if any. */
function codeOf(text: string): string | undefined {
  try {
    return (JSON.parse(text) as {code?: string}).code
  } catch {
    return undefined
  }
}

/** What erasing an address did in Brevo. */
export interface BrevoErasure {
  contact: 'deleted' | 'absent'
  /**
   * The log of the transactional e-mails sent to the address: 'requested' when Brevo accepted to delete it,
   * which it does in the background (24 to 48 hours by its documentation); 'absent' when it holds none.
   */
  emailLogs: 'requested' | 'absent'
}

/**
 * Erasure on Brevo's side: deletes the contact (`DELETE /contacts/{email}`), then the log of the
 * transactional e-mails sent to the address (`DELETE /smtp/log/{email}`). Brevo answers 404 when it has
 * nothing there, which is fine. Any other failure throws; both deletions are harmless to repeat.
 */
export async function eraseFromBrevo(
  config: BrevoConfig,
  email: string,
  fetchImpl: typeof fetch = fetch,
): Promise<BrevoErasure> {
  const identifier = encodeURIComponent(email)
  const contact = (await brevoDelete(config, `/contacts/${identifier}`, fetchImpl)) ? 'deleted' : 'absent'
  const emailLogs = (await brevoDelete(config, `/smtp/log/${identifier}`, fetchImpl)) ? 'requested' : 'absent'
  return {contact, emailLogs}
}

/** Whether Brevo had something to delete. Errors name the endpoint without the address, which stays out of logs. */
async function brevoDelete(config: BrevoConfig, endpoint: string, fetchImpl: typeof fetch): Promise<boolean> {
  const label = `DELETE ${endpoint.slice(0, endpoint.lastIndexOf('/'))}`
  const response = await fetchImpl(`${config.apiUrl}${endpoint}`, {
    method: 'DELETE',
    headers: {'api-key': config.apiKey, accept: 'application/json'},
    signal: AbortSignal.timeout(BREVO_TIMEOUT_MS),
  }).catch((error: Error) => {
    throw new Error(`Brevo ${label} unreachable: ${error.message}`)
  })
  if (response.status === 404) return false
  if (!response.ok)
    throw new Error(
      `Brevo ${label} answered ${response.status} ${(await response.text().catch(() => '')).slice(0, 300)}`.trim(),
    )
  return true
}

/** An e-mail sent about a lead to another address than the person's (the sales notification), to erase from Brevo's log. */
export interface SentLog {
  /** Its outbox row, whose tag marks the e-mail in Brevo's log. */
  rowId: string
  recipient: string
  /** Brevo's id of the e-mail; null when its answer never said (sent before ids were kept, or answer lost). */
  messageId: string | null
  /** When it may have been sent: where to search Brevo's log without a message id. */
  sentFrom: Date
  sentUntil: Date
}

/**
 * Deletes one e-mail's log entry in Brevo (`DELETE /smtp/log/{messageId}`): by its message id, or else by
 * the ids of the entries that carry its row's tag in the recipient's log (the same search as the outbox's
 * before a late retry; a duplicate sent once has two). 'requested' when Brevo accepted to delete one
 * (in the background), 'absent' when it holds none (404, or nothing found). Failures throw; harmless to repeat.
 */
export async function eraseSentLog(
  config: BrevoConfig,
  log: SentLog,
  fetchImpl: typeof fetch = fetch,
): Promise<'requested' | 'absent'> {
  const ids: string[] = log.messageId ? [log.messageId] : []
  if (!log.messageId) {
    const call = brevoCall(config, fetchImpl, BREVO_TIMEOUT_MS)
    for await (const messageId of taggedInLog(call, outboxTag(log.rowId), log.recipient, log.sentFrom, log.sentUntil)) {
      if (messageId) ids.push(messageId)
    }
  }
  let requested = false
  for (const id of ids)
    requested = (await brevoDelete(config, `/smtp/log/${encodeURIComponent(id)}`, fetchImpl)) || requested
  return requested ? 'requested' : 'absent'
}
