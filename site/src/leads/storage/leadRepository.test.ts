/** @jest-environment node */
import {randomUUID} from 'node:crypto'
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {type Brevo, startBrevo} from '@parlia/services/src/brevo'
import {createBrevoTransport} from '../delivery/brevo'
import {mailFileName} from '../delivery/mailFiles'
import {claimDue, LEASE_MS, markRetry} from '../delivery/outbox'
import type {OutboxMessage} from '../delivery/types'
import {flushOutbox} from '../delivery/worker'
import type {Database} from './database'
import {migrate} from './migrate'
import {
  countLeads,
  eraseContact,
  exportContact,
  insertLead,
  type NewLead,
  requestHash,
  retentionCutoff,
} from './leadRepository'
import {eraseEverywhere, purgeEverywhere} from './rights'
import {type TestDatabase, testBackends} from '../../../test/databases'

const values = (email: string, extra: Record<string, string> = {}) => ({
  firstName: 'Élodie',
  lastName: 'Martin',
  email,
  phoneNumber: '',
  message: 'Bonjour, pouvez-vous me rappeler ?',
  ...extra,
})

const messages: OutboxMessage[] = [
  {kind: 'contact', email: 'x@example.fr', attributes: {FIRSTNAME: 'Élodie'}},
  {
    kind: 'notification',
    mail: {from: {email: 'a@parlia.fr'}, to: {email: 'b@parlia.fr'}, subject: 's', text: 't', html: '<p>t</p>'},
  },
]

const lead = (email: string, overrides: Partial<NewLead> = {}): NewLead => ({
  form: 'contact',
  values: values(email),
  idempotencyKey: null,
  captcha: 'disabled',
  messages,
  ...overrides,
})

const at = (iso: string) => new Date(iso)

const brevoConfig = (double: Brevo) => ({apiKey: 'secret', apiUrl: double.url, listId: null})

/** Sends `email` a content request's e-mail through Brevo, as the outbox does: Brevo logs it. */
const sendResourceEmail = (double: Brevo, email: string) =>
  createBrevoTransport(brevoConfig(double), tmpdir()).deliver(
    {
      id: randomUUID(),
      leadId: randomUUID(),
      message: {
        kind: 'resource',
        mail: {
          from: {email: 'contact@parlia.fr'},
          to: {email},
          subject: 'Votre livre blanc',
          text: 't',
          html: '<p>t</p>',
        },
      },
      attempts: 1,
      unconfirmedSince: null,
    },
    new Date(),
  )

/** How many e-mails to `email` Brevo's log lists, as the outbox's idempotency lookup reads it. */
async function listedInBrevoLog(double: Brevo, email: string): Promise<number> {
  const response = await fetch(`${double.url}/smtp/emails?${new URLSearchParams({email})}`, {
    headers: {'api-key': 'secret'},
  })
  return ((await response.json()) as {count: number}).count
}

const SALES = 'commercial@parlia.fr'

/** A lead whose only message is the sales notification, which names the person, as emails.ts writes it. */
const notified = (email: string): NewLead =>
  lead(email, {
    messages: [
      {
        kind: 'notification',
        mail: {
          from: {email: 'contact@parlia.fr'},
          to: {email: SALES},
          subject: `Nouveau contact : Élodie Martin (${email})`,
          text: 't',
          html: '<p>t</p>',
        },
      },
    ],
  })

/** Delivers the outbox through Brevo at the double's time, as the worker does. */
const flushThrough = (db: Database, double: Brevo) =>
  flushOutbox(db, createBrevoTransport(brevoConfig(double), tmpdir()), {clock: () => double.now()})

/** Brevo up, except that deleting an e-mail's log by its message id fails. */
const messageLogsDown: typeof fetch = (input, init) =>
  String(input).includes('/smtp/log/%3C')
    ? Promise.resolve(new Response('{"code":"internal_error"}', {status: 500}))
    : fetch(input, init)

/** Brevo up, except that deleting e-mail logs fails. */
const emailLogsDown: typeof fetch = (input, init) =>
  String(input).includes('/smtp/log/')
    ? Promise.resolve(new Response('{"code":"internal_error"}', {status: 500}))
    : fetch(input, init)

