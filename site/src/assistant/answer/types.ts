/**
 * What the assistant answers, as the API sends it and the widget shows it. Free of server imports: the widget's
 * chunk imports these types.
 */

/** A page the answer comes from: its title and its path with the section's anchor (`/ressources/faq#tarifs`). */
export interface AnswerSource {
  title: string
  url: string
}

/** Why the assistant does not answer: nothing in the content, a question outside its subject, an attempt to change its rules, an amount the content does not state. */
export type RefusalReason = 'unknown' | 'offTopic' | 'injection' | 'price'

/** The shared design's answer: every sentence of an extractive `answer` is a published passage's, word for word. */
export interface AssistantAnswer {
  answer: string
  /** The first is the passage the answer comes from; with an LLM, `[n]` in the text is `sources[n - 1]`. None for a refusal. */
  sources: AnswerSource[]
  /** Offers the handover to a person: for every refusal, and for an answer to a visitor who asks for one. */
  handover: boolean
}

/** What the API sends: the answer, and what the widget needs around it. */
export interface AssistantReply extends AssistantAnswer {
  /**
   * What answered, never what the visitor typed, for a vote on the answer (`POST /api/assistant/feedback`):
   * `answer:<first source's url>`, `intent:<id>` (an editors' intent), or `refusal:<reason>`. The same for every
   * answer from the same passage or intent, so the anonymous count tells the editors which ones help.
   */
  answerId: string
  /** With a refusal, up to two questions of the FAQ close to the one asked (the answer's text names them too). */
  suggestions: string[]
}

/**
 * The answer as it is produced: `delta` pieces of text, then one `done` with the whole reply. `done` is authoritative:
 * its `answer` replaces the text the deltas built, which differs when the LLM failed or strayed mid-stream and the
 * extractive answer took its place.
 */
export type AnswerEvent = {type: 'delta'; text: string} | {type: 'done'; reply: AssistantReply}
