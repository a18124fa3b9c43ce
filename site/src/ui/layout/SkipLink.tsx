import {MAIN_CONTENT_ID} from '@parlia/schemas/routes'

import styles from './SkipLink.module.css'

/** First focusable element of every page (RGAA 12.7). */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
      Aller au contenu
    </a>
  )
}
