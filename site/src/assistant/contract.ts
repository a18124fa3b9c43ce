/**
 * The assistant's HTTP contract as the widget needs it at once: the endpoints, the limits of a question and its
 * history, their French messages. Free of yup, which would triple the widget's chunk: the API validates with them
 * in ./request.ts.
 */

import {ASSISTANT_MISSES_PATH} from '@parlia/schemas/constants/assistantMisses'

export const ASSISTANT_ENDPOINTS = {
  /** POST: a question; the answer as JSON, or as server-sent events with `Accept: text/event-stream`. */
  ask: '/api/assistant',
  /**
   * GET: the greeting, the mention that the assistant is automated, the suggested questions, the refusal text, the
   * opening hours, the privacy policy's path.
   */
  settings: '/api/assistant/settings',
  /** POST: a yes or no on an answer, counted anonymously. */
  feedback: '/api/assistant/feedback',
  /** POST: a question the assistant missed, sent to the team with the visitor's consent (masked, kept 90 days). */
  misses: ASSISTANT_MISSES_PATH,
} as const

/**
 * The refusals after which the widget offers to send the question to the team: a question the content does not
 * answer, off its subject, or an amount it does not state. Not an attempt to change the assistant's rules, an
 * insult or a request for someone's details, which are no gap in the content. An answer is offered after a « Non ».
 */
export const MISSED_REFUSALS: readonly string[] = ['refusal:unknown', 'refusal:offTopic', 'refusal:price']

/**
 * The header's mention that the visitor talks to a program (AI Act, article 50), when the editors have written none
 * (`GET /api/assistant/settings` answers it) or before their settings have arrived: the widget never shows none.
 */
export const DEFAULT_DISCLOSURE = 'Assistant automatisé · réponses générées à partir des pages du site'

export const QUESTION_MAX_LENGTH = 500
export const HISTORY_MAX_TURNS = 10
/** Room for the longest answer the assistant gives (an LLM's is capped well below it) and what the visitor typed. */
export const TURN_MAX_LENGTH = 4000

export const REQUEST_MESSAGES = {
  notAnObject: 'La demande est illisible : un objet JSON est attendu.',
  unknownField: 'La demande contient des données inattendues : seuls « question » et « history » sont acceptés.',
  questionMissing: 'Posez une question.',
  questionNotText: 'La question doit être du texte.',
  questionTooLong: `La question ne doit pas dépasser ${QUESTION_MAX_LENGTH} caractères.`,
  historyNotAList: 'L’historique de la conversation doit être une liste d’échanges.',
  historyTooLong: `L’historique ne peut pas dépasser ${HISTORY_MAX_TURNS} échanges.`,
  turnInvalid: 'Chaque échange de l’historique doit avoir un rôle (« user » ou « assistant ») et un texte.',
  turnTooLong: `Chaque échange de l’historique doit faire au plus ${TURN_MAX_LENGTH} caractères.`,
} as const
