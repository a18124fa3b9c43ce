/**
 * Issue 25, the questions the assistant missed: where the widget sends one a visitor agreed to send (POST), and where
 * the Studio's tool « Questions sans réponse » reads them grouped and deletes them (GET, DELETE, for an editor only:
 * `Authorization: Bearer <the secret the Studio created for the editor>`, see site/src/assistant/api/misses.ts).
 */
export const ASSISTANT_MISSES_PATH = '/api/assistant/misses'

/**
 * How long such a question is kept (`leads:purge` deletes it after), as the privacy policy says. Beside the other
 * retention periods in spirit (./privacy.ts), but here: the consent module carries those into every page's first load.
 */
export const ASSISTANT_MISS_RETENTION_DAYS = 90

/** Questions that say the same thing, as `GET` answers them (site/src/assistant/misses/grouping.ts). */
export interface MissGroup {
  /** The id of its first question: stable while that question is kept. */
  id: string
  count: number
  /** Its distinct wordings, masked, the latest first (at most three). */
  examples: string[]
  /** The meaningful words of its first question, as written: what a synonym could hold. */
  terms: string[]
  /** How many were refused, and how many answered with a « Non » vote. */
  refusals: number
  unhelpful: number
  /** What answered them, the most frequent first (`refusal:unknown`, `answer:/ressources/faq#tarifs`). */
  answerIds: string[]
  firstSeen: string
  lastSeen: string
  /** Every question of the group, to delete it whole. */
  ids: string[]
}

/** The body of `GET`: the groups, the largest first, and how many questions they hold. */
export interface MissesList {
  groups: MissGroup[]
  total: number
}
