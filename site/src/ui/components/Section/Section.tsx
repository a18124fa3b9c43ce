import type {ReactNode} from 'react'

import styles from './Section.module.css'

interface SectionProps {
  /** Id of the section's heading, so the region is named by it. */
  labelledBy: string
  tone?: 'default' | 'alt' | 'dark'
  children: ReactNode
}

/** A full-width band of the page with centred content. */
export function Section({labelledBy, tone = 'default', children}: SectionProps) {
  return (
    <section aria-labelledby={labelledBy} className={[styles.section, styles[tone]].join(' ')}>
      <div className={styles.inner}>{children}</div>
    </section>
  )
}
