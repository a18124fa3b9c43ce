import {customerCasePath} from '@parlia/schemas/routes'

import {customerCaseAnchor} from '../anchors/customerCase'
import {ContentImage} from '../components/ContentImage/ContentImage'
import {Heading, type HeadingLevel} from '../components/Heading'
import {Quote} from '../components/Quote/Quote'
import {KeyFigures} from '../blocks/keyFigures/KeyFigures'
import styles from './ContentPages.module.css'
import {SectorTag} from './SectorTag'
import type {CustomerCaseData} from './types'

interface CustomerCaseCardProps {
  item: CustomerCaseData
  /** Level of the client's name. */
  titleLevel?: 2 | 3
}

/** A customer case in brief: client (a link to the story), sector, summary, the results in figures and the client's word. */
export function CustomerCaseCard({item, titleLevel = 3}: CustomerCaseCardProps) {
  const titleId = customerCaseAnchor(item.slug)
  return (
    <article className={styles.feature} aria-labelledby={titleId}>
      <div className={styles.caseHeader}>
        <div>
          <Heading level={titleLevel} id={titleId}>
            <a href={customerCasePath(item.slug)}>{item.client}</a>
          </Heading>
          <SectorTag sector={item.sector} />
        </div>
        {item.logo ? <ContentImage image={item.logo} decorative className={styles.caseLogo} /> : null}
      </div>
      <p>{item.summary}</p>
      {item.results.length ? (
        <>
          <Heading level={(titleLevel + 1) as HeadingLevel} className="visually-hidden">
            Les résultats
          </Heading>
          <KeyFigures figures={item.results} />
        </>
      ) : null}
      {item.quote ? <Quote quote={item.quote} /> : null}
    </article>
  )
}
