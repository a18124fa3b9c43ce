
import type {Answer} from './conversation'
import styles from './AssistantWidget.module.css'
import {Feedback} from './Feedback'

/** A text's paragraphs, as the answer separates them with blank lines. */
export const Paragraphs = ({text}: {text: string}) =>
  text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph, index) => <p key={index}>{paragraph.trim()}</p>)

interface AnswerViewProps {
  answer: Answer
  /** Leaving the panel for a source: it closes, the conversation stays. */
  onLeave: () => void
  onRated: (helpful: boolean) => void
  onHandover: () => void
  onAsk: (question: string) => void
}

/**
 * One answer: its text, its sources, and the visitor's verdict; when it had none, the close questions it found (asked
 * in one click) and the offer of a person.
 */
export function AnswerView({answer, onLeave, onRated, onHandover, onAsk}: AnswerViewProps) {
  return (
    <div className={styles.answer}>
      <span className="visually-hidden">L’assistant : </span>
      <Paragraphs text={answer.content} />
      {answer.sources.length ? (
        <>
          <p className={styles.sourcesTitle}>Sources :</p>
          {/* Numbered: a generated answer cites `[n]` for the n-th source. */}
          <ol className={styles.sources}>
            {answer.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} onClick={onLeave}>
                  {source.title}
                </a>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {answer.suggestions.length ? (
        <ul className={styles.suggestions} aria-label="Questions proches">
          {answer.suggestions.map((question) => (
            <li key={question}>
              <button type="button" className={styles.suggestion} onClick={() => onAsk(question)}>
                {question}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {answer.handover ? (
        <p className={styles.offer}>
          Un conseiller peut vous répondre :{' '}
          <button type="button" className={styles.link} onClick={onHandover}>
            parler à un conseiller
          </button>
        </p>
      ) : null}
      {answer.answerId ? <Feedback answerId={answer.answerId} helpful={answer.helpful} onRated={onRated} /> : null}
    </div>
  )
}
