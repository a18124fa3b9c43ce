import {randomUUID} from 'node:crypto'

import {ASSISTANT_MISS_RETENTION_DAYS} from '@parlia/schemas/constants/assistantMisses'

import type {Queryable} from '../../leads/storage/database'
import type {AssistantMiss} from '../request'
import type {MissKind, StoredMiss} from './grouping'
import {maskPersonalData} from './mask'

/** The most the editors' list reads: the latest ones, far more than 90 days of misses on this site. */
export const MISSES_READ_LIMIT = 5000

/** A refusal's id names its reason; anything else is an answer the visitor voted « Non » on. */
const missKind = (answerId: string): MissKind => (answerId.startsWith('refusal:') ? 'refusal' : 'unhelpful')

/**
 * Keeps a question the visitor agreed to send: masked here, before it is written, so that no caller can store an
 * address, a phone number or a long number as typed. Answers its id.
 */
export async function recordMiss(
  db: Queryable,
  {question, answerId}: AssistantMiss,
  now = new Date(),
): Promise<string> {
  const id = randomUUID()
  await db.query(
    'insert into assistant_misses (id, question, kind, answer_id, created_at) values ($1, $2, $3, $4, $5)',
    [id, maskPersonalData(question), missKind(answerId), answerId, now.toISOString()],
  )
  return id
}

interface MissRow {
  id: string
  question: string
  kind: MissKind
  answer_id: string
  created_at: Date | string
}

/** The misses kept, the latest MISSES_READ_LIMIT, oldest first. */
export async function listMisses(db: Queryable, limit = MISSES_READ_LIMIT): Promise<StoredMiss[]> {
  const {rows} = await db.query<MissRow>(
    `select * from (select id, question, kind, answer_id, created_at from assistant_misses order by created_at desc, id limit $1) latest
     order by created_at, id`,
    [limit],
  )
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    kind: row.kind,
    answerId: row.answer_id,
    createdAt: new Date(row.created_at),
  }))
}

/** Deletes these misses (one, or a group's); answers how many there were. */
export async function deleteMisses(db: Queryable, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0
  const {rowCount} = await db.query('delete from assistant_misses where id = any($1::uuid[])', [ids])
  return rowCount
}

/** The instant before which a miss has expired: `now` minus the retention period. */
export function missCutoff(now: Date, days: number = ASSISTANT_MISS_RETENTION_DAYS): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
}

/** Deletes the misses older than the retention period (`leads:purge`); answers how many. */
export async function purgeExpiredMisses(db: Queryable, now = new Date()): Promise<number> {
  const {rowCount} = await db.query('delete from assistant_misses where created_at < $1::timestamptz', [
    missCutoff(now).toISOString(),
  ])
  return rowCount
}
