import type {HighlightParts} from '../results/highlight'
import styles from './Search.module.css'

/** A text with what matched the search marked, written as plain text (React escapes it). */
export function Highlighted({parts}: {parts: HighlightParts}) {
  return (
    <>
      {parts.map((part, index) =>
        index % 2 ? (
          <mark key={index} className={styles.mark}>
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  )
}
