/** @jest-environment node */
import {type TestDatabase, testBackends} from '../../../test/databases'
import {feedbackCounts, recordFeedback} from './repository'

describe.each(testBackends)('the answers’ votes on $name', (backend) => {
  let database: TestDatabase
  // Creating the embedded database takes seconds on a machine busy with the rest of the suite.
  beforeAll(async () => {
    database = await backend.open()
  }, 60_000)
  afterAll(() => database.dispose())

  it('are counts per answer, and nothing else', async () => {
    const {db} = database
    await recordFeedback(db, {answerId: 'answer:/ressources/faq#tarifs', helpful: true})
    await recordFeedback(db, {answerId: 'answer:/ressources/faq#tarifs', helpful: true})
    await recordFeedback(db, {answerId: 'answer:/ressources/faq#tarifs', helpful: false})
    await recordFeedback(db, {answerId: 'refusal:unknown', helpful: false})
    expect(await feedbackCounts(db)).toEqual([
      {answerId: 'refusal:unknown', helpful: 0, unhelpful: 1},
      {answerId: 'answer:/ressources/faq#tarifs', helpful: 2, unhelpful: 1},
    ])
    const {rows} = await db.query<{column_name: string}>(
      "select column_name from information_schema.columns where table_name = 'assistant_feedback' and table_schema = current_schema() order by ordinal_position",
    )
    expect(rows.map((row) => row.column_name)).toEqual(['answer_id', 'helpful', 'unhelpful'])
  })

  it('count every vote when they arrive together', async () => {
    const {db} = database
    await Promise.all(
      Array.from({length: 20}, (_, index) =>
        recordFeedback(db, {answerId: 'answer:/solution#ensemble', helpful: index % 4 !== 0}),
      ),
    )
    expect((await feedbackCounts(db)).find((count) => count.answerId === 'answer:/solution#ensemble')).toEqual({
      answerId: 'answer:/solution#ensemble',
      helpful: 15,
      unhelpful: 5,
    })
  })
})
