import type {KeyFigureData} from '../../pageParts/types'
import styles from './KeyFigures.module.css'

/** Key figures: each value followed by what it measures, read in that order. */
export function KeyFigures({figures}: {figures: KeyFigureData[]}) {
  if (figures.length === 0) return null
  return (
    <ul className={styles.figures}>
      {figures.map((figure) => (
        <li key={figure.key}>
          <span className={styles.figureValue}>{figure.value}</span>
          <span className={styles.figureLabel}>{figure.label}</span>
        </li>
      ))}
    </ul>
  )
}
