import {customerCaseAnchor} from '../anchors/customerCase'
import {ContentImage} from '../components/ContentImage/ContentImage'
import {Heading, type HeadingLevel} from '../components/Heading'
import {Quote} from '../components/Quote/Quote'
import {KeyFigures} from '../blocks/keyFigures/KeyFigures'
import styles from './ContentPages.module.css'
import {sectorTitle} from './sectors'
import type {CustomerCaseData} from './types'

interface CustomerCaseCardProps {
  item: CustomerCaseData
  /** Level of the client's name; the parts of a detailed case sit one level below. */
  titleLevel?: 2 | 3
  /** The full story (challenge, solution) rather than its summary. */
  detailed?: boolean
}

/** A customer case: client, sector, the story or its summary, the results in figures and the client's word. */
export function CustomerCaseCard({item, titleLevel = 3, detailed = false}: CustomerCaseCardProps) {
  const partLevel = (titleLevel + 1) as HeadingLevel
  const titleId = customerCaseAnchor(item.slug)
  return (
    <article className={styles.feature} aria-labelledby={titleId} id={detailed ? item.slug : undefined}>
      <div className={styles.caseHeader}>
        <div>
          <Heading level={titleLevel} id={titleId}>
            {item.client}
          </Heading>
          <p className={styles.tags}>
            <span className={styles.tag}>
              <span className="visually-hidden">Secteur : </span>
              {sectorTitle(item.sector)}
            </span>
          </p>
        </div>
        {item.logo ? <ContentImage image={item.logo} decorative className={styles.caseLogo} /> : null}
      </div>
      {detailed ? (
        <div className={styles.caseGrid}>
          <div>
            <Heading level={partLevel} className={styles.partTitle}>
              Le défi
            </Heading>
            <p>{item.challenge}</p>
          </div>
          <div>
            <Heading level={partLevel} className={styles.partTitle}>
              La solution
            </Heading>
            <p>{item.solution}</p>
          </div>
        </div>
      ) : (
        <p>{item.summary}</p>
      )}
      {item.results.length ? (
        <>
          <Heading level={partLevel} className={detailed ? styles.partTitle : 'visually-hidden'}>
            Les résultats
          </Heading>
          <KeyFigures figures={item.results} />
        </>
      ) : null}
      {item.quote ? <Quote quote={item.quote} /> : null}
    </article>
  )
}
