/**
 * The outbox: rows written in the lead's own transaction, claimed and delivered by our worker. A queue
 * library would not do here: pg-boss and graphile-worker need a PostgreSQL server (LISTEN/NOTIFY, their own
 * schemas and background connections) and do not run on PGlite, the embedded database a fresh clone uses.
 */
import type {Database} from '../storage/database'
import type {OutboxItem, OutboxMessage} from './types'

/** How long a claimed row stays reserved to its worker: well above a delivery's timeout. */
export const LEASE_MS = 2 * 60 * 1000

/**
 * Reserves up to `limit` rows due for delivery. SKIP LOCKED lets workers in several processes claim at
 * once without waiting for nor taking each other's rows; the lease hands a row over to another worker
 * when its first one died mid-delivery. That delivery may have gone through, so a row taken over counts as
 * unconfirmed from its previous claim (the end of the lease minus its length).
 */
export async function claimDue(db: Database, now: Date, limit: number): Promise<OutboxItem[]> {
  const at = now.toISOString()
  const leaseEnd = new Date(now.getTime() + LEASE_MS).toISOString()
  const {rows} = await db.query<{
    id: string
    lead_id: string
    payload: OutboxMessage
    attempts: number
    unconfirmed_since: Date | null
  }>(
    `update outbox set locked_until = $2::timestamptz, attempts = attempts + 1,
       unconfirmed_since = case when locked_until is null then unconfirmed_since
                                else coalesce(unconfirmed_since, locked_until - $4::interval) end
     where id in (
       select id from outbox
       where status = 'pending' and next_attempt_at <= $1::timestamptz
         and (locked_until is null or locked_until <= $1::timestamptz)
       order by next_attempt_at, id
       limit $3
       for update skip locked
     )
     returning id, lead_id, payload, attempts, unconfirmed_since`,
    [at, leaseEnd, limit, `${LEASE_MS} milliseconds`],
  )
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    message: row.payload,
    attempts: row.attempts,
    unconfirmedSince: row.unconfirmed_since ? new Date(row.unconfirmed_since) : null,
  }))
}

/** Marks rows delivered, each with Brevo's message id when its delivery learnt one (kept otherwise). */
export async function markDelivered(
  db: Database,
  rows: readonly {id: string; messageId: string | null}[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return
  await db.query(
    `update outbox set status = 'delivered', delivered_at = $3::timestamptz, locked_until = null, last_error = null,
       brevo_message_id = coalesce(delivered.message_id, outbox.brevo_message_id)
     from unnest($1::uuid[], $2::text[]) as delivered (id, message_id)
     where outbox.id = delivered.id`,
    [rows.map((row) => row.id), rows.map((row) => row.messageId), now.toISOString()],
  )
}

/**
 * Hands rows a stopping worker claimed back to the queue at once, rather than after their lease: another instance
 * claims them on its next flush. Their delivery may have gone through, so each counts as unconfirmed from its claim
 * (the next attempt checks Brevo's key or log first). Only rows still under this claim's lease are touched: a row
 * settled meanwhile, or taken over by another worker, is not. Answers how many were released.
 */
export async function releaseLeases(db: Database, claims: readonly {id: string; claimedAt: Date}[]): Promise<number> {
  if (claims.length === 0) return 0
  const {rowCount} = await db.query(
    `update outbox set locked_until = null, unconfirmed_since = coalesce(outbox.unconfirmed_since, released.claimed_at)
     from unnest($1::uuid[], $2::timestamptz[]) as released (id, claimed_at)
     where outbox.id = released.id and outbox.status = 'pending'
       and outbox.locked_until = released.claimed_at + $3::interval`,
    [claims.map((claim) => claim.id), claims.map((claim) => claim.claimedAt.toISOString()), `${LEASE_MS} milliseconds`],
  )
  return rowCount
}

/** `unconfirmedSince`: the attempt's outcome is unknown (kept when an earlier one already was). */
export async function markRetry(
  db: Database,
  id: string,
  at: Date,
  error: string,
  unconfirmedSince: Date | null = null,
): Promise<void> {
  await db.query(
    `update outbox set next_attempt_at = $2::timestamptz, locked_until = null, last_error = $3,
       unconfirmed_since = coalesce(unconfirmed_since, $4::timestamptz)
     where id = $1`,
    [id, at.toISOString(), error, unconfirmedSince?.toISOString() ?? null],
  )
}

export async function markFailed(
  db: Database,
  id: string,
  error: string,
  unconfirmedSince: Date | null = null,
): Promise<void> {
  await db.query(
    `update outbox set status = 'failed', locked_until = null, last_error = $2,
       unconfirmed_since = coalesce(unconfirmed_since, $3::timestamptz)
     where id = $1`,
    [id, error, unconfirmedSince?.toISOString() ?? null],
  )
}

/** Puts failed rows back in the queue, due now, with a fresh count of attempts. Answers how many. */
export async function retryFailed(db: Database, now: Date): Promise<number> {
  const {rowCount} = await db.query(
    `update outbox set status = 'pending', attempts = 0, next_attempt_at = $1::timestamptz, locked_until = null
     where status = 'failed'`,
    [now.toISOString()],
  )
  return rowCount
}

export interface OutboxCounts {
  pending: number
  delivered: number
  failed: number
}

export async function outboxCounts(db: Database): Promise<OutboxCounts> {
  const {rows} = await db.query<{status: keyof OutboxCounts; count: number}>(
    'select status, count(*)::int as count from outbox group by status',
  )
  const counts: OutboxCounts = {pending: 0, delivered: 0, failed: 0}
  for (const row of rows) counts[row.status] = row.count
  return counts
}
