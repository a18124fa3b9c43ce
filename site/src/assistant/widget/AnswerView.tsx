import {MISSED_REFUSALS} from '../contract'
import type {Answer} from './conversation'
import styles from './AssistantWidget.module.css'
import {Feedback} from './Feedback'
import {MissConsent} from './MissConsent'

/** A text's paragraphs, as the answer separates them with blank lines. */
export const Paragraphs = ({text}: {text: string}) =>
  text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph, index) => <p key={index}>{paragraph.trim()}</p>)

interface AnswerViewProps {
  answer: Answer
  /** The visitor's question this answers. */
  question: string
  /** Leaving the panel for a source: it closes, the conversation stays. */
  onLeave: () => void
  onRated: (helpful: boolean) => void
  /** The visitor agreed, or not, to send the question to the team. */
  onSentToTeam: (sent: boolean) => void
  onHandover: () => void
  onAsk: (question: string) => void
}

/** The team may learn from a refusal for want of content, or from an answer the visitor said did not help. */
const missed = ({answerId, helpful}: Answer) =>
  MISSED_REFUSALS.includes(answerId) || (!answerId.startsWith('refusal:') && helpful === false)

/**
 * One answer: its text, its sources, and the visitor's verdict; when it had none, the close questions it found (asked
 * in one click) and the offer of a person; after a refusal or a « Non », the offer to send the question to the team.
 */
export function AnswerView({answer, question, onLeave, onRated, onSentToTeam, onHandover, onAsk}: AnswerViewProps) {
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
      {question && missed(answer) ? (
        <MissConsent
          question={question}
          answerId={answer.answerId}
          sent={answer.sentToTeam}
          onChoice={onSentToTeam}
          onLeave={onLeave}
        />
      ) : null}
    </div>
  )
}
