import {ContentImage} from '../components/ContentImage/ContentImage'
import {Section} from '../components/Section/Section'
import styles from './Home.module.css'
import type {HomeData} from './homeData'

/**
 * The customers' logos, all in view at their own size (no carousel to page through): side by side on wide screens,
 * wrapping on narrow ones.
 */
export function CustomerLogos({block}: {block: HomeData['customerLogos']}) {
  return (
    <Section labelledBy="clients-title">
      <h2 id="clients-title" className={styles.centeredTitle}>
        {block.title}
      </h2>
      <ul className={styles.logos}>
        {block.customers.map((customer) => (
          <li key={customer.key}>
            {customer.logo ? <ContentImage image={customer.logo} className={styles.logo} sizes="20rem" /> : customer.name}
          </li>
        ))}
      </ul>
    </Section>
  )
}
