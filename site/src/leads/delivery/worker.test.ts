/** @jest-environment node */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'

import type {Database} from '../storage/database'
import {insertLead} from '../storage/leadRepository'
import {logger} from '../../platform/logging/logger'
import {type TestDatabase, testBackends} from '../../../test/databases'
import {type Brevo, startBrevo} from '@parlia/services/src/brevo'
import {createBrevoTransport} from './brevo'
import {buildOutboxMessages, type LeadForDelivery} from './emails'
import {claimDue, outboxCounts, retryFailed} from './outbox'
import {createOutboxRunner} from './runner'
import type {DeliveryTransport} from './types'
import {flushOutbox} from './worker'

const settings = {brandName: 'Parlia', salesEmail: 'commercial@parlia.fr', senderEmail: 'contact@parlia.fr'}

/** Ten leads of every kind: 4 contacts, 3 demos, 3 content requests (3 messages each) = 23 messages. */
function leads(): LeadForDelivery[] {
  const person = (index: number) => ({
    firstName: 'Élodie',
    lastName: `Martin ${index}`,
    email: `lead${index}@entreprise.fr`,
  })
  return Array.from({length: 10}, (_, index) => {
    if (index < 4)
      return {form: 'contact', values: {...person(index), phoneNumber: '', message: 'Bonjour'}, resource: null}
    if (index < 7) {
      return {
        form: 'demo',
        values: {
          ...person(index),
          phoneNumber: '',
          company: 'ACME',
          organisationType: 'entreprise',
          headcount: '50-249',
          message: '',
        },
        resource: null,
      }
    }
    return {
      form: 'contentRequest',
      values: {...person(index), company: 'ACME', jobTitle: 'DSI', resource: 'webinar-x'},
      resource: {type: 'webinar', title: 'Webinar', slug: 'x', replayUrl: 'https://replay.parlia.fr/x'},
    }
  })
}

const MESSAGES = 4 * 2 + 3 * 2 + 3 * 3
const quiet = () =>
  (['warn', 'error', 'info'] as const).map((level) => jest.spyOn(logger, level).mockImplementation(() => {}))

