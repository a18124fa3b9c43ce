import type {FeatureData} from '../../pageParts/types'
import {Section} from '../../components/Section/Section'
import styles from '../../pageParts/ContentPages.module.css'

interface FeatureListProps {
  id: string
  title: string
  /** Each with its heading's id, when its page gives one (anchors/pageAnchors.ts). */
  features: (FeatureData & {anchor?: string})[]
}

/** An h2 band of features, benefits or values, each an h3 with its text. */
export function FeatureList({id, title, features}: FeatureListProps) {
  if (features.length === 0) return null
  return (
    <Section labelledBy={id} tone="alt">
      <div className={styles.intro}>
        <h2 id={id}>{title}</h2>
      </div>
      {/* Four items read best on one row; other counts in rows of three. */}
      <ul className={features.length === 4 ? styles.grid4 : styles.grid3}>
        {features.map((feature) => (
          <li key={feature.key}>
            <div className={styles.feature}>
              <h3 id={feature.anchor}>{feature.title}</h3>
              <p>{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
