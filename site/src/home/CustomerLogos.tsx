import {Carousel} from '../components/Carousel/Carousel'
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
      <Carousel
        label="Logos de nos clients"
        visibleSlides={{base: 2, md: 3, lg: 4}}
        slides={block.customers.map((customer) => ({
          key: customer.key,
          label: customer.name,
          content: (
            <div className={styles.logo}>
              {customer.logo ? <ContentImage image={customer.logo} /> : customer.name}
            </div>
          ),
        }))}
      />
    </Section>
  )
}
