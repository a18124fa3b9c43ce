import {deleteBrevoContact} from '../delivery/brevo'
import {deleteMailFiles} from '../delivery/mailFiles'
import type {BrevoConfig} from '../env/server'
import type {Database} from './database'
import {eraseContact, normalizeEmail, purgeExpired, retentionCutoff} from './repository'

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
}

/** Deletes whoever was last in touch more than 3 years ago, with their leads and e-mail files. */
export async function purgeEverywhere(db: Database, mailDir: string, now = new Date()): Promise<PurgeReport> {
  const {contacts, leadIds} = await purgeExpired(db, now)
  const mailFiles = await deleteMailFiles(mailDir, leadIds)
  return {cutoff: retentionCutoff(now).toISOString(), contacts, leads: leadIds.length, mailFiles}
}
