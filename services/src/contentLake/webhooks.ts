// Sanity's GROQ-powered webhooks (document webhooks): after each committed transaction, one signed POST per changed
// document that a webhook's filter selects, its body the webhook's projection, so the site's /api/revalidate can be
// exercised against the lake as against Sanity.
import {randomUUID} from 'node:crypto'
import {setTimeout as sleep} from 'node:timers/promises'

import {SANITY_API_VERSION} from '@parlia/schemas/constants/sanityApi'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {evaluate, parse, type ExprNode} from 'groq-js'

import {publishedByDefault} from './perspective'
import {type Commit, type DocumentChange, type Revision, type Store, view} from './store'

/** A webhook as configured on sanity.io/manage (API › Webhooks), triggered on create, update and delete. */
export interface WebhookOptions {
  url: string
  /** A GROQ filter in delta mode (`before()`, `after()`, `delta::changedAny(…)`), against the document. */
  filter: string
  /** A GROQ projection in delta mode (`{_id, "operation": delta::operation()}`): the request's body. */
  projection: string
  /** Signs each request in `sanity-webhook-signature`, as `@sanity/webhook` checks it; unsigned without one. */
  secret?: string
  /**
   * The GROQ API version: as for a query, what `*` and references see (published documents only from 2025-02-19);
   * the site's (SANITY_API_VERSION) by default.
   */
  apiVersion?: string
  /** Drafts and versions trigger it too; otherwise only published documents do (an unpublish is a delete). */
  includeDrafts?: boolean
}

/** The project id the lake's clients name (testClient.ts), sent in `sanity-project-id`. */
const PROJECT_ID = 'local'

/** Attempts per request: a receiver that is restarting gets a few seconds to come back. */
const ATTEMPTS = 5
/** The wait before the first retry, doubled before each next one. */
const FIRST_RETRY_MS = 250
/** A receiver that has not answered by then is tried again, as one that failed. */
const ATTEMPT_TIMEOUT_MS = 10_000
/** How long `close` lets requests under way finish before it abandons them. */
const CLOSE_GRACE_MS = 1_000

type Operation = 'create' | 'update' | 'delete'

/** One request to send, the same on each attempt but for the signature's time. */
interface Message {
  url: string
  secret?: string
  body: string
  headers: Record<string, string>
}

interface Webhook {
  options: WebhookOptions
  filter: ExprNode
  projection: ExprNode
  /** The end of its deliveries so far: each commit's waits for the one before, so requests keep the commits' order. */
  tail: Promise<void>
}

export interface Webhooks {
  /** Resolves once every commit so far has been delivered, or given up on. */
  idle(): Promise<void>
  /** Stops watching commits, lets the requests under way finish briefly, then abandons the rest. */
  close(): Promise<void>
}

function compile(query: string, field: 'filter' | 'projection', url: string): ExprNode {
  try {
    return parse(query, {mode: 'delta'})
  } catch (error) {
    throw new Error(`The webhook to ${url} has an invalid ${field}: ${(error as Error).message}`, {cause: error})
  }
}

const operationOf = ({before, after}: DocumentChange): Operation => (!before ? 'create' : after ? 'update' : 'delete')

const label = (message: Message) =>
  `Webhook ${message.headers['sanity-operation']} of ${message.headers['sanity-document-id']} ` +
  `(transaction ${message.headers['sanity-transaction-id']}) to ${message.url}`

