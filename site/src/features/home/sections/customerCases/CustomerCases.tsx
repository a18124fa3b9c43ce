import {customerCasePath} from '@parlia/schemas/routes'

import {Card} from '../../../../ui/components/Card/Card'
import {Carousel} from '../../../../ui/components/Carousel/Carousel'
import {ContentImage} from '../../../../ui/components/ContentImage/ContentImage'
import {Quote} from '../../../../ui/components/Quote/Quote'
import {Section} from '../../../../ui/components/Section/Section'
import {sectorTitle} from '../../../../ui/pageParts/sectors'
import shared from '../shared.module.css'
import styles from './CustomerCases.module.css'
import type {HomeData} from '../../homeData'

export function CustomerCases({block}: {block: HomeData['customerCases']}) {
  return (
    <Section labelledBy="cases-title" tone="alt">
      <h2 id="cases-title" className={shared.centeredTitle}>
        {block.title}
      </h2>
      <Carousel
        label="Cas clients"
        visibleSlides={{base: 1, md: 2}}
        slides={block.items.map((item) => ({
          key: item.id,
          label: item.client,
          content: (
            <Card
              title={item.client}
              titleLevel={3}
              href={customerCasePath(item.slug)}
              media={item.logo ? <ContentImage image={item.logo} decorative className={styles.caseLogo} /> : null}
              footer={sectorTitle(item.sector)}
            >
              {item.keyFigure ? (
                <p className={styles.figure}>
                  <strong>{item.keyFigure.value}</strong> {item.keyFigure.label}
                </p>
              ) : null}
              <p>{item.summary}</p>
              {item.quote ? <Quote quote={item.quote} /> : null}
            </Card>
          ),
        }))}
      />
    </Section>
  )
}
