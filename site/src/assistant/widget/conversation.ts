import type {AnswerSource, AssistantReply} from '../answer/types'
import {HISTORY_MAX_TURNS} from '../contract'

export interface Question {
  role: 'user'
  content: string
}

/**
 * An answer as the API sent it, its text as `content`, with the visitor's verdict once given (asked once), and, for a
 * refusal or an answer voted « Non », whether they agreed to send the question to the team (asked once too).
 */
export type Answer = Omit<AssistantReply, 'answer'> & {
  role: 'assistant'
  content: string
  helpful?: boolean
  sentToTeam?: boolean
}

export type Turn = Question | Answer

/**
 * The conversation lives in the tab's sessionStorage: it survives navigation to another page and a reload, and a new
 * visit (a new tab, the browser reopened) starts afresh.
 */
export const STORAGE_KEY = 'parlia:assistant'

const isString = (value: unknown): value is string => typeof value === 'string'

const isSource = (value: unknown): value is AnswerSource =>
  typeof value === 'object' &&
  value !== null &&
  isString((value as AnswerSource).title) &&
  isString((value as AnswerSource).url)

function isTurn(value: unknown): value is Turn {
  if (typeof value !== 'object' || value === null) return false
  const turn = value as Partial<Omit<Answer, 'role'>> & {role?: unknown}
  if (!isString(turn.content)) return false
  if (turn.role === 'user') return true
  return (
    turn.role === 'assistant' &&
    Array.isArray(turn.sources) &&
    turn.sources.every(isSource) &&
    typeof turn.handover === 'boolean' &&
    isString(turn.answerId) &&
    Array.isArray(turn.suggestions) &&
    turn.suggestions.every(isString) &&
    (turn.helpful === undefined || typeof turn.helpful === 'boolean') &&
    (turn.sentToTeam === undefined || typeof turn.sentToTeam === 'boolean')
  )
}

/** The stored conversation, or none when there is none or it is not one (another version, an edit by hand). */
export function loadTurns(): Turn[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(stored) && stored.every(isTurn) ? stored : []
  } catch {
    return []
  }
}

/** Keeps the conversation for this tab; an empty one leaves nothing behind. */
export function saveTurns(turns: readonly Turn[]): void {
  try {
    if (turns.length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns))
    else sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage refused (private mode, quota): the conversation lasts as long as the page.
  }
}

/** The turns sent with a question, as the API takes them: the latest ones, role and text only. */
export const historyOf = (turns: readonly Turn[]) =>
  turns.slice(-HISTORY_MAX_TURNS).map(({role, content}) => ({role, content}))

/** A question still waiting for its answer: the last turn, when the visitor's. */
export const pendingQuestion = (turns: readonly Turn[]): Question | null => {
  const last = turns.at(-1)
  return last?.role === 'user' ? last : null
}