/** What a test of retention and erasure runs beside: a mail folder of its own, Brevo, a silenced console.error. */
interface Scene {
  mailDir: string
  brevo: Brevo
  /** The purge logs Brevo's failures there, never naming anyone: some tests check it. */
  error: jest.SpiedFunction<typeof console.error>
}

/** Runs `run` in a fresh scene, and takes the scene down whatever its outcome. */
async function withScene(run: (scene: Scene) => Promise<void>, options: {now?: () => Date} = {}): Promise<void> {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'parlia-mail-'))
  const brevo = await startBrevo({apiKey: 'secret', ...options})
  const error = jest.spyOn(console, 'error').mockImplementation(() => {})
  try {
    await run({mailDir, brevo, error})
  } finally {
    error.mockRestore()
    await brevo.close()
    rmSync(mailDir, {recursive: true, force: true})
  }
}

describe.each(testBackends)('lead repository on $name', (backend) => {
  let test: TestDatabase
  let db: Database

  beforeAll(async () => {
    test = await backend.open()
    db = test.db
  }, 60_000)
  afterAll(() => test?.dispose())
  beforeEach(() =>
    db.exec('delete from outbox; delete from leads; delete from contacts; delete from brevo_log_erasures'),
  )

  const MIGRATIONS = [
    '001_leads.sql',
    '002_outbox_unconfirmed.sql',
    '003_brevo_sent_logs.sql',
    '004_outbox_copy.sql',
    '005_assistant_feedback.sql',
    '006_assistant_misses.sql',
  ]

  if (backend.concurrent) {
    it('applies the migrations once when two processes start together on an empty database (two connections)', async () => {
      const empty = await backend.open({migrated: false})
      try {
        const other = await empty.openAnother()
        const applied = await Promise.all([migrate(empty.db), migrate(other)])
        expect(applied.map((names) => names.join()).sort()).toEqual(['', MIGRATIONS.join()])
        const {rows} = await empty.db.query<{name: string}>('select name from schema_migrations order by name')
        expect(rows.map((row) => row.name)).toEqual(MIGRATIONS)
        expect(await migrate(empty.db)).toEqual([])
      } finally {
        await empty.dispose()
      }
    }, 60_000)
  } else {
    it('applies the migrations once when asked twice at once (PGlite is one connection: the second call waits for the first)', async () => {
      const empty = await backend.open({migrated: false})
      try {
        const applied = await Promise.all([migrate(empty.db), migrate(empty.db)])
        expect(applied.map((names) => names.join()).sort()).toEqual(['', MIGRATIONS.join()])
        expect(await migrate(empty.db)).toEqual([])
      } finally {
        await empty.dispose()
      }
    }, 60_000)
  }

  it('refuses a migration edited after it was applied', async () => {
    const {rows} = await db.query<{checksum: string}>(
      "select checksum from schema_migrations where name = '001_leads.sql'",
    )
    await db.query("update schema_migrations set checksum = 'edited' where name = '001_leads.sql'")
    try {
      await expect(migrate(db)).rejects.toThrow('001_leads.sql was edited after it was applied')
    } finally {
      await db.query("update schema_migrations set checksum = $1 where name = '001_leads.sql'", [rows[0]!.checksum])
    }
  })

  it('stores a lead, its contact and its outbox rows together', async () => {
    const outcome = await insertLead(db, lead('Elodie.Martin@Entreprise.fr'), at('2025-03-01T10:00:00Z'))
    expect(outcome).toEqual({status: 'created', id: expect.stringMatching(/^[0-9a-f-]{36}$/)})
    const record = await exportContact(db, 'elodie.martin@entreprise.fr')
    expect(record).toEqual({
      email: 'elodie.martin@entreprise.fr',
      lastContactAt: '2025-03-01T10:00:00.000Z',
      leads: [
        {
          id: outcome.status === 'created' ? outcome.id : '',
          form: 'contact',
          values: values('Elodie.Martin@Entreprise.fr'),
          resourceId: null,
          captcha: 'disabled',
          createdAt: '2025-03-01T10:00:00.000Z',
          deliveries: [
            {kind: 'contact', status: 'pending', attempts: 0, deliveredAt: null},
            {kind: 'notification', status: 'pending', attempts: 0, deliveredAt: null},
          ],
        },
      ],
    })
  })

  it('stores the copy of their message a visitor asked for as a delivery of its own', async () => {
    const copy: OutboxMessage = {
      kind: 'copy',
      mail: {
        from: {email: 'contact@parlia.fr'},
        to: {email: 'a@entreprise.fr'},
        subject: 's',
        text: 't',
        html: '<p>t</p>',
      },
    }
    await insertLead(db, lead('a@entreprise.fr', {messages: [...messages, copy]}))
    const [stored] = (await exportContact(db, 'a@entreprise.fr')).leads
    expect(stored?.deliveries.map((delivery) => delivery.kind)).toEqual(['contact', 'copy', 'notification'])
  })

  it('stores nothing when part of the transaction fails', async () => {
    const broken = [...messages, {kind: 'carrier-pigeon'} as unknown as OutboxMessage]
    await expect(insertLead(db, lead('a@entreprise.fr', {messages: broken}))).rejects.toThrow()
    expect(await countLeads(db)).toBe(0)
    expect((await db.query('select * from contacts')).rows).toEqual([])
    expect((await db.query('select * from outbox')).rows).toEqual([])
  })

  it('stores a retried submission once and answers its first id', async () => {
    const first = await insertLead(db, lead('a@entreprise.fr', {idempotencyKey: 'key-1'}))
    const retry = await insertLead(db, lead('a@entreprise.fr', {idempotencyKey: 'key-1'}))
    expect(first.status).toBe('created')
    expect(retry).toEqual({status: 'replayed', id: (first as {id: string}).id})
    expect(await countLeads(db)).toBe(1)
    expect((await db.query('select * from outbox')).rowCount).toBe(2)
  })

  const retriesOfOneSubmission = (connections: Database[]) =>
    Promise.all(
      Array.from({length: 6}, (_, index) =>
        insertLead(connections[index % connections.length]!, lead('a@entreprise.fr', {idempotencyKey: 'key-2'})),
      ),
    )

  const expectStoredOnce = async (outcomes: Awaited<ReturnType<typeof insertLead>>[]) => {
    const ids = new Set(outcomes.map((outcome) => (outcome as {id: string}).id))
    expect(ids.size).toBe(1)
    expect(outcomes.filter((outcome) => outcome.status === 'created')).toHaveLength(1)
    expect(await countLeads(db)).toBe(1)
  }

  if (backend.concurrent) {
    it('stores concurrent retries of one submission once (two connections)', async () => {
      await expectStoredOnce(await retriesOfOneSubmission([db, await test.openAnother()]))
    })
  } else {
    it('stores interleaved retries of one submission once (PGlite is one connection: they run one after the other)', async () => {
      await expectStoredOnce(await retriesOfOneSubmission([db]))
    })
  }

  it('refuses a key reused for a different submission', async () => {
    await insertLead(db, lead('a@entreprise.fr', {idempotencyKey: 'key-3'}))
    const other = lead('a@entreprise.fr', {
      idempotencyKey: 'key-3',
      values: values('a@entreprise.fr', {message: 'Autre chose'}),
    })
    expect(await insertLead(db, other)).toEqual({status: 'conflict'})
    expect(await countLeads(db)).toBe(1)
  })

  it('keeps the latest contact date of an address, whatever its case', async () => {
    await insertLead(db, lead('a@entreprise.fr'), at('2024-01-01T00:00:00Z'))
    await insertLead(db, lead('A@Entreprise.FR'), at('2025-06-01T00:00:00Z'))
    // A lead stored late with an earlier date (a retry after an outage) does not move it back.
    await insertLead(db, lead('a@entreprise.fr'), at('2024-06-01T00:00:00Z'))
    const record = await exportContact(db, 'a@entreprise.fr')
    expect(record.lastContactAt).toBe('2025-06-01T00:00:00.000Z')
    expect(record.leads).toHaveLength(3)
  })

  it('erases an address with its leads and deliveries, and nothing else', async () => {
    await insertLead(db, lead('a@entreprise.fr'))
    await insertLead(db, lead('a@entreprise.fr'))
    await insertLead(db, lead('b@entreprise.fr'))
    const erased = await eraseContact(db, ' A@entreprise.fr ')
    expect(erased).toHaveLength(2)
    expect(await exportContact(db, 'a@entreprise.fr')).toEqual({
      email: 'a@entreprise.fr',
      lastContactAt: null,
      leads: [],
    })
    expect((await exportContact(db, 'b@entreprise.fr')).leads).toHaveLength(1)
    expect((await db.query('select * from outbox')).rowCount).toBe(2)
  })

  it('purges the addresses last contacted more than 3 years ago, with all their leads', () =>
    withScene(async ({mailDir}) => {
      const now = at('2026-05-10T12:00:00Z')
      await insertLead(db, lead('old@entreprise.fr'), at('2023-05-10T11:59:59Z'))
      // An old first lead is kept while a newer one renews the contact.
      await insertLead(db, lead('renewed@entreprise.fr'), at('2020-01-01T00:00:00Z'))
      await insertLead(db, lead('renewed@entreprise.fr'), at('2024-01-01T00:00:00Z'))
      await insertLead(db, lead('recent@entreprise.fr'), at('2023-05-10T12:00:01Z'))
      expect(await purgeEverywhere(db, {mailDir, brevo: null}, now)).toEqual({
        cutoff: '2023-05-10T12:00:00.000Z',
        contacts: 1,
        leads: 1,
        mailFiles: 0,
        brevo: null,
        postponed: 0,
        misses: 0,
      })
      expect((await exportContact(db, 'old@entreprise.fr')).leads).toEqual([])
      expect((await exportContact(db, 'renewed@entreprise.fr')).leads).toHaveLength(2)
      expect((await exportContact(db, 'recent@entreprise.fr')).leads).toHaveLength(1)
      expect((await db.query('select * from outbox')).rowCount).toBe(6)
    }))

  it('erases an address everywhere: database, e-mail files, Brevo contact and the log of the e-mails Brevo sent it', () =>
    withScene(async ({mailDir, brevo: double}) => {
      const erased = await insertLead(db, lead('a@entreprise.fr'))
      const kept = await insertLead(db, lead('b@entreprise.fr'))
      const ids = [erased, kept].map((outcome) => (outcome as {id: string}).id)
      for (const id of ids) writeFileSync(path.join(mailDir, mailFileName(id, 'notification')), 'x')
      double.contacts.set('a@entreprise.fr', {body: {}, upserts: 1})
      await sendResourceEmail(double, 'a@entreprise.fr')
      await sendResourceEmail(double, 'a@entreprise.fr')
      await sendResourceEmail(double, 'b@entreprise.fr')
      const brevo = brevoConfig(double)
      expect(await eraseEverywhere(db, 'A@entreprise.fr', {mailDir, brevo})).toEqual({
        email: 'a@entreprise.fr',
        leads: 1,
        mailFiles: 1,
        brevo: {contact: 'deleted', emailLogs: 'requested', notificationLogs: {requested: 0, absent: 0}},
      })
      expect(readdirSync(mailDir)).toEqual([mailFileName(ids[1]!, 'notification')])
      expect(double.contacts.has('a@entreprise.fr')).toBe(false)
      expect([...double.logs.keys()]).toEqual(['b@entreprise.fr'])
      expect(await listedInBrevoLog(double, 'a@entreprise.fr')).toBe(0)
      expect(await listedInBrevoLog(double, 'b@entreprise.fr')).toBe(1)
      // Running it again is harmless: there is nothing left anywhere.
      expect(await eraseEverywhere(db, 'a@entreprise.fr', {mailDir, brevo})).toEqual({
        email: 'a@entreprise.fr',
        leads: 0,
        mailFiles: 0,
        brevo: {contact: 'absent', emailLogs: 'absent', notificationLogs: {requested: 0, absent: 0}},
      })
      expect(await eraseEverywhere(db, 'b@entreprise.fr', {mailDir, brevo: null})).toEqual({
        email: 'b@entreprise.fr',
        leads: 1,
        mailFiles: 1,
        brevo: null,
      })
    }))

  it('erases an address here even when Brevo fails, says so, and finishes in Brevo when run again', () =>
    withScene(async ({mailDir, brevo: double}) => {
      await insertLead(db, lead('a@entreprise.fr'))
      double.contacts.set('a@entreprise.fr', {body: {}, upserts: 1})
      await sendResourceEmail(double, 'a@entreprise.fr')
      const brevo = brevoConfig(double)
      // The contact goes, its e-mail logs do not.
      expect(await eraseEverywhere(db, 'a@entreprise.fr', {mailDir, brevo, fetchImpl: emailLogsDown})).toEqual({
        email: 'a@entreprise.fr',
        leads: 1,
        mailFiles: 0,
        brevo: {failed: expect.stringMatching(/^Brevo DELETE \/smtp\/log answered 500/)},
      })
      expect(await exportContact(db, 'a@entreprise.fr')).toEqual({
        email: 'a@entreprise.fr',
        lastContactAt: null,
        leads: [],
      })
      expect(double.contacts.size).toBe(0)
      expect(await listedInBrevoLog(double, 'a@entreprise.fr')).toBe(1)

      expect(await eraseEverywhere(db, 'a@entreprise.fr', {mailDir, brevo})).toEqual({
        email: 'a@entreprise.fr',
        leads: 0,
        mailFiles: 0,
        brevo: {contact: 'absent', emailLogs: 'requested', notificationLogs: {requested: 0, absent: 0}},
      })
      expect(await listedInBrevoLog(double, 'a@entreprise.fr')).toBe(0)
    }))

  it('purges expired people everywhere: Brevo contact and e-mail logs (or none there), e-mail files, leads', () =>
    withScene(async ({mailDir, brevo}) => {
      const old = (await insertLead(db, lead('old@entreprise.fr'), at('2020-01-01T00:00:00Z'))) as {id: string}
      await insertLead(db, lead('gone@entreprise.fr'), at('2020-06-01T00:00:00Z'))
      await insertLead(db, lead('recent@entreprise.fr'), at('2025-06-01T00:00:00Z'))
      writeFileSync(path.join(mailDir, mailFileName(old.id, 'notification')), 'x')
      brevo.contacts.set('old@entreprise.fr', {body: {}, upserts: 1})
      brevo.contacts.set('recent@entreprise.fr', {body: {}, upserts: 1})
      await sendResourceEmail(brevo, 'old@entreprise.fr')
      await sendResourceEmail(brevo, 'recent@entreprise.fr')
      expect(await purgeEverywhere(db, {mailDir, brevo: brevoConfig(brevo)}, at('2026-01-01T00:00:00Z'))).toEqual({
        cutoff: '2023-01-01T00:00:00.000Z',
        contacts: 2,
        leads: 2,
        mailFiles: 1,
        brevo: {
          contacts: {deleted: 1, absent: 1},
          emailLogs: {requested: 1, absent: 1},
          notificationLogs: {requested: 0, absent: 0},
        },
        postponed: 0,
        misses: 0,
      })
      expect(readdirSync(mailDir)).toEqual([])
      expect([...brevo.contacts.keys()]).toEqual(['recent@entreprise.fr'])
      expect([...brevo.logs.keys()]).toEqual(['recent@entreprise.fr'])
      expect(await listedInBrevoLog(brevo, 'old@entreprise.fr')).toBe(0)
      expect(
        brevo.requests
          .filter((request) => request.method === 'DELETE')
          .map((request) => `${request.method} ${request.endpoint}`),
      ).toEqual([
        'DELETE /contacts/old%40entreprise.fr',
        'DELETE /smtp/log/old%40entreprise.fr',
        'DELETE /contacts/gone%40entreprise.fr',
        'DELETE /smtp/log/gone%40entreprise.fr',
      ])
    }))

  it('keeps an expired person whose Brevo contact could not be deleted, and purges them on the next run', () =>
    withScene(async ({mailDir, brevo, error}) => {
      const old = (await insertLead(db, lead('old@entreprise.fr'), at('2020-01-01T00:00:00Z'))) as {id: string}
      writeFileSync(path.join(mailDir, mailFileName(old.id, 'notification')), 'x')
      brevo.contacts.set('old@entreprise.fr', {body: {}, upserts: 1})
      const config = {apiKey: 'secret', apiUrl: brevo.url, listId: null}
      const now = at('2026-01-01T00:00:00Z')
      brevo.mode = 'failing'
      expect(await purgeEverywhere(db, {mailDir, brevo: config}, now)).toEqual(
        expect.objectContaining({
          contacts: 0,
          leads: 0,
          mailFiles: 0,
          brevo: {
            contacts: {deleted: 0, absent: 0},
            emailLogs: {requested: 0, absent: 0},
            notificationLogs: {requested: 0, absent: 0},
          },
          postponed: 1,
        }),
      )
      expect((await exportContact(db, 'old@entreprise.fr')).leads).toHaveLength(1)
      expect(readdirSync(mailDir)).toHaveLength(1)
      expect(error.mock.calls.flat().join(' ')).not.toContain('old@entreprise.fr')

      brevo.mode = 'up'
      expect(await purgeEverywhere(db, {mailDir, brevo: config}, now)).toEqual(
        expect.objectContaining({
          contacts: 1,
          leads: 1,
          mailFiles: 1,
          brevo: {
            contacts: {deleted: 1, absent: 0},
            emailLogs: {requested: 0, absent: 1},
            notificationLogs: {requested: 0, absent: 0},
          },
          postponed: 0,
        }),
      )
      expect(brevo.contacts.size).toBe(0)
      expect(await exportContact(db, 'old@entreprise.fr')).toEqual({
        email: 'old@entreprise.fr',
        lastContactAt: null,
        leads: [],
      })
    }))

  it('keeps an expired person whole when Brevo deletes their contact but not their e-mail logs, and finishes on the next run', () =>
    withScene(async ({mailDir, brevo, error}) => {
      const old = (await insertLead(db, lead('old@entreprise.fr'), at('2020-01-01T00:00:00Z'))) as {id: string}
      writeFileSync(path.join(mailDir, mailFileName(old.id, 'notification')), 'x')
      brevo.contacts.set('old@entreprise.fr', {body: {}, upserts: 1})
      await sendResourceEmail(brevo, 'old@entreprise.fr')
      const now = at('2026-01-01T00:00:00Z')
      expect(await purgeEverywhere(db, {mailDir, brevo: brevoConfig(brevo), fetchImpl: emailLogsDown}, now)).toEqual(
        expect.objectContaining({contacts: 0, leads: 0, mailFiles: 0, postponed: 1}),
      )
      expect(brevo.contacts.size).toBe(0)
      expect(await listedInBrevoLog(brevo, 'old@entreprise.fr')).toBe(1)
      expect((await exportContact(db, 'old@entreprise.fr')).leads).toHaveLength(1)
      expect(readdirSync(mailDir)).toHaveLength(1)
      expect(error.mock.calls.flat().join(' ')).not.toContain('old@entreprise.fr')

      expect(await purgeEverywhere(db, {mailDir, brevo: brevoConfig(brevo)}, now)).toEqual(
        expect.objectContaining({
          contacts: 1,
          leads: 1,
          mailFiles: 1,
          brevo: {
            contacts: {deleted: 0, absent: 1},
            emailLogs: {requested: 1, absent: 0},
            notificationLogs: {requested: 0, absent: 0},
          },
          postponed: 0,
        }),
      )
      expect(await listedInBrevoLog(brevo, 'old@entreprise.fr')).toBe(0)
      expect(await exportContact(db, 'old@entreprise.fr')).toEqual({
        email: 'old@entreprise.fr',
        lastContactAt: null,
        leads: [],
      })
      expect(readdirSync(mailDir)).toEqual([])
    }))

  it('purges the logs in Brevo of the sales notifications about an expired person: by the message id kept on delivery, or by tag without one', async () => {
    let now = at('2020-01-01T10:00:00Z')
    await withScene(
      async ({mailDir, brevo}) => {
        await insertLead(db, notified('old@entreprise.fr'), now)
        await flushThrough(db, brevo)
        now = at('2020-02-01T10:00:00Z')
        await insertLead(db, notified('old@entreprise.fr'), now)
        await flushThrough(db, brevo)
        // Sent before message ids were kept (or its answer was lost): the log search finds it by its row's tag.
        await db.query('update outbox set brevo_message_id = null where created_at = $1::timestamptz', [
          now.toISOString(),
        ])
        now = at('2025-06-01T10:00:00Z')
        await insertLead(db, notified('recent@entreprise.fr'), now)
        await flushThrough(db, brevo)
        const [first, second, recent] = brevo.sent
        const kept = await db.query<{brevo_message_id: string | null}>(
          'select brevo_message_id from outbox order by created_at',
        )
        expect(kept.rows.map((row) => row.brevo_message_id)).toEqual([first!.messageId, null, recent!.messageId])

        now = at('2026-01-01T00:00:00Z')
        // Brevo fails to delete them: the person stays whole, outbox rows included, for the next run.
        expect(
          await purgeEverywhere(db, {mailDir, brevo: brevoConfig(brevo), fetchImpl: messageLogsDown}, now),
        ).toEqual(expect.objectContaining({contacts: 0, leads: 0, postponed: 1}))
        expect((await exportContact(db, 'old@entreprise.fr')).leads.map((stored) => stored.deliveries)).toEqual([
          [expect.objectContaining({kind: 'notification', status: 'delivered'})],
          [expect.objectContaining({kind: 'notification', status: 'delivered'})],
        ])
        expect(brevo.logs.get(SALES)).toEqual([first, second, recent])

        expect(await purgeEverywhere(db, {mailDir, brevo: brevoConfig(brevo)}, now)).toEqual({
          cutoff: '2023-01-01T00:00:00.000Z',
          contacts: 1,
          leads: 2,
          mailFiles: 0,
          brevo: {
            contacts: {deleted: 0, absent: 1},
            emailLogs: {requested: 0, absent: 1},
            notificationLogs: {requested: 2, absent: 0},
          },
          postponed: 0,
          misses: 0,
        })
        expect(brevo.logs.get(SALES)).toEqual([recent])
        const deletions = brevo.requests
          .filter((request) => request.method === 'DELETE')
          .map((request) => request.endpoint)
        expect(deletions.slice(-2)).toEqual(
          [first, second].map((email) => `/smtp/log/${encodeURIComponent(email!.messageId)}`),
        )
        expect((await db.query('select * from brevo_log_erasures')).rowCount).toBe(0)
      },
      {now: () => now},
    )
  })

  it('erases the logs of the sales notifications about an address; when Brevo fails, keeps only what finds them, and finishes when run again', () =>
    withScene(async ({mailDir, brevo}) => {
      await insertLead(db, notified('a@entreprise.fr'))
      await insertLead(db, notified('b@entreprise.fr'))
      await flushThrough(db, brevo)
      // Its answer was lost: no message id, the log search finds it by its row's tag.
      await db.query(
        "update outbox set brevo_message_id = null where lead_id in (select id from leads where email = 'a@entreprise.fr')",
      )
      const about = (email: string) => brevo.sent.find((sent) => String(sent.body.subject).includes(email))
      const [erased, kept] = [about('a@entreprise.fr'), about('b@entreprise.fr')]
      const config = brevoConfig(brevo)
      expect(
        await eraseEverywhere(db, 'a@entreprise.fr', {mailDir, brevo: config, fetchImpl: messageLogsDown}),
      ).toEqual({
        email: 'a@entreprise.fr',
        leads: 1,
        mailFiles: 0,
        brevo: {failed: expect.stringMatching(/^Brevo DELETE \/smtp\/log answered 500/)},
      })
      expect(await exportContact(db, 'a@entreprise.fr')).toEqual({
        email: 'a@entreprise.fr',
        lastContactAt: null,
        leads: [],
      })
      expect((await db.query('select * from outbox')).rowCount).toBe(1)
      // What finds the e-mail in Brevo's log outlives the outbox row, and names nobody.
      const queued = await db.query<Record<string, unknown>>(
        'select outbox_id, recipient, message_id from brevo_log_erasures',
      )
      expect(queued.rows).toEqual([{outbox_id: expect.any(String), recipient: SALES, message_id: null}])
      expect(brevo.logs.get(SALES)).toHaveLength(2)
      expect(brevo.logs.get(SALES)).toEqual(expect.arrayContaining([erased, kept]))

      expect(await eraseEverywhere(db, 'a@entreprise.fr', {mailDir, brevo: config})).toEqual({
        email: 'a@entreprise.fr',
        leads: 0,
        mailFiles: 0,
        brevo: {contact: 'absent', emailLogs: 'absent', notificationLogs: {requested: 1, absent: 0}},
      })
      expect(brevo.logs.get(SALES)).toEqual([kept])
      expect((await db.query('select * from brevo_log_erasures')).rowCount).toBe(0)

      // The other address's notification goes by its message id, kept on delivery.
      expect(await eraseEverywhere(db, 'b@entreprise.fr', {mailDir, brevo: config})).toEqual(
        expect.objectContaining({
          leads: 1,
          brevo: {contact: 'absent', emailLogs: 'absent', notificationLogs: {requested: 1, absent: 0}},
        }),
      )
      expect(brevo.logs.has(SALES)).toBe(false)
      expect(brevo.requests.at(-1)).toEqual(
        expect.objectContaining({method: 'DELETE', endpoint: `/smtp/log/${encodeURIComponent(kept!.messageId)}`}),
      )
    }))

  it('stops asking a failing Brevo after a few addresses, leaving them all for the next run', () =>
    withScene(async ({mailDir, brevo}) => {
      for (let index = 0; index < 8; index += 1)
        await insertLead(db, lead(`old${index}@entreprise.fr`), at('2020-01-01T00:00:00Z'))
      brevo.mode = 'failing'
      const report = await purgeEverywhere(
        db,
        {mailDir, brevo: {apiKey: 'secret', apiUrl: brevo.url, listId: null}},
        at('2026-01-01T00:00:00Z'),
      )
      expect(report).toEqual(expect.objectContaining({contacts: 0, postponed: 8}))
      expect(brevo.requests).toHaveLength(3)
      expect(await countLeads(db)).toBe(8)
    }))

  const expectDisjointClaims = async (connections: Database[], now: Date) => {
    const claims = await Promise.all(connections.map((connection) => claimDue(connection, now, 6)))
    const ids = claims.flat().map((item) => item.id)
    expect(ids).toHaveLength(10)
    expect(new Set(ids).size).toBe(10)
    expect(await claimDue(db, now, 10)).toEqual([])
  }

  if (backend.concurrent) {
    it('lets concurrent workers claim disjoint rows (two connections), and a row again once its lease is over', async () => {
      const now = at('2025-01-01T00:00:00Z')
      for (let index = 0; index < 5; index += 1) await insertLead(db, lead(`p${index}@entreprise.fr`), now)
      await expectDisjointClaims([db, await test.openAnother()], now)
      const afterLease = await claimDue(db, new Date(now.getTime() + 3 * 60_000), 20)
      expect(afterLease).toHaveLength(10)
      expect(afterLease.every((item) => item.attempts === 2)).toBe(true)
    })
  } else {
    it('claims rows once each when asked twice at once (PGlite is one connection: the claims run in turn), and again once the lease is over', async () => {
      const now = at('2025-01-01T00:00:00Z')
      for (let index = 0; index < 5; index += 1) await insertLead(db, lead(`p${index}@entreprise.fr`), now)
      await expectDisjointClaims([db, db], now)
      const afterLease = await claimDue(db, new Date(now.getTime() + 3 * 60_000), 20)
      expect(afterLease).toHaveLength(10)
      expect(afterLease.every((item) => item.attempts === 2)).toBe(true)
    })
  }

  it('counts a row taken over after its lease as unconfirmed since its previous claim, and keeps the earliest such date', async () => {
    const now = at('2025-01-01T00:00:00Z')
    await insertLead(db, lead('p@entreprise.fr'), now)
    const first = await claimDue(db, now, 10)
    expect(first.map((item) => item.unconfirmedSince)).toEqual([null, null])
    // Its worker died mid-delivery: another takes the rows over once the lease has passed.
    const takenOver = await claimDue(db, new Date(now.getTime() + LEASE_MS), 10)
    expect(takenOver.map((item) => item.unconfirmedSince)).toEqual([now, now])
    await markRetry(db, takenOver[0]!.id, now, 'time-out', new Date(now.getTime() + LEASE_MS))
    await markRetry(db, takenOver[1]!.id, now, 'refused')
    const again = await claimDue(db, new Date(now.getTime() + 2 * LEASE_MS), 10)
    expect(again.map((item) => item.unconfirmedSince)).toEqual([now, now])
  })
})

describe('retention', () => {
  it('counts three years back from now, in UTC', () => {
    expect(retentionCutoff(at('2026-05-10T12:00:00Z')).toISOString()).toBe('2023-05-10T12:00:00.000Z')
  })

  it('tells submissions apart by form and values, whatever the order of the fields', () => {
    expect(requestHash('contact', {a: '1', b: '2'})).toBe(requestHash('contact', {b: '2', a: '1'}))
    expect(requestHash('contact', {a: '1'})).not.toBe(requestHash('demo', {a: '1'}))
    expect(requestHash('contact', {a: '1'})).not.toBe(requestHash('contact', {a: '2'}))
  })
})
