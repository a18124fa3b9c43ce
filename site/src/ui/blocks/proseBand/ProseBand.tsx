import type {ReactNode} from 'react'

import styles from './ProseBand.module.css'

/**
 * A band of running text at reading width: Portable Text, whose own h2/h3 continue the outline under the page's h1,
 * or a list of long items.
 */
export function ProseBand({children, tone = 'default'}: {children: ReactNode; tone?: 'default' | 'alt'}) {
  return (
    <div className={tone === 'alt' ? `${styles.prose} ${styles.alt}` : styles.prose}>
      <div className={styles.proseInner}>{children}</div>
    </div>
  )
}
