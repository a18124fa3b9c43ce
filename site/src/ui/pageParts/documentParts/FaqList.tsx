import type {ReactNode} from 'react'

import styles from './DocumentParts.module.css'

interface FaqListProps {
  entries: readonly {id: string; question: string; answer: ReactNode}[]
}

/** Questions of the FAQ, each opened on demand (a native disclosure: keyboard and screen readers included). */
export function FaqList({entries}: FaqListProps) {
  return (
    <div className={styles.faqs}>
      {entries.map((entry) => (
        <details key={entry.id} className={styles.faq}>
          <summary>
            <h3>{entry.question}</h3>
          </summary>
          <div className={styles.answer}>{entry.answer}</div>
        </details>
      ))}
    </div>
  )
}
