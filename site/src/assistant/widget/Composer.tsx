import {type FormEvent, type Ref, useId, useState} from 'react'

import {QUESTION_MAX_LENGTH, REQUEST_MESSAGES} from '../contract'
import styles from './AssistantWidget.module.css'

interface ComposerProps {
  inputRef: Ref<HTMLInputElement>
  busy: boolean
  onAsk: (question: string) => void
}

/** The question's field: labelled, its limit shown as a count, sent with Enter or the button. */
export function Composer({inputRef, busy, onAsk}: ComposerProps) {
  const id = useId()
  const [question, setQuestion] = useState('')
  const [error, setError] = useState('')

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const trimmed = question.trim()
    if (!trimmed) {
      setError(REQUEST_MESSAGES.questionMissing)
      return
    }
    setError('')
    setQuestion('')
    onAsk(trimmed)
  }

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-question`} className={styles.composerLabel}>
        Votre question
      </label>
      <div className={styles.composerRow}>
        <input
          ref={inputRef}
          id={`${id}-question`}
          className={styles.input}
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={QUESTION_MAX_LENGTH}
          value={question}
          onChange={(event) => {
            setQuestion(event.target.value)
            if (error) setError('')
          }}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <button type="submit" className={styles.send} aria-disabled={busy || undefined}>
          Envoyer
        </button>
      </div>
      <p id={`${id}-count`} className={styles.count}>
        {question.length} sur {QUESTION_MAX_LENGTH} caractères
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
