/**
 * How long Brevo remembers an e-mail's idempotencyKey. Brevo documents 15 minutes (its announcement of the
 * feature) and 30 minutes (its current guide to idempotency); the server keeps the shorter, which is what the
 * site relies on. After it, a send with the same key is a new e-mail, as at Brevo.
 */
export const DEFAULT_KEY_LIFETIME_MS = 15 * 60 * 1000

/** An e-mail the server sent, as its log keeps it for each recipient. */
export interface SentEmail {
  messageId: string
  uuid: string
  key: string | null
  at: Date
  body: Record<string, unknown>
}

/** A contact, with how many times it was created or updated. */
export interface Contact {
  body: Record<string, unknown>
  upserts: number
}

/** What the server holds, shared by its endpoints and open to the tests. */
export interface BrevoState {
  now: () => Date
  keyLifetimeMs: number
  /** Every e-mail sent, in order: what reached the recipients, whatever became of the log since. */
  sent: SentEmail[]
  /** Brevo's log of the e-mails sent, by recipient (in lower case), in order. */
  logs: Map<string, SentEmail[]>
  /** Sends refused because their idempotency key was still remembered. */
  refusedDuplicates: number
  /** Contacts, by address. */
  contacts: Map<string, Contact>
  /** The idempotency keys remembered, with when each is forgotten (epoch ms). */
  keys: Map<string, number>
}

/** What an endpoint answers: a status, a JSON body, headers. */
export interface Answer {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

/** Brevo's error shape. */
export const refusal = (status: number, code: string, message: string, headers?: Record<string, string>): Answer => ({
  status,
  body: {code, message},
  headers,
})
