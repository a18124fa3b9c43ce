/**
 * The assistant's HTTP contract as the widget needs it at once: the endpoints, the limits of a question and its
 * history, their French messages. Free of yup, which would triple the widget's chunk: the API validates with them
 * in ./request.ts.
 */

export const ASSISTANT_ENDPOINTS = {
  /** POST: a question; the answer as JSON, or as server-sent events with `Accept: text/event-stream`. */
  ask: '/api/assistant',
  /** GET: the greeting, the suggested questions, the refusal text, the opening hours, the privacy policy's path. */
  settings: '/api/assistant/settings',
  /** POST: a yes or no on an answer, counted anonymously. */
  feedback: '/api/assistant/feedback',
} as const

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