describe.each(testBackends)('the outbox worker on $name', (backend) => {
  let test: TestDatabase
  let db: Database
  let brevo: Brevo
  let contentDir: string
  let now: Date
  const clock = () => now
  const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000))

  beforeAll(async () => {
    test = await backend.open()
    db = test.db
    contentDir = mkdtempSync(path.join(tmpdir(), 'parlia-content-'))
  }, 60_000)
  afterAll(async () => {
    await test?.dispose()
    rmSync(contentDir, {recursive: true, force: true})
  })
  beforeEach(async () => {
    await db.exec('delete from outbox; delete from leads; delete from contacts')
    now = new Date('2025-02-03T09:00:00Z')
    // Brevo's clock is the test's: keys are forgotten as the test's time goes by.
    brevo = await startBrevo({apiKey: 'secret', now: clock})
  })
  afterEach(() => brevo.close())

  // A short timeout only where Brevo hangs: elsewhere a loaded machine must not turn a slow answer into a failure.
  const transport = (timeoutMs = 10_000) =>
    createBrevoTransport({apiKey: 'secret', apiUrl: brevo.url, listId: 3}, contentDir, {timeoutMs})
  const store = async () => {
    for (const lead of leads()) {
      await insertLead(
        db,
        {
          form: lead.form,
          values: lead.values,
          idempotencyKey: null,
          captcha: 'disabled',
          messages: buildOutboxMessages(lead, settings),
        },
        now,
      )
    }
  }
  const emailKeys = async () =>
    (await db.query<{id: string}>("select id from outbox where kind <> 'contact'")).rows.map((row) => row.id)
  /** Every e-mail went out exactly once. */
  const expectEachEmailSentOnce = async () => {
    const keys = await emailKeys()
    expect(keys).toHaveLength(MESSAGES - 10)
    expect(keys.map((key) => brevo.sentWithKey(key).length)).toEqual(keys.map(() => 1))
    expect(brevo.sent).toHaveLength(MESSAGES - 10)
  }
  const lookups = () =>
    brevo.requests.filter((request) => request.method === 'GET' && request.endpoint === '/smtp/emails').length
  /** Each e-mail's row keeps Brevo's id of the e-mail it sent, which erasure deletes from Brevo's log. */
  const expectMessageIdsKept = async () => {
    const {rows} = await db.query<{id: string; brevo_message_id: string | null}>(
      "select id, brevo_message_id from outbox where kind <> 'contact'",
    )
    expect(rows.map((row) => row.brevo_message_id)).toEqual(rows.map((row) => brevo.sentWithKey(row.id)[0]!.messageId))
  }

  it('delivers every accepted lead exactly once after Brevo fails, then hangs, then recovers', async () => {
    const logs = quiet()
    await store()

    brevo.mode = 'failing'
    expect(await flushOutbox(db, transport(), {clock})).toEqual({delivered: 0, retried: MESSAGES, failed: 0})
    // Nothing is due before its retry time.
    expect(await flushOutbox(db, transport(), {clock})).toEqual({delivered: 0, retried: 0, failed: 0})

    brevo.mode = 'hanging'
    later(1)
    expect(await flushOutbox(db, transport(300), {clock})).toEqual({delivered: 0, retried: MESSAGES, failed: 0})

    brevo.mode = 'up'
    later(5)
    expect(await flushOutbox(db, transport(), {clock})).toEqual({delivered: MESSAGES, retried: 0, failed: 0})
    later(24 * 60)
    expect(await flushOutbox(db, transport(), {clock})).toEqual({delivered: 0, retried: 0, failed: 0})

    expect(brevo.contacts.size).toBe(10)
    expect([...brevo.contacts.values()].every((contact) => contact.upserts === 1)).toBe(true)
    await expectEachEmailSentOnce()
    expect(brevo.refusedDuplicates).toBe(0)
    // Every attempt of an e-mail carried the same key; within the key's lifetime no lookup was needed.
    const attemptsByKey = new Map<string, number>()
    for (const {endpoint, body} of brevo.requests) {
      if (endpoint !== '/smtp/email') continue
      const key = (body.headers as {idempotencyKey: string}).idempotencyKey
      attemptsByKey.set(key, (attemptsByKey.get(key) ?? 0) + 1)
    }
    expect(attemptsByKey.size).toBe(MESSAGES - 10)
    expect([...attemptsByKey.values()].every((attempts) => attempts === 3)).toBe(true)
    expect(lookups()).toBe(0)
    expect(await outboxCounts(db)).toEqual({pending: 0, delivered: MESSAGES, failed: 0})
    await expectMessageIdsKept()
    // One event per failed attempt, naming its lead by id only: no address, no name.
    const [warn] = logs
    expect(warn!.mock.calls).toHaveLength(2 * MESSAGES)
    expect(warn!.mock.calls[0]![0]).toMatchObject({event: 'outbox.retry', leadId: expect.any(String), attempt: 1})
    expect(JSON.stringify(warn!.mock.calls)).not.toMatch(/@|Élodie|Martin/u)
    logs.forEach((log) => log.mockRestore())
  })

  it('counts as delivered an e-mail whose answer was lost when its retry finds the key still remembered', async () => {
    const logs = quiet()
    await store()
    brevo.mode = 'losing'
    expect(await flushOutbox(db, transport(), {clock})).toEqual({delivered: 0, retried: MESSAGES, failed: 0})
    brevo.mode = 'up'
    later(2)
    expect(await flushOutbox(db, transport(), {clock})).toEqual({delivered: MESSAGES, retried: 0, failed: 0})
    await expectEachEmailSentOnce()
    expect(brevo.refusedDuplicates).toBe(MESSAGES - 10)
    expect(lookups()).toBe(0)
    logs.forEach((log) => log.mockRestore())
  })

  it('sends an e-mail whose answer was lost once, however late its retry: past the key’s lifetime it looks in Brevo’s log first', async () => {
    const logs = quiet()
    await store()
    brevo.mode = 'losing'
    expect(await flushOutbox(db, transport(), {clock})).toEqual({delivered: 0, retried: MESSAGES, failed: 0})
    brevo.mode = 'up'
    later(60)
    expect(await flushOutbox(db, transport(), {clock})).toEqual({delivered: MESSAGES, retried: 0, failed: 0})
    await expectEachEmailSentOnce()
    expect(brevo.refusedDuplicates).toBe(0)
    expect(lookups()).toBe(MESSAGES - 10)
    expect(await outboxCounts(db)).toEqual({pending: 0, delivered: MESSAGES, failed: 0})
    // Found in the log, the e-mail's id is kept all the same.
    await expectMessageIdsKept()
    logs.forEach((log) => log.mockRestore())
  })

  it('sends an e-mail Brevo never took, past the key’s lifetime, once it found it missing from the log', async () => {
    const logs = quiet()
    await store()
    brevo.mode = 'hanging'
    expect(await flushOutbox(db, transport(300), {clock})).toEqual({delivered: 0, retried: MESSAGES, failed: 0})
    brevo.mode = 'up'
    later(60)
    expect(await flushOutbox(db, transport(), {clock})).toEqual({delivered: MESSAGES, retried: 0, failed: 0})
    await expectEachEmailSentOnce()
    expect(lookups()).toBe(MESSAGES - 10)
    logs.forEach((log) => log.mockRestore())
  })

  it('sends once what a worker that died mid-delivery had sent, when another takes its rows over hours later', async () => {
    const logs = quiet()
    await store()
    // The worker claims and sends, then dies before marking anything.
    for (const item of await claimDue(db, now, 100)) await transport().deliver(item, now)
    later(6 * 60)
    expect(await flushOutbox(db, transport(), {clock})).toEqual({delivered: MESSAGES, retried: 0, failed: 0})
    await expectEachEmailSentOnce()
    expect(lookups()).toBe(MESSAGES - 10)
    logs.forEach((log) => log.mockRestore())
  })

  it('sends an e-mail once when something else lost its answer, however late the retry', async () => {
    const logs = quiet()
    await store()
    let lost = 0
    // The first answer of each e-mail never arrives, as on a connection cut after Brevo accepted it.
    const losing: DeliveryTransport = {
      name: 'lossy',
      async deliver(item, at) {
        await transport().deliver(item, at)
        if (item.message.kind !== 'contact' && item.attempts === 1) {
          lost += 1
          throw new Error('socket hang up')
        }
      },
    }
    await flushOutbox(db, losing, {clock})
    later(60)
    await flushOutbox(db, losing, {clock})
    expect(lost).toBe(MESSAGES - 10)
    await expectEachEmailSentOnce()
    expect(brevo.refusedDuplicates).toBe(0)
    expect(await outboxCounts(db)).toEqual({pending: 0, delivered: MESSAGES, failed: 0})
    logs.forEach((log) => log.mockRestore())
  })

  it('gives up on a refusal at once, and tries again when asked to', async () => {
    const logs = quiet()
    await store()
    const wrongKey = createBrevoTransport({apiKey: 'revoked', apiUrl: brevo.url, listId: null}, contentDir)
    expect(await flushOutbox(db, wrongKey, {clock})).toEqual({delivered: 0, retried: 0, failed: MESSAGES})
    expect(await retryFailed(db, now)).toBe(MESSAGES)
    expect(await flushOutbox(db, transport(), {clock})).toEqual({delivered: MESSAGES, retried: 0, failed: 0})
    logs.forEach((log) => log.mockRestore())
  })

  it('runs one flush at a time in the server, however often a lead kicks it', async () => {
    await store()
    let deliveries = 0
    let concurrent = 0
    let maxConcurrent = 0
    const counting: DeliveryTransport = {
      name: 'counting',
      async deliver() {
        concurrent += 1
        maxConcurrent = Math.max(maxConcurrent, concurrent)
        await sleep(2)
        deliveries += 1
        concurrent -= 1
      },
    }
    const flushes = jest.fn(async () => db)
    const runner = createOutboxRunner(flushes, counting, {batchSize: 5})
    for (let kick = 0; kick < 10; kick += 1) runner.kick()
    await runner.idle()
    expect(deliveries).toBe(MESSAGES)
    expect(maxConcurrent).toBeLessThanOrEqual(5)
    // The first flush, and one more for all the kicks that came during it.
    expect(flushes).toHaveBeenCalledTimes(2)
  })
})

