import type {Queryable} from '../../leads/storage/database'
import type {AssistantFeedback} from '../request'

/** The votes an answer received. */
export interface FeedbackCount {
  answerId: string
  helpful: number
  unhelpful: number
}

/** Counts one vote: the only thing kept of it is one more on its answer's count. */
export async function recordFeedback(db: Queryable, {answerId, helpful}: AssistantFeedback): Promise<void> {
  await db.query(
    `insert into assistant_feedback (answer_id, helpful, unhelpful) values ($1, $2, $3)
     on conflict (answer_id) do update set helpful = assistant_feedback.helpful + excluded.helpful,
       unhelpful = assistant_feedback.unhelpful + excluded.unhelpful`,
    [answerId, helpful ? 1 : 0, helpful ? 0 : 1],
  )
}

/** Every answer's count, the least helpful first: what the editors read to improve the content. */
export async function feedbackCounts(db: Queryable): Promise<FeedbackCount[]> {
  const {rows} = await db.query<{answer_id: string; helpful: number; unhelpful: number}>(
    'select answer_id, helpful, unhelpful from assistant_feedback order by unhelpful - helpful desc, answer_id',
  )
  return rows.map((row) => ({answerId: row.answer_id, helpful: row.helpful, unhelpful: row.unhelpful}))
}
