import {createHash, randomUUID} from 'node:crypto'

import {DATA_RETENTION} from '@parlia/schemas/constants'

import type {SentLog} from '../delivery/brevo'
import type {OutboxKind, OutboxMessage} from '../delivery/types'
import type {FormKind} from '../forms/definitions'
import type {Database, Queryable} from './database'

/** How the captcha went for a lead: checked, not checkable (its service was down), or not configured. */
export type CaptchaOutcome = 'verified' | 'unverified' | 'disabled'

export interface NewLead {
  form: FormKind
  /** The validated values, field by field; `email` is required. */
  values: Record<string, string>
  idempotencyKey: string | null
  captcha: CaptchaOutcome
  /** What to deliver: written in the same transaction as the lead. */
  messages: readonly OutboxMessage[]
}

export type InsertOutcome =
  | {status: 'created'; id: string}
  /** The same submission came before with this idempotency key: its lead, stored once. */
  | {status: 'replayed'; id: string}
  /** The idempotency key was used before for a different submission. */
  | {status: 'conflict'}

/** The address a lead is filed under: addresses differ by case only in theory. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** Tells a retry (same form, same values) from another submission that reuses its key. */
export function requestHash(form: FormKind, values: Record<string, string>): string {
  const sorted = Object.fromEntries(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)))
  return createHash('sha256')
    .update(JSON.stringify([form, sorted]))
    .digest('hex')
}

class Replay extends Error {}

async function findByKey(db: Database, key: string, hash: string): Promise<InsertOutcome | null> {
  const {rows} = await db.query<{id: string; request_hash: string}>(
    'select id, request_hash from leads where idempotency_key = $1',
    [key],
  )
  const row = rows[0]
  if (!row) return null
  return row.request_hash === hash ? {status: 'replayed', id: row.id} : {status: 'conflict'}
}

/**
 * Stores a lead, its contact's last-contact date and its outbox rows in one transaction, so that a lead
 * is never stored without what delivers it. With an idempotency key, a retry answers the first lead.
 */
