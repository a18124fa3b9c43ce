import {purgeExpiredMisses} from '../../assistant/misses/repository'
import {type BrevoErasure, eraseFromBrevo, eraseSentLog, type SentLog} from '../delivery/brevo'
import {deleteMailFiles} from '../delivery/mailFiles'
import type {BrevoConfig} from '../../platform/env/server'
import type {Database} from './database'
import {
  deleteContactRows,
  dropQueuedSentLog,
  eraseContact,
  expiredContacts,
  lockExpiredContact,
  normalizeEmail,
  queuedSentLogs,
  retentionCutoff,
  sentNotifications,
} from './leadRepository'

/**
 * Spec section 9 in practice: access, erasure and retention over everything the site keeps about a
 * person: the database, the e-mail files written without Brevo, and in Brevo the contact, the log of
 * the e-mails sent to the address and the log of the sales notifications about its leads (which name the
 * person, and went to the sales address).
 */

/** What became of the logs of sales notifications in Brevo: deletion requested, or none there. */
type NotificationLogs = Record<'requested' | 'absent', number>

/** What erasing an address did in Brevo. */
type BrevoOutcome = BrevoErasure & {notificationLogs: NotificationLogs}

export interface ErasureReport {
  email: string
  leads: number
  mailFiles: number
  /**
   * What became of the address in Brevo: null when Brevo is not configured, `failed` when Brevo could not
   * erase it (the local erasure is done all the same; running it again retries Brevo).
   */
  brevo: BrevoOutcome | {failed: string} | null
}

export async function eraseEverywhere(
  db: Database,
  rawEmail: string,
  places: {mailDir: string; brevo: BrevoConfig | null; fetchImpl?: typeof fetch},
  now = new Date(),
): Promise<ErasureReport> {
  const email = normalizeEmail(rawEmail)
  const leadIds = await eraseContact(db, email, {queueSentLogs: places.brevo !== null, now})
  const mailFiles = await deleteMailFiles(places.mailDir, leadIds)
  // Brevo last: should it fail, the local erasure is done and running the command again retries Brevo.
  const brevo = places.brevo
    ? await eraseInBrevo(db, places.brevo, email, places.fetchImpl).catch((error: Error) => ({failed: error.message}))
    : null
  return {email, leads: leadIds.length, mailFiles, brevo}
}

/**
 * The address's contact and e-mail logs, then the logs of every queued notification: this erasure's, and
 * those an earlier erasure could not finish. Each leaves the queue once Brevo has confirmed.
 */
async function eraseInBrevo(
  db: Database,
  config: BrevoConfig,
  email: string,
  fetchImpl?: typeof fetch,
): Promise<BrevoOutcome> {
  const erasure = await eraseFromBrevo(config, email, fetchImpl)
  const notificationLogs = await eraseNotificationLogs(config, await queuedSentLogs(db), fetchImpl, (log) =>
    dropQueuedSentLog(db, log.rowId),
  )
  return {...erasure, notificationLogs}
}

/** Deletes these notifications' logs in Brevo one after the other, calling `confirmed` after each; stops at the first failure. */
async function eraseNotificationLogs(
  config: BrevoConfig,
  logs: readonly SentLog[],
  fetchImpl?: typeof fetch,
  confirmed: (log: SentLog) => Promise<void> = async () => {},
): Promise<NotificationLogs> {
  const counts: NotificationLogs = {requested: 0, absent: 0}
  for (const log of logs) {
    counts[await eraseSentLog(config, log, fetchImpl)] += 1
    await confirmed(log)
  }
  return counts
}

export interface PurgeReport {
  cutoff: string
  contacts: number
  leads: number
  mailFiles: number
  /** What became of them in Brevo: null when Brevo is not configured. */
  brevo: {
    contacts: Record<BrevoErasure['contact'], number>
    emailLogs: Record<BrevoErasure['emailLogs'], number>
    notificationLogs: NotificationLogs
  } | null
  /** Addresses kept for the next run because Brevo could not erase them. */
  postponed: number
  /** The questions sent from the assistant more than 90 days ago, deleted (they name no one). */
  misses: number
}

/** After this many Brevo failures in a row, the purge stops asking it and leaves the rest to its next run. */
const BREVO_FAILURES_BEFORE_GIVING_UP = 3

/**
 * Deletes whoever was last in touch more than 3 years ago (spec section 9), wherever they are kept: with
 * Brevo configured their Brevo contact, the log of the e-mails sent to them and the logs of the sales
 * notifications about their leads first (nothing there is fine), then their e-mail files, their leads and
 * their contact row, one address at a time in a transaction that holds its contact row. Should Brevo fail,
 * the address keeps everything here and the next run tries again: the contact row and the outbox rows are
 * what say what to erase in Brevo, so they go last. Such addresses are counted as postponed. The questions
 * visitors sent from the assistant go after 90 days.
 */
export async function purgeEverywhere(
  db: Database,
  places: {mailDir: string; brevo: BrevoConfig | null; fetchImpl?: typeof fetch},
  now = new Date(),
): Promise<PurgeReport> {
  const cutoff = retentionCutoff(now)
  const report: PurgeReport = {
    cutoff: cutoff.toISOString(),
    contacts: 0,
    leads: 0,
    mailFiles: 0,
    brevo: places.brevo
      ? {
          contacts: {deleted: 0, absent: 0},
          emailLogs: {requested: 0, absent: 0},
          notificationLogs: {requested: 0, absent: 0},
        }
      : null,
    postponed: 0,
    misses: await purgeExpiredMisses(db, now),
  }
  const expired = await expiredContacts(db, cutoff)
  let brevoFailures = 0
  for (const [index, email] of expired.entries()) {
    if (brevoFailures === BREVO_FAILURES_BEFORE_GIVING_UP) {
      report.postponed += expired.length - index
      console.error(
        `[leads] purge: Brevo failed ${brevoFailures} times in a row; ${expired.length - index} address(es) left for the next run.`,
      )
      break
    }
    try {
      const purged = await db.transaction(async (tx) => {
        const leadIds = await lockExpiredContact(tx, email, cutoff)
        if (!leadIds) return null
        let brevo: BrevoOutcome | null = null
        if (places.brevo) {
          try {
            const erasure = await eraseFromBrevo(places.brevo, email, places.fetchImpl)
            const notificationLogs = await eraseNotificationLogs(
              places.brevo,
              await sentNotifications(tx, email, now),
              places.fetchImpl,
            )
            brevo = {...erasure, notificationLogs}
          } catch (error) {
            brevoFailures += 1
            throw error
          }
          brevoFailures = 0
        }
        const mailFiles = await deleteMailFiles(places.mailDir, leadIds)
        await deleteContactRows(tx, email)
        return {leads: leadIds.length, mailFiles, brevo}
      })
      if (!purged) continue
      report.contacts += 1
      report.leads += purged.leads
      report.mailFiles += purged.mailFiles
      if (purged.brevo && report.brevo) {
        report.brevo.contacts[purged.brevo.contact] += 1
        report.brevo.emailLogs[purged.brevo.emailLogs] += 1
        report.brevo.notificationLogs.requested += purged.brevo.notificationLogs.requested
        report.brevo.notificationLogs.absent += purged.brevo.notificationLogs.absent
      }
    } catch (error) {
      report.postponed += 1
      // The address stays out of the log: the next run finds it again.
      console.error(`[leads] purge: one address left for the next run: ${(error as Error).message}`)
    }
  }
  return report
}
