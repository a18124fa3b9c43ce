import {deleteBrevoContact} from '../delivery/brevo'
import {deleteMailFiles} from '../delivery/mailFiles'
import type {BrevoConfig} from '../env/server'
import type {Database} from './database'
import {deleteContactRows, eraseContact, expiredContacts, lockExpiredContact, normalizeEmail, retentionCutoff} from './repository'

/**
 * Spec section 9 in practice: access, erasure and retention over everything the site keeps about a
 * person: the database, the e-mail files written without Brevo, and the contact in Brevo.
 */

export interface ErasureReport {
  email: string
  leads: number
  mailFiles: number
  /** What became of the Brevo contact: null when Brevo is not configured. */
  brevo: 'deleted' | 'absent' | null
}

export async function eraseEverywhere(
  db: Database,
  rawEmail: string,
  places: {mailDir: string; brevo: BrevoConfig | null; fetchImpl?: typeof fetch},
): Promise<ErasureReport> {
  const email = normalizeEmail(rawEmail)
  const leadIds = await eraseContact(db, email)
  const mailFiles = await deleteMailFiles(places.mailDir, leadIds)
  // Brevo last: should it fail, the local erasure is done and running the command again retries Brevo.
  const brevo = places.brevo ? await deleteBrevoContact(places.brevo, email, places.fetchImpl) : null
  return {email, leads: leadIds.length, mailFiles, brevo}
}

export interface PurgeReport {
  cutoff: string
  contacts: number
  leads: number
  mailFiles: number
  /** What became of their Brevo contacts: null when Brevo is not configured. */
  brevo: {deleted: number; absent: number} | null
  /** Addresses kept for the next run because Brevo could not delete their contact. */
  postponed: number
}

/** After this many Brevo failures in a row, the purge stops asking it and leaves the rest to its next run. */
const BREVO_FAILURES_BEFORE_GIVING_UP = 3

/**
 * Deletes whoever was last in touch more than 3 years ago (spec section 9), wherever they are kept: with
 * Brevo configured their Brevo contact first (none there is fine), then their e-mail files, their leads and
 * their contact row, one address at a time in a transaction that holds its contact row. Should Brevo fail,
 * the address keeps everything and the next run tries again: the contact row is what says whom to delete
 * in Brevo, so it goes last, never before Brevo's contact. Such addresses are counted as postponed.
 */
export async function purgeEverywhere(
  db: Database,
  places: {mailDir: string; brevo: BrevoConfig | null; fetchImpl?: typeof fetch},
  now = new Date(),
): Promise<PurgeReport> {
  const cutoff = retentionCutoff(now)
  const report: PurgeReport = {cutoff: cutoff.toISOString(), contacts: 0, leads: 0, mailFiles: 0, brevo: places.brevo ? {deleted: 0, absent: 0} : null, postponed: 0}
  const expired = await expiredContacts(db, cutoff)
  let brevoFailures = 0
  for (const [index, email] of expired.entries()) {
    if (brevoFailures === BREVO_FAILURES_BEFORE_GIVING_UP) {
      report.postponed += expired.length - index
      console.error(`[leads] purge: Brevo failed ${brevoFailures} times in a row; ${expired.length - index} address(es) left for the next run.`)
      break
    }
    try {
      const purged = await db.transaction(async (tx) => {
        const leadIds = await lockExpiredContact(tx, email, cutoff)
        if (!leadIds) return null
        let brevo: 'deleted' | 'absent' | null = null
        if (places.brevo) {
          brevo = await deleteBrevoContact(places.brevo, email, places.fetchImpl).catch((error: unknown) => {
            brevoFailures += 1
            throw error
          })
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
      if (purged.brevo && report.brevo) report.brevo[purged.brevo] += 1
    } catch (error) {
      report.postponed += 1
      // The address stays out of the log: the next run finds it again.
      console.error(`[leads] purge: one address left for the next run: ${(error as Error).message}`)
    }
  }
  return report
}