export async function insertLead(db: Database, lead: NewLead, now = new Date()): Promise<InsertOutcome> {
  const hash = requestHash(lead.form, lead.values)
  const key = lead.idempotencyKey
  const email = normalizeEmail(lead.values.email ?? '')
  if (!email) throw new Error('A lead needs an e-mail address')
  const id = randomUUID()
  const at = now.toISOString()
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into contacts (email, last_contact_at) values ($1, $2::timestamptz)
         on conflict (email) do update set last_contact_at = greatest(contacts.last_contact_at, excluded.last_contact_at)`,
        [email, at],
      )
      // A retry inserts nothing (and rolls back the contact's date); a concurrent one waits here for the
      // first to commit, then inserts nothing.
      const inserted = await tx.query(
        `insert into leads (id, form, email, field_values, resource_id, idempotency_key, request_hash, captcha, created_at)
         values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9::timestamptz)
         on conflict (idempotency_key) do nothing returning id`,
        [id, lead.form, email, JSON.stringify(lead.values), lead.values.resource || null, key, hash, lead.captcha, at],
      )
      if (inserted.rowCount === 0) throw new Replay()
      if (lead.messages.length === 0) return
      // One statement for all the lead's messages: each round trip counts on the embedded database.
      const rows = lead.messages.map((_, index) => {
        const [rowId, kind, payload] = [index * 3 + 3, index * 3 + 4, index * 3 + 5]
        return `($${rowId}, $1, $${kind}, $${payload}::jsonb, $2::timestamptz, $2::timestamptz)`
      })
      await tx.query(
        `insert into outbox (id, lead_id, kind, payload, next_attempt_at, created_at) values ${rows.join(', ')}`,
        [id, at, ...lead.messages.flatMap((message) => [randomUUID(), message.kind, JSON.stringify(message)])],
      )
    })
  } catch (error) {
    if (error instanceof Replay && key) return (await findByKey(db, key, hash)) ?? {status: 'conflict'}
    throw error
  }
  return {status: 'created', id}
}

export interface StoredLead {
  id: string
  form: FormKind
  values: Record<string, string>
  resourceId: string | null
  captcha: CaptchaOutcome
  createdAt: string
  deliveries: {
    kind: OutboxKind
    status: 'pending' | 'delivered' | 'failed'
    attempts: number
    deliveredAt: string | null
  }[]
}

/** Everything held about one address: the answer to a data subject's access request. */
export interface ContactRecord {
  email: string
  lastContactAt: string | null
  leads: StoredLead[]
}

interface LeadRow {
  id: string
  form: FormKind
  field_values: Record<string, string>
  resource_id: string | null
  captcha: CaptchaOutcome
  created_at: Date
  deliveries:
    | {kind: OutboxKind; status: 'pending' | 'delivered' | 'failed'; attempts: number; delivered_at: string | null}[]
    | null
}

export async function exportContact(db: Database, rawEmail: string): Promise<ContactRecord> {
  const email = normalizeEmail(rawEmail)
  const contact = await db.query<{last_contact_at: Date}>('select last_contact_at from contacts where email = $1', [
    email,
  ])
  const {rows} = await db.query<LeadRow>(
    `select l.id, l.form, l.field_values, l.resource_id, l.captcha, l.created_at,
       (select json_agg(json_build_object('kind', o.kind, 'status', o.status, 'attempts', o.attempts, 'delivered_at', o.delivered_at)
               order by o.created_at, o.kind)
          from outbox o where o.lead_id = l.id) as deliveries
     from leads l where l.email = $1 order by l.created_at, l.id`,
    [email],
  )
  return {
    email,
    lastContactAt: contact.rows[0]?.last_contact_at.toISOString() ?? null,
    leads: rows.map((row) => ({
      id: row.id,
      form: row.form,
      values: row.field_values,
      resourceId: row.resource_id,
      captcha: row.captcha,
      createdAt: row.created_at.toISOString(),
      deliveries: (row.deliveries ?? []).map(({delivered_at, ...delivery}) => ({
        ...delivery,
        deliveredAt: delivered_at ? new Date(delivered_at).toISOString() : null,
      })),
    })),
  }
}

/**
 * The sales notifications about an address's leads that may have gone out (delivered, or an attempt of
 * unknown outcome, or one under way), as the erasure of their logs in Brevo needs them. Until delivered,
 * an e-mail may have been sent up to now.
 */
const SENT_NOTIFICATIONS = `
  select o.id as row_id, o.payload->'mail'->'to'->>'email' as recipient, o.brevo_message_id as message_id,
    case when o.status = 'delivered' then o.created_at else coalesce(o.unconfirmed_since, o.created_at) end as sent_from,
    coalesce(o.delivered_at, greatest(o.locked_until, $2::timestamptz)) as sent_until
  from outbox o join leads l on l.id = o.lead_id
  where l.email = $1 and o.kind = 'notification'
    and (o.status = 'delivered' or o.unconfirmed_since is not null or o.locked_until is not null)`

interface SentLogRow {
  row_id: string
  recipient: string
  message_id: string | null
  sent_from: Date
  sent_until: Date
}

const sentLog = (row: SentLogRow): SentLog => ({
  rowId: row.row_id,
  recipient: row.recipient,
  messageId: row.message_id,
  sentFrom: new Date(row.sent_from),
  sentUntil: new Date(row.sent_until),
})

/** Within `tx`, the sales notifications about an address's leads whose log Brevo may hold (see SENT_NOTIFICATIONS). */
export async function sentNotifications(tx: Queryable, email: string, now: Date): Promise<SentLog[]> {
  const {rows} = await tx.query<SentLogRow>(SENT_NOTIFICATIONS, [email, now.toISOString()])
  return rows.map(sentLog)
}

/**
 * Erases an address: its contact row, its leads and their outbox rows. With `queueSentLogs`, the sales
 * notifications about its leads are queued first, in the same transaction, for their logs in Brevo to be
 * deleted (see queuedSentLogs): they outlive the outbox rows until Brevo confirms. Answers the ids of the
 * leads erased.
 */
export async function eraseContact(
  db: Database,
  rawEmail: string,
  {queueSentLogs = false, now = new Date()} = {},
): Promise<string[]> {
  const email = normalizeEmail(rawEmail)
  return db.transaction(async (tx) => {
    if (queueSentLogs) {
      await tx.query(
        `insert into brevo_log_erasures (outbox_id, recipient, message_id, sent_from, sent_until)
         select row_id, recipient, message_id, sent_from, sent_until from (${SENT_NOTIFICATIONS}) as sent
         on conflict (outbox_id) do nothing`,
        [email, now.toISOString()],
      )
    }
    const {rows} = await tx.query<{id: string}>('delete from leads where email = $1 returning id', [email])
    await tx.query('delete from contacts where email = $1', [email])
    return rows.map((row) => row.id)
  })
}

/** The e-mails of erased addresses whose logs Brevo has not confirmed deleting yet, oldest first. */
export async function queuedSentLogs(db: Database): Promise<SentLog[]> {
  const {rows} = await db.query<SentLogRow>(
    `select outbox_id as row_id, recipient, message_id, sent_from, sent_until from brevo_log_erasures order by sent_from, outbox_id`,
  )
  return rows.map(sentLog)
}

/** Brevo confirmed deleting the log of this e-mail (or had none). */
export async function dropQueuedSentLog(db: Database, rowId: string): Promise<void> {
  await db.query('delete from brevo_log_erasures where outbox_id = $1', [rowId])
}

/** The instant before which a last contact has expired: `now` minus the retention period. */
export function retentionCutoff(now: Date, years: number = DATA_RETENTION.contactYears): Date {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years)
  return cutoff
}

/** The addresses last in touch before `cutoff` (see retentionCutoff), oldest first. */
export async function expiredContacts(db: Database, cutoff: Date): Promise<string[]> {
  const {rows} = await db.query<{email: string}>(
    'select email from contacts where last_contact_at < $1::timestamptz order by last_contact_at, email',
    [cutoff.toISOString()],
  )
  return rows.map((row) => row.email)
}

/**
 * Within `tx`, locks the contact row of an address still last in touch before `cutoff` and answers the ids
 * of its leads; null when it is not (anymore): a new lead renewed it. The lock makes a lead arriving
 * meanwhile wait for the purge to end, then start the address afresh.
 */
export async function lockExpiredContact(tx: Queryable, email: string, cutoff: Date): Promise<string[] | null> {
  const contact = await tx.query(
    'select email from contacts where email = $1 and last_contact_at < $2::timestamptz for update',
    [email, cutoff.toISOString()],
  )
  if (contact.rowCount === 0) return null
  const {rows} = await tx.query<{id: string}>('select id from leads where email = $1', [email])
  return rows.map((row) => row.id)
}

/** Within `tx`, deletes an address's contact row and its leads, with their outbox rows. */
export async function deleteContactRows(tx: Queryable, email: string): Promise<void> {
  await tx.query('delete from leads where email = $1', [email])
  await tx.query('delete from contacts where email = $1', [email])
}

export async function countLeads(db: Database): Promise<number> {
  const {rows} = await db.query<{count: number}>('select count(*)::int as count from leads')
  return rows[0]?.count ?? 0
}
