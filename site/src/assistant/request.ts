import * as yup from 'yup'

import {HISTORY_MAX_TURNS, MISSED_REFUSALS, QUESTION_MAX_LENGTH, REQUEST_MESSAGES, TURN_MAX_LENGTH} from './contract'

/**
 * The validation of the assistant's requests (the body of a question and of a vote), with the contract's limits and
 * French messages (./contract.ts). Free of server imports; the widget takes its types, the API validates with it.
 */

export type AssistantRole = 'user' | 'assistant'

export interface AssistantTurn {
  role: AssistantRole
  content: string
}

/** A valid question, trimmed, with the conversation before it (oldest first, empty when none was sent). */
export interface AssistantRequest {
  question: string
  history: AssistantTurn[]
}

const notBlank = (value: string | undefined) => value === undefined || value.trim() !== ''
const atMost = (max: number) => (value: string | undefined) => value === undefined || value.trim().length <= max

const turnSchema = yup
  .object({
    role: yup
      .string()
      .strict()
      .typeError(REQUEST_MESSAGES.turnInvalid)
      .oneOf(['user', 'assistant'], REQUEST_MESSAGES.turnInvalid)
      .required(REQUEST_MESSAGES.turnInvalid),
    content: yup
      .string()
      .strict()
      .typeError(REQUEST_MESSAGES.turnInvalid)
      .required(REQUEST_MESSAGES.turnInvalid)
      .test('not-blank', REQUEST_MESSAGES.turnInvalid, notBlank)
      .test('max-length', REQUEST_MESSAGES.turnTooLong, atMost(TURN_MAX_LENGTH)),
  })
  .strict()
  .noUnknown(REQUEST_MESSAGES.turnInvalid)
  .typeError(REQUEST_MESSAGES.turnInvalid)
  .nonNullable(REQUEST_MESSAGES.turnInvalid)

/** A visitor's question, in a request and in a consented miss alike. */
const questionSchema = yup
  .string()
  .strict()
  .typeError(REQUEST_MESSAGES.questionNotText)
  .required(REQUEST_MESSAGES.questionMissing)
  .test('not-blank', REQUEST_MESSAGES.questionMissing, notBlank)
  .test('max-length', REQUEST_MESSAGES.questionTooLong, atMost(QUESTION_MAX_LENGTH))

/**
 * The body of `POST /api/assistant`: strict (no type coercion, no unknown keys), so a number for a question or a
 * turn without its role is refused with a message saying what is expected. Lengths count the trimmed text.
 */
const assistantRequestSchema = yup
  .object({
    question: questionSchema,
    history: yup
      .array()
      .strict()
      .of(turnSchema)
      .typeError(REQUEST_MESSAGES.historyNotAList)
      .nonNullable(REQUEST_MESSAGES.historyNotAList)
      .max(HISTORY_MAX_TURNS, REQUEST_MESSAGES.historyTooLong)
      .optional(),
  })
  .strict()
  .noUnknown(REQUEST_MESSAGES.unknownField)
  .typeError(REQUEST_MESSAGES.notAnObject)
  .nonNullable(REQUEST_MESSAGES.notAnObject)
  .required(REQUEST_MESSAGES.notAnObject)

export type ParsedAssistantRequest = {ok: true; request: AssistantRequest} | {ok: false; error: string}

/** Checks untrusted input: the request, trimmed, or the first problem's French message. */
export function parseAssistantRequest(input: unknown): ParsedAssistantRequest {
  try {
    const valid = assistantRequestSchema.validateSync(input)
    return {
      ok: true,
      request: {
        question: valid.question.trim(),
        history: (valid.history ?? []).map((turn) => ({
          role: turn.role as AssistantRole,
          content: turn.content.trim(),
        })),
      },
    }
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error
    return {ok: false, error: error.errors[0] ?? REQUEST_MESSAGES.notAnObject}
  }
}

export const FEEDBACK_MESSAGES = {
  invalid: 'Le vote est illisible : un identifiant de réponse et « helpful » (true ou false) sont attendus.',
} as const

/**
 * What an answer's `answerId` looks like: what answered, never what the visitor typed. `answer:<source path>` for
 * an extract (the path and anchor of its first source), `intent:<id>` for an editors' intent's answer,
 * `refusal:<reason>` for a refusal.
 */
export const ANSWER_ID_PATTERN =
  /^(?:answer:\/[\x21-\x7e]{0,300}|intent:[\w.-]{1,128}|refusal:(?:unknown|offTopic|injection|price))$/

/** The body of `POST /api/assistant/feedback`. */
export interface AssistantFeedback {
  answerId: string
  helpful: boolean
}

const assistantFeedbackSchema = yup
  .object({
    answerId: yup
      .string()
      .strict()
      .required(FEEDBACK_MESSAGES.invalid)
      .matches(ANSWER_ID_PATTERN, FEEDBACK_MESSAGES.invalid),
    helpful: yup.boolean().strict().required(FEEDBACK_MESSAGES.invalid),
  })
  .strict()
  .noUnknown(FEEDBACK_MESSAGES.invalid)
  .typeError(FEEDBACK_MESSAGES.invalid)
  .nonNullable(FEEDBACK_MESSAGES.invalid)
  .required(FEEDBACK_MESSAGES.invalid)

/** Checks an untrusted vote: the vote, or the French message. */
export function parseAssistantFeedback(
  input: unknown,
): {ok: true; feedback: AssistantFeedback} | {ok: false; error: string} {
  try {
    const valid = assistantFeedbackSchema.validateSync(input)
    return {ok: true, feedback: {answerId: valid.answerId, helpful: valid.helpful}}
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error
    return {ok: false, error: FEEDBACK_MESSAGES.invalid}
  }
}

export const MISS_MESSAGES = {
  invalid: 'La question transmise est illisible : la question posée et l’identifiant de la réponse sont attendus.',
  answerId: 'Seule une question restée sans réponse, ou dont la réponse n’a pas aidé, peut être transmise.',
} as const

/**
 * The body of `POST /api/assistant/misses`, sent only once the visitor agreed: the question as they asked it, and
 * what answered it (a refusal, or an answer they voted « Non » on).
 */
export interface AssistantMiss {
  question: string
  answerId: string
}

const assistantMissSchema = yup
  .object({
    question: questionSchema,
    answerId: yup
      .string()
      .strict()
      .typeError(MISS_MESSAGES.answerId)
      .required(MISS_MESSAGES.answerId)
      .matches(ANSWER_ID_PATTERN, MISS_MESSAGES.answerId)
      // An answer (voted « Non »), or a refusal for want of content.
      .test(
        'missed',
        MISS_MESSAGES.answerId,
        (value) => value === undefined || !value.startsWith('refusal:') || MISSED_REFUSALS.includes(value),
      ),
  })
  .strict()
  .noUnknown(MISS_MESSAGES.invalid)
  .typeError(MISS_MESSAGES.invalid)
  .nonNullable(MISS_MESSAGES.invalid)
  .required(MISS_MESSAGES.invalid)

/** Checks an untrusted miss: the question trimmed with its answer's id, or the first problem's French message. */
export function parseAssistantMiss(input: unknown): {ok: true; miss: AssistantMiss} | {ok: false; error: string} {
  try {
    const valid = assistantMissSchema.validateSync(input)
    return {ok: true, miss: {question: valid.question.trim(), answerId: valid.answerId}}
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error
    return {ok: false, error: error.errors[0] ?? MISS_MESSAGES.invalid}
  }
}