/** One POST; answers why it failed and whether trying again may help, or null once the receiver took it. */
async function attempt(message: Message, signal: AbortSignal): Promise<{reason: string; retry: boolean} | null> {
  const {url, secret, body, headers} = message
  try {
    // Signed at each attempt, as Sanity does: receivers refuse an old signature (the site after 5 minutes).
    const signature = secret && {[SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret)}
    const response = await fetch(url, {
      method: 'POST',
      headers: {...headers, ...signature},
      body,
      signal: AbortSignal.any([signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
    })
    // Read to the end, so the connection goes back to the pool.
    await response.arrayBuffer()
    if (response.ok) return null
    // A refusal (4xx) would be refused again; an overloaded or failing receiver may recover.
    return {reason: `answered ${response.status}`, retry: response.status >= 500 || response.status === 429}
  } catch (error) {
    // A network error or a timeout; an abort means the lake is closing.
    return {reason: String((error as Error).cause ?? error), retry: !signal.aborted}
  }
}

async function deliver(message: Message, signal: AbortSignal): Promise<void> {
  for (let attempts = 1; ; attempts += 1) {
    const failure = await attempt(message, signal)
    if (!failure) return
    if (!failure.retry || attempts === ATTEMPTS) {
      console.error(`${label(message)} failed after ${attempts} attempt(s): ${failure.reason}`)
      return
    }
    try {
      await sleep(FIRST_RETRY_MS * 2 ** (attempts - 1), undefined, {signal})
    } catch {
      console.error(`${label(message)} abandoned: the lake closed (last attempt ${failure.reason})`)
      return
    }
  }
}

/** Sends the webhooks' requests for every transaction the store commits, off the request that made it. */
export function createWebhooks(
  configured: readonly WebhookOptions[] = [],
  {subscribe, live}: Pick<Store, 'subscribe' | 'live'>,
  dataset: string,
): Webhooks {
  const webhooks: Webhook[] = configured.map((options) => ({
    options,
    filter: compile(options.filter, 'filter', options.url),
    projection: compile(options.projection, 'projection', options.url),
    tail: Promise.resolve(),
  }))
  const closing = new AbortController()

  /** The request a change makes, or null when the webhook's filter leaves its document out. */
  async function messageFor(webhook: Webhook, commit: Commit, change: DocumentChange, at: Revision) {
    const {url, secret, apiVersion = SANITY_API_VERSION} = webhook.options
    const {before, after} = change
    const scope = {
      // A deleted document is judged and projected as it was.
      root: after ?? before,
      before,
      after,
      dataset: view(at, publishedByDefault(apiVersion) ? 'published' : 'raw'),
      sanity: {projectId: PROJECT_ID, dataset},
    }
    // As in a query's filter, only `true` selects.
    if ((await (await evaluate(webhook.filter, scope)).get()) !== true) return null
    const body = JSON.stringify(await (await evaluate(webhook.projection, scope)).get())
    const headers = {
      'content-type': 'application/json',
      'sanity-transaction-id': commit.transactionId,
      'sanity-document-id': change.id,
      'sanity-operation': operationOf(change),
      'sanity-project-id': PROJECT_ID,
      'sanity-dataset': dataset,
      // The same on every attempt: a receiver that got a request whose answer was lost can tell the retry.
      'idempotency-key': randomUUID(),
    }
    return {url, secret, body, headers}
  }

  async function deliverCommit(webhook: Webhook, commit: Commit, at: Revision) {
    const {includeDrafts = false, url} = webhook.options
    for (const change of commit.changes) {
      if (!includeDrafts && (change.id.startsWith('drafts.') || change.id.startsWith('versions.'))) continue
      try {
        const message = await messageFor(webhook, commit, change, at)
        if (message) await deliver(message, closing.signal)
      } catch (error) {
        const where = `${change.id} (transaction ${commit.transactionId})`
        console.error(`Webhook to ${url}: its filter or projection failed on ${where}:`, error)
      }
    }
  }

  const unsubscribe = subscribe((commit) => {
    // The revision the commit made, for `*` and references, before another commit replaces it.
    const at = live()
    for (const webhook of webhooks) webhook.tail = webhook.tail.then(() => deliverCommit(webhook, commit, at))
  })

  async function idle(): Promise<void> {
    const tails = webhooks.map((webhook) => webhook.tail)
    await Promise.all(tails)
    // Commits made meanwhile queued more.
    if (webhooks.some((webhook, index) => webhook.tail !== tails[index])) await idle()
  }

  async function close() {
    unsubscribe()
    await Promise.race([idle(), sleep(CLOSE_GRACE_MS, undefined, {ref: false})])
    closing.abort(new Error('the lake closed'))
    await idle()
  }

  return {idle, close}
}
