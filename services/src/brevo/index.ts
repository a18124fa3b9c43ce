import type {ServerResponse} from 'node:http'

import {listenOnLoopback} from '../loopback/listen'
import {createFaults, type FaultKind, type FaultOptions, type Route} from './faults'
import {type BrevoMode, createBrevoServer, type RecordedRequest} from './server'
import {type BrevoState, type Contact, DEFAULT_KEY_LIFETIME_MS, type SentEmail} from './state'

export {DEFAULT_KEY_LIFETIME_MS}
export type {BrevoMode, Contact, FaultKind, FaultOptions, RecordedRequest, Route, SentEmail}

export interface BrevoOptions {
  /** The API key the server accepts in the `api-key` header; `test-key` by default. */
  apiKey?: string
  /** How long an e-mail's idempotency key is remembered; Brevo's 15 minutes by default. */
  keyLifetimeMs?: number
  /** The server's clock (tests move it by hand); the real time by default. */
  now?: () => Date
  /** 0 (the default) takes a free port. */
  port?: number
}

export interface Brevo extends BrevoState {
  /** The API's base URL, for the site's `BREVO_API_URL` (it ends with `/v3`, as Brevo's does). */
  url: string
  /** Where the test's controls are: `GET {adminUrl}/__inspect/sent` (or `contacts`, `requests`), `POST|DELETE {adminUrl}/__faults`. */
  adminUrl: string
  mode: BrevoMode
  /** Every request received on the API, in order, whatever it was answered. */
  requests: RecordedRequest[]
  /** The e-mails sent with this idempotency key. */
  sentWithKey(key: string): SentEmail[]
  /** Stages a fault on one endpoint: its next `times` requests (all by default) get it instead of an answer. */
  inject(route: Route, fault: FaultKind, options?: FaultOptions): void
  clearFaults(): void
  close(): Promise<void>
}

/**
 * A local server that speaks Brevo's API (https://developers.brevo.com) as the site's outbox and erasure call
 * it: contacts (`POST /contacts` with `updateEnabled`, `DELETE /contacts/{email}`) and transactional e-mail
 * (`POST /smtp/email` with an idempotency key, `GET /smtp/emails`, `DELETE /smtp/log/{identifier}`), checking
 * the `api-key` header; with faults staged per endpoint and the whole server's `mode` (dev-only: the tests'
 * stand-in for a Brevo account).
 */
export async function startBrevo({
  apiKey = 'test-key',
  keyLifetimeMs = DEFAULT_KEY_LIFETIME_MS,
  now = () => new Date(),
  port = 0,
}: BrevoOptions = {}): Promise<Brevo> {
  const held = new Set<ServerResponse>()
  const faults = createFaults()
  const brevo: Brevo = {
    url: '',
    adminUrl: '',
    mode: 'up',
    now,
    keyLifetimeMs,
    requests: [],
    sent: [],
    logs: new Map(),
    refusedDuplicates: 0,
    contacts: new Map(),
    keys: new Map(),
    sentWithKey: (key) => brevo.sent.filter((email) => email.key === key),
    inject: faults.inject,
    clearFaults: faults.clear,
    // Replaced once the server listens.
    // Set once the server listens.
    close: async () => {},
  }
  const mode = {get: () => brevo.mode, set: (next: Brevo['mode']) => void (brevo.mode = next)}
  const listening = await listenOnLoopback(
    createBrevoServer({apiKey, state: brevo, faults, requests: brevo.requests, mode}, held),
    port,
    held,
  )
  brevo.adminUrl = listening.origin
  brevo.close = listening.close
  brevo.url = `${brevo.adminUrl}/v3`
  return brevo
}
