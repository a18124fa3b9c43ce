/** @jest-environment node */
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {startBrevoStub} from '../delivery/brevoStub'
import {mailFileName} from '../delivery/mailFiles'
import {claimDue} from '../delivery/outbox'
import type {OutboxMessage} from '../delivery/types'
import type {Database} from './database'
import {migrate} from './migrate'
import {
  countLeads,
  eraseContact,
  exportContact,
  insertLead,
  type NewLead,
  purgeExpired,
  requestHash,
  retentionCutoff,
} from './repository'
import {eraseEverywhere, purgeEverywhere} from './rights'
import {type TestDatabase, testBackends} from './testDatabases'

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
  {kind: 'notification', mail: {from: {email: 'a@parlia.fr'}, to: {email: 'b@parlia.fr'}, subject: 's', text: 't', html: '<p>t</p>'}},
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

describe.each(testBackends)('lead repository on $name', (backend) => {
  let test: TestDatabase
  let db: Database

  beforeAll(async () => {
    test = await backend.open()
    db = test.db
  }, 60_000)
  afterAll(() => test?.dispose())
  beforeEach(() => db.exec('delete from outbox; delete from leads; delete from contacts'))

  it('applies the migrations once, even when two processes start together on an empty database', async () => {
    const empty = await backend.open({migrated: false})
    try {
      const other = await empty.openAnother()
      const applied = await Promise.all([migrate(empty.db), migrate(other)])
      expect(applied.map((names) => names.join()).sort()).toEqual(['', '001_leads.sql'])
      const {rows} = await empty.db.query<{name: string}>('select name from schema_migrations order by name')
      expect(rows.map((row) => row.name)).toEqual(['001_leads.sql'])
      expect(await migrate(empty.db)).toEqual([])
    } finally {
      await empty.dispose()
    }
  }, 60_000)

  it('refuses a migration edited after it was applied', async () => {
    const {rows} = await db.query<{checksum: string}>("select checksum from schema_migrations where name = '001_leads.sql'")
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

  it('stores concurrent retries of one submission once', async () => {
    const other = await test.openAnother()
    const outcomes = await Promise.all(
      Array.from({length: 6}, (_, index) => insertLead(index % 2 ? other : db, lead('a@entreprise.fr', {idempotencyKey: 'key-2'}))),
    )
    const ids = new Set(outcomes.map((outcome) => (outcome as {id: string}).id))
    expect(ids.size).toBe(1)
    expect(outcomes.filter((outcome) => outcome.status === 'created')).toHaveLength(1)
    expect(await countLeads(db)).toBe(1)
  })

  it('refuses a key reused for a different submission', async () => {
    await insertLead(db, lead('a@entreprise.fr', {idempotencyKey: 'key-3'}))
    const other = lead('a@entreprise.fr', {idempotencyKey: 'key-3', values: values('a@entreprise.fr', {message: 'Autre chose'})})
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
    expect(await exportContact(db, 'a@entreprise.fr')).toEqual({email: 'a@entreprise.fr', lastContactAt: null, leads: []})
    expect((await exportContact(db, 'b@entreprise.fr')).leads).toHaveLength(1)
    expect((await db.query('select * from outbox')).rowCount).toBe(2)
  })

  it('purges the addresses last contacted more than 3 years ago, with all their leads', async () => {
    const now = at('2026-05-10T12:00:00Z')
    await insertLead(db, lead('old@entreprise.fr'), at('2023-05-10T11:59:59Z'))
    // An old first lead is kept while a newer one renews the contact.
    await insertLead(db, lead('renewed@entreprise.fr'), at('2020-01-01T00:00:00Z'))
    await insertLead(db, lead('renewed@entreprise.fr'), at('2024-01-01T00:00:00Z'))
    await insertLead(db, lead('recent@entreprise.fr'), at('2023-05-10T12:00:01Z'))
    const purged = await purgeExpired(db, now)
    expect(purged).toEqual({contacts: 1, leadIds: [expect.any(String)]})
    expect((await exportContact(db, 'old@entreprise.fr')).leads).toEqual([])
    expect((await exportContact(db, 'renewed@entreprise.fr')).leads).toHaveLength(2)
    expect((await exportContact(db, 'recent@entreprise.fr')).leads).toHaveLength(1)
    expect((await db.query('select * from outbox')).rowCount).toBe(6)
  })

  it('erases an address everywhere: database, e-mail files and Brevo contact', async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), 'parlia-mail-'))
    const stub = await startBrevoStub('secret')
    try {
      const erased = await insertLead(db, lead('a@entreprise.fr'))
      const kept = await insertLead(db, lead('b@entreprise.fr'))
      const ids = [erased, kept].map((outcome) => (outcome as {id: string}).id)
      for (const id of ids) writeFileSync(path.join(mailDir, mailFileName(id, 'notification')), 'x')
      stub.contacts.set('a@entreprise.fr', {body: {}, upserts: 1})
      const brevo = {apiKey: 'secret', apiUrl: stub.url, listId: null}
      expect(await eraseEverywhere(db, 'A@entreprise.fr', {mailDir, brevo})).toEqual({email: 'a@entreprise.fr', leads: 1, mailFiles: 1, brevo: 'deleted'})
      expect(readdirSync(mailDir)).toEqual([mailFileName(ids[1]!, 'notification')])
      expect(stub.contacts.has('a@entreprise.fr')).toBe(false)
      // Running it again is harmless: there is nothing left anywhere.
      expect(await eraseEverywhere(db, 'a@entreprise.fr', {mailDir, brevo})).toEqual({email: 'a@entreprise.fr', leads: 0, mailFiles: 0, brevo: 'absent'})
      expect(await eraseEverywhere(db, 'b@entreprise.fr', {mailDir, brevo: null})).toEqual({email: 'b@entreprise.fr', leads: 1, mailFiles: 1, brevo: null})
    } finally {
      await stub.close()
      rmSync(mailDir, {recursive: true, force: true})
    }
  })

  it('purges expired leads with their e-mail files', async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), 'parlia-mail-'))
    try {
      const old = (await insertLead(db, lead('old@entreprise.fr'), at('2020-01-01T00:00:00Z'))) as {id: string}
      writeFileSync(path.join(mailDir, mailFileName(old.id, 'notification')), 'x')
      expect(await purgeEverywhere(db, mailDir, at('2026-01-01T00:00:00Z'))).toEqual({
        cutoff: '2023-01-01T00:00:00.000Z',
        contacts: 1,
        leads: 1,
        mailFiles: 1,
      })
      expect(readdirSync(mailDir)).toEqual([])
    } finally {
      rmSync(mailDir, {recursive: true, force: true})
    }
  })

  it('lets concurrent workers claim disjoint rows, and a row again once its lease is over', async () => {
    const now = at('2025-01-01T00:00:00Z')
    for (let index = 0; index < 5; index += 1) await insertLead(db, lead(`p${index}@entreprise.fr`), now)
    const other = await test.openAnother()
    const [a, b] = await Promise.all([claimDue(db, now, 6), claimDue(other, now, 6)])
    const ids = [...a, ...b].map((item) => item.id)
    expect(ids).toHaveLength(10)
    expect(new Set(ids).size).toBe(10)
    expect(await claimDue(db, now, 10)).toEqual([])
    const afterLease = await claimDue(db, new Date(now.getTime() + 3 * 60_000), 20)
    expect(afterLease).toHaveLength(10)
    expect(afterLease.every((item) => item.attempts === 2)).toBe(true)
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
