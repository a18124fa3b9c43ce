import type {Database} from '../storage/database'
import {logger} from '../../platform/logging/logger'
import {claimDue, markDelivered, markFailed, markRetry} from './outbox'
import {nextAttempt} from './schedule'
import {DeliveryError, type DeliveryReceipt, type DeliveryTransport, type OutboxItem} from './types'

export interface FlushOptions {
  clock?: () => Date
  /** Rows claimed and delivered at once. */
  batchSize?: number
  random?: () => number
  /** Once aborted, no further batch is claimed (a server shutting down); the batch under way finishes. */
  signal?: AbortSignal
  /** The rows claimed and not yet settled, with their claim's time: what a shutdown releases when it cannot wait. */
  inFlight?: Map<string, Date>
}

export interface FlushReport {
  delivered: number
  /** Failed this time, scheduled again. */
  retried: number
  /** Failed for good: refused by Brevo, or out of attempts. */
  failed: number
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/**
 * Delivers one row claimed at `claimedAt`; answers its receipt when delivered (marked with its batch), or
 * null once it scheduled its retry. A failure whose outcome is unknown (anything but a DeliveryError saying otherwise) marks the row
 * unconfirmed from this attempt on, which its transport reads before trying again.
 */
async function deliverOne(
  db: Database,
  transport: DeliveryTransport,
  item: OutboxItem,
  claimedAt: Date,
  options: FlushOptions,
  report: FlushReport,
): Promise<DeliveryReceipt | null> {
  const clock = options.clock ?? (() => new Date())
  try {
    return (await transport.deliver(item, clock())) ?? {}
  } catch (error) {
    const reason = describe(error)
    const known = error instanceof DeliveryError
    const unconfirmedSince = known && !error.outcomeUnknown ? null : claimedAt
    const retryAt = known && error.permanent ? null : nextAttempt(item.attempts, clock(), options.random)
    if (retryAt) {
      await markRetry(db, item.id, retryAt, reason, unconfirmedSince)
      report.retried += 1
      logger.warn(
        {
          event: 'outbox.retry',
          kind: item.message.kind,
          leadId: item.leadId,
          attempt: item.attempts,
          error: reason,
          nextAttemptAt: retryAt.toISOString(),
        },
        'Delivery failed; tried again later',
      )
    } else {
      await markFailed(db, item.id, reason, unconfirmedSince)
      report.failed += 1
      logger.error(
        {event: 'outbox.failed', kind: item.message.kind, leadId: item.leadId, attempts: item.attempts, error: reason},
        'Delivery failed for good',
      )
    }
    return null
  }
}

/**
 * Delivers every outbox row due now, batch after batch, until none is left: at least once, since a row is
 * marked delivered only after its transport succeeded (a crash in between delivers it again, which the
 * transports make harmless as far as they can: see brevo.ts; the batch's rows are marked together, in one
 * statement, with Brevo's message ids). A failure schedules the row's next attempt and never stops the others.
 */
export async function flushOutbox(
  db: Database,
  transport: DeliveryTransport,
  options: FlushOptions = {},
): Promise<FlushReport> {
  const clock = options.clock ?? (() => new Date())
  const report: FlushReport = {delivered: 0, retried: 0, failed: 0}
  for (;;) {
    if (options.signal?.aborted) return report
    const claimedAt = clock()
    const batch = await claimDue(db, claimedAt, options.batchSize ?? 10)
    if (batch.length === 0) return report
    for (const item of batch) options.inFlight?.set(item.id, claimedAt)
    const outcomes = await Promise.all(batch.map((item) => deliverOne(db, transport, item, claimedAt, options, report)))
    const delivered = batch.flatMap((item, index) => {
      const receipt = outcomes[index]
      return receipt ? [{id: item.id, messageId: receipt.messageId ?? null}] : []
    })
    await markDelivered(db, delivered, clock())
    for (const item of batch) options.inFlight?.delete(item.id)
    report.delivered += delivered.length
  }
}
