import {DEFAULT_CARD_TITLE_LEVEL} from '@parlia/schemas/constants/components'
import type {ReactNode} from 'react'

import {Heading, type HeadingLevel} from '../Heading'
import styles from './Card.module.css'

export interface CardProps {
  title: ReactNode
  /** Spec section 9: card titles are level-2 headings unless the page outline needs otherwise. */
  titleLevel?: HeadingLevel
  /** The title's id, for links to the card. */
  titleId?: string
  /** When set, the title links there and the whole card is clickable. */
  href?: string
  media?: ReactNode
  footer?: ReactNode
  children?: ReactNode
}

export function Card({
  title,
  titleLevel = DEFAULT_CARD_TITLE_LEVEL,
  titleId,
  href,
  media,
  footer,
  children,
}: CardProps) {
  return (
    <article className={[styles.card, href ? styles.linked : ''].join(' ')}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.body}>
        <Heading level={titleLevel} className={styles.title} id={titleId}>
          {href ? (
            <a className={styles.link} href={href}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  )
}
