import type {AssistantIntentsQueryResult} from '../../content/sanity.types'

/** An editors' intent as the assistant reads it (documents "Intention"). */
export type Intent = AssistantIntentsQueryResult[number]

/** The classifier's reading of a question: the intents it may mean, the likeliest first, each with a score from 0 to 1. */
export interface IntentGuess {
  intent: Intent
  score: number
}
