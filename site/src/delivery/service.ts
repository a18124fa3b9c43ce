import path from 'node:path'

import {serverEnv} from '../env/server'
import {sharedDatabase} from '../leads/store'
import {createBrevoTransport} from './brevo'
import {createMailFileTransport} from './mailFiles'
import {createOutboxRunner, type OutboxRunner} from './runner'
import type {DeliveryTransport} from './types'

/** How often the server looks for deliveries due (retries fall due with time). */
export const OUTBOX_INTERVAL_MS = 30_000

/** Where e-mails are written when Brevo is not configured. */
export const mailDir = () => path.join(/* turbopackIgnore: true */ serverEnv.dataDir, 'mail')

/** Brevo when BREVO_API_KEY is set, otherwise .eml files under .data/mail/. */
export function transportFromEnv(): DeliveryTransport {
  return serverEnv.brevo
    ? createBrevoTransport(serverEnv.brevo, serverEnv.contentDir)
    : createMailFileTransport(mailDir(), serverEnv.contentDir)
}

const RUNNER = Symbol.for('parlia.delivery.runner')
type Holder = typeof globalThis & {[RUNNER]?: OutboxRunner}

/** The server's outbox worker, started on first use: a flush now and one every OUTBOX_INTERVAL_MS. */
export function outboxRunner(): OutboxRunner {
  const holder = globalThis as Holder
  if (!holder[RUNNER]) {
    holder[RUNNER] = createOutboxRunner(sharedDatabase, transportFromEnv())
    holder[RUNNER].start(OUTBOX_INTERVAL_MS)
  }
  return holder[RUNNER]
}
