import {ContentImage} from '../../../../ui/components/ContentImage/ContentImage'
import {Section} from '../../../../ui/components/Section/Section'
import shared from '../shared.module.css'
import styles from './CustomerLogos.module.css'
import type {HomeData} from '../../homeData'

/**
 * The customers' logos at their own size, with no carousel to page through: side by side on wide screens, one row to
 * scroll sideways on a phone.
 */
export function CustomerLogos({block}: {block: HomeData['customerLogos']}) {
  return (
    <Section labelledBy="clients-title">
      <h2 id="clients-title" className={shared.centeredTitle}>
        {block.title}
      </h2>
      {/* Focusable: on a phone the row scrolls sideways, and the keyboard must reach it (its logos are not links). */}
      <ul className={styles.logos} tabIndex={0} aria-label="Logos de nos clients">
        {block.customers.map((customer) => (
          <li key={customer.key}>
            {customer.logo ? (
              <ContentImage image={customer.logo} className={styles.logo} sizes="20rem" />
            ) : (
              customer.name
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
