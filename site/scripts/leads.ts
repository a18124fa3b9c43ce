// The leads commands, from the repository root:
//   npm run outbox:flush [-- --retry-failed]   delivers what the outbox holds due (for a scheduler, e.g. cron)
//   npm run leads:purge                        deletes whoever was last in touch more than 3 years ago, in Brevo too,
//                                              and the questions sent from the assistant more than 90 days ago
//   npm run -s leads:export -- EMAIL           prints, as JSON, everything kept about an address
//   npm run leads:erase -- EMAIL               erases an address: database, e-mail files, Brevo contact and e-mail logs (sales notifications included)
// With the embedded PGlite database (no DATABASE_URL), stop the site first: one process at a time.
import path from 'node:path'

import {loadEnvConfig} from '@next/env'
import {ASSISTANT_MISS_RETENTION_DAYS} from '@parlia/schemas/constants/assistantMisses'

/** Brevo deletes e-mail logs in the background: the summaries say so. */
const LOGS_LATER = 'Brevo deletes them within 24 to 48 hours'

const USAGE =
  'Usage: tsx scripts/leads.ts outbox:flush [--retry-failed] | leads:purge | leads:export EMAIL | leads:erase EMAIL'

function emailArgument(args: string[]): string {
  const email = args.find((arg) => !arg.startsWith('-'))?.trim()
  if (!email || !email.includes('@')) throw new Error(`An e-mail address is expected.\n${USAGE}`)
  return email
}

async function main() {
  // The same root .env as the site, read quietly: leads:export's output must stay pure JSON.
  loadEnvConfig(path.resolve(__dirname, '..', '..'), false, {info: () => {}, error: console.error})
  const [command, ...args] = process.argv.slice(2)
  if (!command || !['outbox:flush', 'leads:purge', 'leads:export', 'leads:erase'].includes(command))
    throw new Error(USAGE)

  const {serverEnv} = await import('../src/platform/env/server')
  const {openDatabase, pgliteDir} = await import('../src/leads/storage/sharedDatabase')
  const {mailDir, transportFromEnv} = await import('../src/leads/delivery/processDelivery')
  const email = command === 'leads:export' || command === 'leads:erase' ? emailArgument(args) : ''
  const db = await openDatabase()
  const where = serverEnv.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${pgliteDir()})`
  try {
    if (command === 'outbox:flush') {
      const {flushOutbox} = await import('../src/leads/delivery/worker')
      const {outboxCounts, retryFailed} = await import('../src/leads/delivery/outbox')
      if (args.includes('--retry-failed'))
        console.log(`${await retryFailed(db, new Date())} failed deliveries put back in the queue.`)
      const transport = transportFromEnv()
      const report = await flushOutbox(db, transport)
      const counts = await outboxCounts(db)
      console.log(
        `Outbox on ${where}, through ${transport.name === 'Brevo' ? 'Brevo' : `.eml files in ${mailDir()}`}: ` +
          `${report.delivered} delivered, ${report.retried} to retry later, ${report.failed} failed for good. ` +
          `Now ${counts.pending} pending, ${counts.failed} failed (npm run outbox:flush -- --retry-failed tries them again).`,
      )
      if (report.failed > 0) process.exitCode = 1
    } else if (command === 'leads:purge') {
      const {purgeEverywhere} = await import('../src/leads/storage/rights')
      const report = await purgeEverywhere(db, {mailDir: mailDir(), brevo: serverEnv.brevo})
      const brevo = report.brevo
        ? `in Brevo, ${report.brevo.contacts.deleted} contact(s) deleted (${report.brevo.contacts.absent} already absent) and ` +
          `the e-mail logs of ${report.brevo.emailLogs.requested} address(es) and of ${report.brevo.notificationLogs.requested} sales notification(s) ` +
          `to be deleted (${LOGS_LATER}; ${report.brevo.emailLogs.absent} address(es) and ${report.brevo.notificationLogs.absent} notification(s) had none)`
        : 'Brevo not configured'
      console.log(
        `Purge on ${where}: ${report.contacts} address(es) last in touch before ${report.cutoff} deleted, ` +
          `with ${report.leads} lead(s) and ${report.mailFiles} e-mail file(s); ${brevo}; ` +
          `${report.misses} question(s) sent from the assistant more than ${ASSISTANT_MISS_RETENTION_DAYS} days ago deleted.`,
      )
      if (report.postponed > 0) {
        console.error(
          `${report.postponed} expired address(es) kept because Brevo failed: the next run deletes them everywhere.`,
        )
        process.exitCode = 1
      }
    } else if (command === 'leads:export') {
      const {exportContact} = await import('../src/leads/storage/leadRepository')
      console.log(JSON.stringify(await exportContact(db, email), null, 2))
    } else {
      const {eraseEverywhere} = await import('../src/leads/storage/rights')
      const report = await eraseEverywhere(db, email, {mailDir: mailDir(), brevo: serverEnv.brevo})
      const local = `Erased ${report.email} on ${where}: ${report.leads} lead(s), ${report.mailFiles} e-mail file(s)`
      if (!report.brevo) console.log(`${local}; Brevo not configured.`)
      else if ('failed' in report.brevo) {
        console.error(
          `${local}; Brevo failed (${report.brevo.failed}): run the command again to erase the address in Brevo.`,
        )
        process.exitCode = 1
      } else {
        const contact = report.brevo.contact === 'deleted' ? 'contact deleted in Brevo' : 'no contact in Brevo'
        const logs =
          report.brevo.emailLogs === 'requested'
            ? `its e-mail logs in Brevo to be deleted (${LOGS_LATER})`
            : 'no e-mail logs in Brevo'
        const {requested, absent} = report.brevo.notificationLogs
        console.log(
          `${local}; ${contact}; ${logs}; logs of ${requested} sales notification(s) to be deleted, ${absent} already absent.`,
        )
      }
    }
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
