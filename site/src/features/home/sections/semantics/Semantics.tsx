import {Button} from '../../../../ui/components/Button/Button'
import {Section} from '../../../../ui/components/Section/Section'
import styles from './Semantics.module.css'
import type {HomeData} from '../../homeData'

export function Semantics({block}: {block: HomeData['semantics']}) {
  return (
    <Section labelledBy="semantics-title" tone="dark">
      <div className={styles.split}>
        <div>
          <p className={styles.eyebrow}>{block.eyebrow}</p>
          <h2 id="semantics-title">{block.title}</h2>
          <p>{block.text}</p>
          {block.cta.href ? (
            <Button href={block.cta.href} kind="theme">
              {block.cta.label}
            </Button>
          ) : null}
        </div>
        <ul className={styles.points}>
          {block.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
