import type {ReactNode} from 'react'

import type {ResolvedImage} from '../../../content/image'
import type {Crumb} from '../../navigation'
import {Breadcrumbs} from '../../components/Breadcrumbs/Breadcrumbs'
import {ContentImage} from '../../components/ContentImage/ContentImage'
import styles from './PageHero.module.css'

interface PageHeroProps {
  title: string
  lead?: string | null
  image?: ResolvedImage | null
  trail: Crumb[]
  /** Extra content under the lead: buttons, facts. */
  children?: ReactNode
  /** What stands beside the text in place of an illustration (a connector page's example conversation). */
  aside?: ReactNode
}

/** The top of an inner page: breadcrumbs, the page's only h1, its introduction and illustration. */
export function PageHero({title, lead, image, trail, children, aside}: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <Breadcrumbs trail={trail} />
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
        {image && !aside ? (
          <ContentImage image={image} priority className={styles.image} sizes="(min-width: 64rem) 30rem, 100vw" />
        ) : null}
      </div>
    </div>
  )
}
