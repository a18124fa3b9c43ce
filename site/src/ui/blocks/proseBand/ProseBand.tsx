import type {ReactNode} from 'react'

import styles from './ProseBand.module.css'

/**
 * A band of running text at reading width: Portable Text, whose own h2/h3 continue the outline under the page's h1,
 * or a list of long items.
 */
export function ProseBand({children}: {children: ReactNode}) {
  return (
    <div className={styles.prose}>
      <div className={styles.proseInner}>{children}</div>
    </div>
  )
}
