import {randomUUID} from 'node:crypto'

import {openPostgres} from '../src/leads/storage/database'
import {exportContact, type StoredLead} from '../src/leads/storage/leadRepository'

/**
 * The leads the server under test stored, read from its database: the PostgreSQL server e2e/run.mjs starts
 * (or DATABASE_URL), shared by the server and the specs. Leads are stored before the 201, so a spec that
 * saw the confirmation page finds them at once.
 */

function database() {
  const url = process.env.DATABASE_URL
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set: run the end-to-end tests through `npm run test:e2e -w @parlia/site` (e2e/run.mjs), ' +
        'which starts a throwaway PostgreSQL server for the site and the specs.',
    )
  }
  return openPostgres(url, {max: 1})
}

/** Every lead stored for an address (case-insensitive), oldest first, with its values and deliveries. */
export async function findLeadsByEmail(email: string): Promise<StoredLead[]> {
  const db = database()
  try {
    return (await exportContact(db, email)).leads
  } finally {
    await db.close()
  }
}

/** How many leads hold `text` in one of their values: what a spec's requests stored, whatever else runs. */
export async function countLeadsContaining(text: string): Promise<number> {
  const db = database()
  try {
    const {rows} = await db.query<{count: number}>(
      'select count(*)::int as count from leads where strpos(field_values::text, $1) > 0',
      [text],
    )
    return rows[0]?.count ?? 0
  } finally {
    await db.close()
  }
}

/**
 * The token Cloudflare's testing site keys hand out, which the local Turnstile (service mode) accepts like any
 * token while it answers success.
 */
export const CAPTCHA_TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

/** A professional address no other test uses. */
export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${randomUUID().slice(0, 12)}@entreprise-test.fr`

/** A lead's outbox rows (one per delivery: the Brevo contact, the e-mails), their id being the idempotency key. */
export async function outboxOf(
  leadId: string,
): Promise<{id: string; kind: string; status: string; attempts: number}[]> {
  const db = database()
  try {
    const {rows} = await db.query<{id: string; kind: string; status: string; attempts: number}>(
      'select id, kind, status, attempts from outbox where lead_id = $1 order by kind',
      [leadId],
    )
    return rows
  } finally {
    await db.close()
  }
}

/** Makes a lead's pending deliveries due now, as if their retry delay had passed: the clock of a long outage. */
export async function makeDue(leadId: string): Promise<void> {
  const db = database()
  try {
    await db.query(
      "update outbox set next_attempt_at = now(), locked_until = null where lead_id = $1 and status = 'pending'",
      [leadId],
    )
  } finally {
    await db.close()
  }
}
