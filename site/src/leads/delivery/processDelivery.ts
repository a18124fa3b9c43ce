import path from 'node:path'

import {serverEnv} from '../../platform/env/server'
import {databaseExists, sharedDatabase} from '../storage/sharedDatabase'
import {createBrevoTransport} from './brevo'
import {createMailFileTransport} from './mailFiles'
import {createOutboxRunner, type OutboxRunner} from './runner'
import type {DeliveryTransport} from './types'

/** How often the server looks for deliveries due (retries fall due with time). */
const OUTBOX_INTERVAL_MS = 30_000

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

/**
 * The server's outbox worker, started on first use: it flushes when kicked (after each lead) and every
 * OUTBOX_INTERVAL_MS, as long as a database exists: before the first lead, there is nothing to deliver, and
 * creating the embedded database would only slow the server down.
 */
export function outboxRunner(): OutboxRunner {
  const holder = globalThis as Holder
  if (!holder[RUNNER]) {
    holder[RUNNER] = createOutboxRunner(sharedDatabase, transportFromEnv())
    holder[RUNNER].start(OUTBOX_INTERVAL_MS, databaseExists)
  }
  return holder[RUNNER]
}

/** At server start: what a previous run left to deliver goes out a few seconds later, pages first. */
export function startOutboxWorker(delayMs = 5000): void {
  const runner = outboxRunner()
  setTimeout(() => databaseExists() && runner.kick(), delayMs).unref()
}

/** For a server stopping: the worker, if it started, finishes or hands back what it claimed (see OutboxRunner). */
export async function stopOutboxWorker(graceMs: number): Promise<number> {
  return (await (globalThis as Holder)[RUNNER]?.shutdown(graceMs)) ?? 0
}
