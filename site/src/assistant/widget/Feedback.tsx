import {useId} from 'react'
import useSWRMutation from 'swr/mutation'

import {ASSISTANT_ENDPOINTS} from '../contract'
import type {AssistantFeedback} from '../request'
import styles from './AssistantWidget.module.css'

export const FEEDBACK_QUESTION = 'Cette réponse vous a-t-elle aidé ?'
export const FEEDBACK_THANKS = 'Merci pour votre avis.'
export const FEEDBACK_FAILED = 'Votre avis n’a pas pu être envoyé : réessayez dans un instant.'

/** Posts `arg` as JSON, as SWR's mutations call it; an answer other than 2xx is a failure (the vote, the miss). */
export async function postJson<T>(url: string, {arg}: {arg: T}): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(arg),
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
}

interface FeedbackProps {
  answerId: string
  helpful: boolean | undefined
  onRated: (helpful: boolean) => void
}

/**
 * "Did this help?": one anonymous vote per answer. The buttons stay where they are once pressed (focus is not lost),
 * the chosen one marked; a vote that did not reach the server is not counted as given, and can be sent again.
 */
export function Feedback({answerId, helpful, onRated}: FeedbackProps) {
  const labelId = useId()
  // Not retried on its own: a lost answer to a vote that did arrive would count it twice.
  const {trigger, isMutating, error} = useSWRMutation(ASSISTANT_ENDPOINTS.feedback, postJson<AssistantFeedback>)
  const voted = helpful !== undefined

  const vote = (value: boolean) => {
    if (voted || isMutating) return
    trigger({answerId, helpful: value}).then(
      () => onRated(value),
      () => undefined,
    )
  }

  return (
    <div className={styles.feedback} role="group" aria-labelledby={labelId}>
      <span id={labelId}>{FEEDBACK_QUESTION}</span>
      {[true, false].map((value) => (
        <button
          key={String(value)}
          type="button"
          className={styles.vote}
          aria-pressed={helpful === value}
          aria-disabled={voted || isMutating || undefined}
          onClick={() => vote(value)}
        >
          {value ? 'Oui' : 'Non'}
        </button>
      ))}
      <span role="status" className={styles.feedbackStatus}>
        {voted ? FEEDBACK_THANKS : error ? FEEDBACK_FAILED : ''}
      </span>
    </div>
  )
}
