import {Card} from '../../../../ui/components/Card/Card'
import {ContentImage} from '../../../../ui/components/ContentImage/ContentImage'
import {Section} from '../../../../ui/components/Section/Section'
import shared from '../shared.module.css'
import styles from './Values.module.css'
import type {HomeData} from '../../homeData'

export function Values({block}: {block: HomeData['values']}) {
  return (
    <Section labelledBy="values-title">
      <h2 id="values-title" className={shared.centeredTitle}>
        {block.title}
      </h2>
      <ul className={styles.grid4}>
        {block.items.map((value) => (
          <li key={value.key}>
            <Card
              title={value.title}
              titleLevel={3}
              // Decorative: the title says what the icon shows. An <img>, so its paths stay out of the page's script.
              media={value.icon ? <ContentImage image={value.icon} decorative className={styles.valueIcon} /> : null}
            >
              <p>{value.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
