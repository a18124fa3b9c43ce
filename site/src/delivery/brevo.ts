import {readFile} from 'node:fs/promises'
import path from 'node:path'

import type {BrevoConfig} from '../env/server'
import {DeliveryError, type DeliveryTransport, type MailMessage, type OutboxItem} from './types'

/** A request to Brevo that has not answered within this long is abandoned and retried later. */
export const BREVO_TIMEOUT_MS = 10_000

/**
 * Brevo's API (https://developers.brevo.com): `POST /contacts` with `updateEnabled` creates or updates the
 * contact, so repeating it is harmless; `POST /smtp/email` sends a transactional e-mail, and the outbox
 * row's id as its `idempotencyKey` header makes Brevo send it once however often it is repeated (within
 * Brevo's time-to-live for keys). Throttling (429) and server errors are retried; other refusals are not.
 */
export function createBrevoTransport(
  config: BrevoConfig,
  contentDir: string,
  {fetchImpl = fetch, timeoutMs = BREVO_TIMEOUT_MS}: {fetchImpl?: typeof fetch; timeoutMs?: number} = {},
): DeliveryTransport {
  async function post(endpoint: string, body: unknown): Promise<void> {
    let response: Response
    try {
      response = await fetchImpl(`${config.apiUrl}${endpoint}`, {
        method: 'POST',
        headers: {'api-key': config.apiKey, 'content-type': 'application/json', accept: 'application/json'},
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new DeliveryError(`Brevo ${endpoint} unreachable: ${(error as Error).message}`)
    }
    if (response.ok) return
    const detail = (await response.text().catch(() => '')).slice(0, 300)
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429
    throw new DeliveryError(`Brevo ${endpoint} answered ${response.status} ${detail}`.trim(), permanent)
  }

  async function mailBody(item: OutboxItem, mail: MailMessage) {
    const attachment = mail.attachment
      ? [{name: mail.attachment.filename, content: (await readFile(path.join(/* turbopackIgnore: true */ contentDir, mail.attachment.contentPath))).toString('base64')}]
      : undefined
    return {
      sender: mail.from,
      to: [mail.to],
      replyTo: mail.replyTo,
      subject: mail.subject,
      htmlContent: mail.html,
      textContent: mail.text,
      attachment,
      headers: {idempotencyKey: item.id},
      tags: ['site-parlia', item.message.kind],
    }
  }

  return {
    name: 'Brevo',
    async deliver(item) {
      const {message} = item
      if (message.kind === 'contact') {
        await post('/contacts', {
          email: message.email,
          attributes: message.attributes,
          ...(config.listId ? {listIds: [config.listId]} : {}),
          updateEnabled: true,
        })
        return
      }
      await post('/smtp/email', await mailBody(item, message.mail))
    },
  }
}

/**
 * Erasure on Brevo's side: deletes the contact (`DELETE /contacts/{email}`). Brevo keeps the logs of the
 * e-mails it sent for its own retention period; they cannot be deleted through the API.
 */
export async function deleteBrevoContact(config: BrevoConfig, email: string, fetchImpl: typeof fetch = fetch): Promise<'deleted' | 'absent'> {
  const response = await fetchImpl(`${config.apiUrl}/contacts/${encodeURIComponent(email)}`, {
    method: 'DELETE',
    headers: {'api-key': config.apiKey, accept: 'application/json'},
    signal: AbortSignal.timeout(BREVO_TIMEOUT_MS),
  })
  if (response.status === 404) return 'absent'
  if (!response.ok) throw new Error(`Brevo DELETE /contacts answered ${response.status} ${(await response.text()).slice(0, 300)}`.trim())
  return 'deleted'
}
