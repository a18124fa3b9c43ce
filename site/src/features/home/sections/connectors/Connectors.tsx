import {connectorPath} from '@parlia/schemas/routes'

import {Button} from '../../../../ui/components/Button/Button'
import {ContentImage} from '../../../../ui/components/ContentImage/ContentImage'
import {Section} from '../../../../ui/components/Section/Section'
import styles from './Connectors.module.css'
import type {HomeData} from '../../homeData'

export function Connectors({block}: {block: HomeData['connectors']}) {
  return (
    <Section labelledBy="connectors-title">
      <div className={styles.sectionIntro}>
        <h2 id="connectors-title">{block.title}</h2>
        <p>{block.text}</p>
      </div>
      <ul className={styles.connectors}>
        {block.items.map((item) => (
          <li key={item.id}>
            <a href={connectorPath(item.slug)} className={styles.connector}>
              {item.logo ? <ContentImage image={item.logo} decorative className={styles.connectorLogo} /> : null}
              <span className={styles.connectorName}>{item.name}</span>
              <span className={styles.connectorText}>{item.shortDescription}</span>
            </a>
          </li>
        ))}
      </ul>
      {block.cta.href ? (
        <p className={styles.centered}>
          <Button href={block.cta.href} kind="secondary">
            {block.cta.label}
          </Button>
        </p>
      ) : null}
    </Section>
  )
}
