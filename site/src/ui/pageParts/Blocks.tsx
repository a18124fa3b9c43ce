import type {ReactNode} from 'react'

import {Button} from '../components/Button/Button'
import {Section} from '../components/Section/Section'
import styles from './ContentPages.module.css'
import type {FeatureData, KeyFigureData} from './types'

/**
 * Small building blocks of the content pages. Headings follow the page outline:
 * the hero holds the only h1, each band opens with an h2, its items use h3.
 */

/** A band holding Portable Text, whose own h2/h3 continue the outline under the page's h1. */
export function ProseBand({children, tone = 'default'}: {children: ReactNode; tone?: 'default' | 'alt'}) {
  return (
    <div className={[styles.prose, tone === 'alt' ? styles.alt : ''].join(' ')}>
      <div className={styles.proseInner}>{children}</div>
    </div>
  )
}

interface FeatureListProps {
  id: string
  title: string
  intro?: ReactNode
  /** Each with its heading's id, when its page gives one (anchors/pageAnchors.ts). */
  features: (FeatureData & {anchor?: string})[]
  tone?: 'default' | 'alt'
}

/** An h2 band of features, benefits or values, each an h3 with its text. */
export function FeatureList({id, title, intro, features, tone = 'alt'}: FeatureListProps) {
  if (features.length === 0) return null
  return (
    <Section labelledBy={id} tone={tone}>
      <div className={styles.intro}>
        <h2 id={id}>{title}</h2>
        {intro}
      </div>
      {/* Four items read best on one row; other counts in rows of three. */}
      <ul className={features.length === 4 ? styles.grid4 : styles.grid3}>
        {features.map((feature) => (
          <li key={feature.key}>
            <div className={styles.feature}>
              <h3 id={feature.anchor}>{feature.title}</h3>
              <p>{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** Key figures: each value followed by what it measures, read in that order. */
export function KeyFigures({figures, label}: {figures: KeyFigureData[]; label?: string}) {
  if (figures.length === 0) return null
  return (
    <ul className={styles.figures} aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.key}>
          <span className={styles.figureValue}>{figure.value}</span>
          <span className={styles.figureLabel}>{figure.label}</span>
        </li>
      ))}
    </ul>
  )
}

export interface CtaAction {
  label: string
  href: string
}

interface CtaBandProps {
  id: string
  title: string
  text: string
  primary: CtaAction
  secondary?: CtaAction
}

/** The closing call to action of a page, on the dark band. */
export function CtaBand({id, title, text, primary, secondary}: CtaBandProps) {
  return (
    <Section labelledBy={id} tone="dark">
      <div className={styles.cta}>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <div className={styles.actions}>
          <Button href={primary.href} kind="theme">
            {primary.label}
          </Button>
          {secondary ? (
            <Button href={secondary.href} kind="secondary">
              {secondary.label}
            </Button>
          ) : null}
        </div>
      </div>
    </Section>
  )
}
