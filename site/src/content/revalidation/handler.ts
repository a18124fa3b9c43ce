import type {IncomingHttpHeaders} from 'node:http'

import {logger} from '../../platform/logging/logger'

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
  | {status: 200 | 207; body: RegenerationReport}
  | {status: 202; body: {queued: string[]}}
  | {status: 400 | 401 | 405 | 413; body: {error: string}; allow?: string}

/** The longest a caller may ask to wait for the regenerations (nginx's default proxy timeout is 60 s). */
export const MAX_WAIT_S = 55

/** The seconds a `Prefer: wait=N` header (RFC 7240) asks for, capped; 0 without one. */
export function preferredWait(header: string | string[] | undefined): number {
  const wait = /(?:^|[,;\s])wait\s*=\s*"?(\d+)/i.exec([header ?? ''].flat().join(','))
  return wait ? Math.min(Number(wait[1]), MAX_WAIT_S) : 0
}

/** Resolves with null after `ms`, without keeping the process up for it. */
const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(resolve, ms, null).unref())

/**
 * The Sanity webhook: verifies the signature and its date on the raw body, maps the changed document to
 * every page it appears on, and queues their regeneration in the shared queue (which `regenerate` may serve
 * for concurrent calls too). It answers 202 once the pages are queued, whatever their number: the regeneration
 * runs in the background, a few pages at a time. A caller that sends `Prefer: wait=N` (the tests, a script)
 * gets the report instead when the pages are done within N seconds.
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
  const paths = await deps.pathsFor(verdict.change)
  const regenerated = deps.queue.regenerate(paths, regenerate).then((report) => {
    for (const {path, error} of report.failed)
      logger.error({event: 'revalidate.failed', document: verdict.change._id, path, error}, 'A page kept its old content')
    return report
  })
  const waitS = preferredWait(req.headers.prefer)
  const report = waitS ? await Promise.race([regenerated, timeout(waitS * 1000)]) : null
  if (!report) return {status: 202, body: {queued: [...new Set(paths)]}}
  return {status: report.failed.length ? 207 : 200, body: report}
}
