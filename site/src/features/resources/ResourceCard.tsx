import type {ReactNode} from 'react'

import {Card} from '../../ui/components/Card/Card'
import {ContentImage} from '../../ui/components/ContentImage/ContentImage'
import styles from '../../ui/pageParts/ContentPages.module.css'
import type {ResolvedImage} from '../../content/image'
import {RequestButton} from './RequestAction'

interface ResourceCardProps {
  id: string
  /** The title's id on its listing page (anchors/). */
  anchor: string
  title: string
  cover: ResolvedImage | null
  /** The card's action, and the form's submit button once the request form is open. */
  requestLabel: string
  submitLabel: string
  /** Date and extent, in a small muted line under the title. */
  facts: ReactNode
  /** Where a visitor without JavaScript asks for it instead. */
  contactEmail: string
  children: ReactNode
}

/** A white paper or a webinar replay: its cover, its facts, and the request of the file by e-mail. */
export function ResourceCard({
  id,
  anchor,
  title,
  cover,
  requestLabel,
  submitLabel,
  facts,
  contactEmail,
  children,
}: ResourceCardProps) {
  return (
    <Card
      title={title}
      titleLevel={3}
      titleId={anchor}
      media={
        cover ? <ContentImage image={cover} className={styles.cover} sizes="(min-width: 64rem) 22rem, 100vw" /> : null
      }
      footer={
        <RequestButton
          label={requestLabel}
          submitLabel={submitLabel}
          resource={{id, title}}
          contactEmail={contactEmail}
        />
      }
    >
      <p className={[styles.small, styles.muted].join(' ')}>{facts}</p>
      {children}
    </Card>
  )
}
