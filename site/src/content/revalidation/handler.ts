import type {IncomingHttpHeaders} from 'node:http'

import {readWebhookBody} from './body'
import {announceContentChange} from './contentChanges'
import type {PublishWindow} from './publishWindow'
import type {Regenerate, RegenerationQueue, RegenerationReport} from './queue'
import {type ParsedChange, SIGNATURE_HEADER_NAME, verifyWebhook} from './webhook'

export interface WebhookDeps {
  /** Read at each call: the configuration may change between deployments without a rebuild. */
  secret: () => string | undefined
  /** Saves or deletes the changed document's search record, where it has one. */
  syncSearch: (change: ParsedChange) => Promise<void>
  /** Every page the changed document appears on. */
  pathsFor: (change: ParsedChange) => Promise<string[]>
  queue: RegenerationQueue
  /** Opened by every valid call: server-rendered pages then read past the API CDN, which lags behind a publish. */
  publishWindow: PublishWindow
}

export type WebhookRequest = NodeJS.ReadableStream & {method?: string; headers: IncomingHttpHeaders}

export type WebhookReply =
  {status: 200 | 207; body: RegenerationReport} | {status: 400 | 401 | 405 | 413; body: {error: string}; allow?: string}

/**
 * The Sanity webhook: verifies the signature and its date on the raw body, maps the changed document to
 * every page it appears on, and has them regenerated through the shared queue (which `regenerate` may serve
 * for concurrent calls too).
 */
export async function handleWebhook(
  req: WebhookRequest,
  regenerate: Regenerate,
  deps: WebhookDeps,
): Promise<WebhookReply> {
  if (req.method !== 'POST')
    return {status: 405, body: {error: 'Méthode non autorisée : utilisez POST.'}, allow: 'POST'}
  const body = await readWebhookBody(req)
  if (!body.ok) return {status: body.status, body: {error: body.message}}

  const signature = req.headers[SIGNATURE_HEADER_NAME]
  const verdict = await verifyWebhook(body.text, Array.isArray(signature) ? signature[0] : signature, deps.secret())
  if (!verdict.ok) return {status: verdict.status, body: {error: verdict.message}}

  // First: regenerating a settings change's pages takes minutes, and a failure must not keep the old content served.
  await deps.publishWindow.notePublish()
  // The assistant quotes every kind of page: whatever changed, every instance's indexes read the content again.
  await announceContentChange()
  await deps.syncSearch(verdict.change)
  const report = await deps.queue.regenerate(await deps.pathsFor(verdict.change), regenerate)
  return {status: report.failed.length ? 207 : 200, body: report}
}