describe('the outbox runner’s timer', () => {
  it('flushes only while its condition holds (a database exists)', async () => {
    jest.useFakeTimers()
    try {
      const empty = {query: async () => ({rows: [], rowCount: 0})} as unknown as Database
      const flushes = jest.fn(async () => empty)
      const runner = createOutboxRunner(flushes, {name: 'none', deliver: async () => {}})
      let exists = false
      runner.start(30_000, () => exists)
      jest.advanceTimersByTime(90_000)
      expect(flushes).not.toHaveBeenCalled()
      exists = true
      jest.advanceTimersByTime(30_000)
      await runner.idle()
      expect(flushes).toHaveBeenCalledTimes(1)
      runner.stop()
      jest.advanceTimersByTime(90_000)
      expect(flushes).toHaveBeenCalledTimes(1)
    } finally {
      jest.useRealTimers()
    }
  })
})

describe.each(testBackends)('the outbox runner’s shutdown on $name', (backend) => {
  let test: TestDatabase
  let db: Database
  const now = new Date('2025-02-03T09:00:00Z')
  const clock = () => now
  const lead: LeadForDelivery = {
    form: 'contact',
    values: {
      firstName: 'Élodie',
      lastName: 'Martin',
      email: 'elodie@entreprise.fr',
      phoneNumber: '',
      message: 'Bonjour',
    },
    resource: null,
  }

  beforeAll(async () => {
    test = await backend.open()
    db = test.db
  }, 60_000)
  afterAll(() => test?.dispose())
  beforeEach(async () => {
    await db.exec('delete from outbox; delete from leads; delete from contacts')
    // Three leads, two messages each: six rows, claimed two at a time.
    for (let index = 0; index < 3; index += 1) {
      await insertLead(
        db,
        {
          form: 'contact',
          values: lead.values,
          idempotencyKey: null,
          captcha: 'disabled',
          messages: buildOutboxMessages(lead, settings),
        },
        now,
      )
    }
  })
  const pendingUnlocked = async () =>
    (
      await db.query<{count: number}>(
        "select count(*)::int as count from outbox where status = 'pending' and locked_until is null",
      )
    ).rows[0]!.count

  it('finishes the batch under way, claims no other and leaves nothing leased', async () => {
    const delivered: string[] = []
    const slow: DeliveryTransport = {
      name: 'slow',
      async deliver(item) {
        await sleep(50)
        delivered.push(item.id)
      },
    }
    const runner = createOutboxRunner(async () => db, slow, {clock, batchSize: 2})
    runner.kick()
    await sleep(10)
    expect(await runner.shutdown(5_000)).toBe(0)
    expect(delivered).toHaveLength(2)
    expect(await outboxCounts(db)).toEqual({pending: 4, delivered: 2, failed: 0})
    expect(await pendingUnlocked()).toBe(4)
    // A lead stored after the shutdown began waits for another instance.
    runner.kick()
    await runner.idle()
    expect(delivered).toHaveLength(2)
  })

  it('hands back at once, as unconfirmed, the rows of a delivery that outlasts its grace', async () => {
    let finish = () => {}
    const finished = new Promise<void>((resolve) => (finish = resolve))
    const hanging: DeliveryTransport = {name: 'hanging', deliver: () => finished}
    const runner = createOutboxRunner(async () => db, hanging, {clock, batchSize: 2})
    runner.kick()
    await sleep(20)
    expect(await runner.shutdown(50)).toBe(2)
    expect(await pendingUnlocked()).toBe(6)
    // Another instance takes them on its next flush, not after the 2-minute lease, and checks Brevo before resending.
    const taken = await claimDue(db, now, 10)
    expect(taken).toHaveLength(6)
    const unconfirmed = taken.filter((item) => item.unconfirmedSince)
    expect(unconfirmed.map((item) => item.unconfirmedSince!.toISOString())).toEqual([
      now.toISOString(),
      now.toISOString(),
    ])
    finish()
    await runner.idle()
  })
})
