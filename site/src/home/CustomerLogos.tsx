import {ContentImage} from '../components/ContentImage/ContentImage'
import {Section} from '../components/Section/Section'
import styles from './Home.module.css'
import type {HomeData} from './homeData'

export function CustomerLogos({block}: {block: HomeData['customerLogos']}) {
  return (
    <Section labelledBy="clients-title">
      <h2 id="clients-title" className={styles.centeredTitle}>
        {block.title}
      </h2>
      <ul className={styles.logos}>
        {block.customers.map((customer) => (
          <li key={customer.key} className={styles.logo}>
            {customer.logo ? <ContentImage image={customer.logo} /> : customer.name}
          </li>
        ))}
      </ul>
    </Section>
  )
}
