import {routes} from '@parlia/schemas/routes'

import {Button} from '../components/Button/Button'
import {Section} from '../components/Section/Section'
import styles from './ContentPages.module.css'
import {CustomerCaseCard} from './CustomerCaseCard'
import type {CustomerCaseData} from './types'

interface CustomerCasesSectionProps {
  /** The heading's id, which names the section. */
  id: string
  title: string
  items: readonly CustomerCaseData[]
}

/** A page's customer cases in brief, each linking to its story, then the way to all of them; nothing without one. */
export function CustomerCasesSection({id, title, items}: CustomerCasesSectionProps) {
  if (items.length === 0) return null
  return (
    <Section labelledBy={id} tone="alt">
      <h2 id={id}>{title}</h2>
      <ul className={styles.grid2}>
        {items.map((item) => (
          <li key={item.id}>
            <CustomerCaseCard item={item} titleLevel={3} />
          </li>
        ))}
      </ul>
      <p className={styles.centeredActions}>
        <Button href={routes.customerCases} kind="secondary">
          Tous nos cas clients
        </Button>
      </p>
    </Section>
  )
}
