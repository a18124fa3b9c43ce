import {Button} from '../../../../ui/components/Button/Button'
import {Section} from '../../../../ui/components/Section/Section'
import styles from './DemoCta.module.css'
import type {HomeData} from '../../homeData'

export function DemoCta({block}: {block: HomeData['demoCta']}) {
  return (
    <Section labelledBy="demo-title" tone="dark">
      <div className={styles.demo}>
        <h2 id="demo-title">{block.title}</h2>
        <p>{block.text}</p>
        {block.cta.href ? (
          <Button href={block.cta.href} kind="theme">
            {block.cta.label}
          </Button>
        ) : null}
      </div>
    </Section>
  )
}
