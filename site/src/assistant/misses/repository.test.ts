/** @jest-environment node */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

import {type TestDatabase, testBackends} from '../../../test/databases'
import {purgeEverywhere} from '../../leads/storage/rights'
import {MASKS} from './mask'
import {deleteMisses, listMisses, missCutoff, purgeExpiredMisses, recordMiss} from './repository'

const at = (iso: string) => new Date(iso)

describe.each(testBackends)('the questions sent from the assistant, on $name', (backend) => {
  let database: TestDatabase
  // Creating the embedded database takes seconds on a machine busy with the rest of the suite.
  beforeAll(async () => {
    database = await backend.open()
  }, 60_000)
  afterAll(() => database.dispose())
  beforeEach(() => database.db.exec('delete from assistant_misses'))

  it('are stored masked, with why they were sent and when, and nothing else', async () => {
    const {db} = database
    const id = await recordMiss(
      db,
      {
        question: 'Rappelez-moi au +33 6 12 34 56 78 ou à paul@ville.fr, IBAN FR76 3000 6000 0112 3456 7890 189',
        answerId: 'refusal:unknown',
      },
      at('2026-11-01T10:00:00Z'),
    )
    await recordMiss(
      db,
      {question: 'Vous hébergez où ?', answerId: 'answer:/ressources/faq#ou-sont-hebergees-les-donnees'},
      at('2026-11-02T10:00:00Z'),
    )

    const {rows} = await db.query<Record<string, unknown>>('select * from assistant_misses order by created_at')
    expect(Object.keys(rows[0]!).sort()).toEqual(['answer_id', 'created_at', 'id', 'kind', 'question'])
    // What the table holds, read directly: never the number, the address or the IBAN.
    expect(rows[0]).toMatchObject({
      id,
      kind: 'refusal',
      answer_id: 'refusal:unknown',
      question: `Rappelez-moi au ${MASKS.phone} ou à ${MASKS.email}, IBAN ${MASKS.number}`,
    })
    expect(JSON.stringify(rows)).not.toMatch(/12 34|paul@|3000 6000/u)

    expect(await listMisses(db)).toEqual([
      {
        id,
        question: `Rappelez-moi au ${MASKS.phone} ou à ${MASKS.email}, IBAN ${MASKS.number}`,
        kind: 'refusal',
        answerId: 'refusal:unknown',
        createdAt: at('2026-11-01T10:00:00Z'),
      },
      {
        id: expect.any(String),
        question: 'Vous hébergez où ?',
        kind: 'unhelpful',
        answerId: 'answer:/ressources/faq#ou-sont-hebergees-les-donnees',
        createdAt: at('2026-11-02T10:00:00Z'),
      },
    ])
  })

  it('list the latest ones, oldest first, within the limit', async () => {
    const {db} = database
    for (const day of [1, 2, 3, 4])
      await recordMiss(db, {question: `question ${day}`, answerId: 'refusal:unknown'}, at(`2026-11-0${day}T00:00:00Z`))
    expect((await listMisses(db, 2)).map((miss) => miss.question)).toEqual(['question 3', 'question 4'])
  })

  it('are deleted one by one or by group, and only those asked for', async () => {
    const {db} = database
    const [a, b, c] = [
      await recordMiss(db, {question: 'a', answerId: 'refusal:unknown'}),
      await recordMiss(db, {question: 'b', answerId: 'refusal:unknown'}),
      await recordMiss(db, {question: 'c', answerId: 'refusal:unknown'}),
    ]
    expect(await deleteMisses(db, [a!])).toBe(1)
    expect(await deleteMisses(db, [b!, c!, a!])).toBe(2)
    expect(await deleteMisses(db, [])).toBe(0)
    expect(await listMisses(db)).toEqual([])
  })

  it('are purged after 90 days, by `leads:purge` too', async () => {
    const {db} = database
    const now = at('2026-11-28T12:00:00Z')
    expect(missCutoff(now).toISOString()).toBe('2026-08-30T12:00:00.000Z')
    await recordMiss(db, {question: 'expirée', answerId: 'refusal:unknown'}, at('2026-08-30T11:59:59Z'))
    await recordMiss(db, {question: 'gardée', answerId: 'refusal:unknown'}, at('2026-08-30T12:00:01Z'))
    expect(await purgeExpiredMisses(db, now)).toBe(1)
    expect((await listMisses(db)).map((miss) => miss.question)).toEqual(['gardée'])

    await recordMiss(db, {question: 'expirée aussi', answerId: 'refusal:offTopic'}, at('2026-01-01T00:00:00Z'))
    const mailDir = mkdtempSync(path.join(tmpdir(), 'parlia-misses-purge-'))
    try {
      expect(await purgeEverywhere(db, {mailDir, brevo: null}, now)).toMatchObject({misses: 1})
    } finally {
      rmSync(mailDir, {recursive: true, force: true})
    }
    expect((await listMisses(db)).map((miss) => miss.question)).toEqual(['gardée'])
  })
})
