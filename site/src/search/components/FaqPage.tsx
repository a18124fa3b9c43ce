import {routes} from '@parlia/schemas/routes'

import {Accordion} from '../../ui/components/Accordion/Accordion'
import {Button} from '../../ui/components/Button/Button'
import {Section} from '../../ui/components/Section/Section'
import type {PopularFaqQueryResult} from '../../content/sanity.types'
import type {WithLayout} from '../../ui/layout/staticProps'
import type {ListingPageData} from '../../features/listings/listingPage'
import {ListingHero} from '../../features/listings/ListingHero'
import type {FaqResults, SearchPageProps} from '../results/types'
import {FaqSearch} from './FaqSearch'
import styles from './Search.module.css'

export type FaqPageProps = WithLayout<
  {
    listing: ListingPageData
    /** Answers as plain text, paragraphs separated by blank lines. */
    popular: PopularFaqQueryResult
  } & SearchPageProps<FaqResults>
>

/** /ressources/faq: popular questions from the content, then every question, searchable. */
export function FaqPage({listing, layout, popular, firstResults, serverState, serverUrl}: FaqPageProps) {
  return (
    <>
      <ListingHero listing={listing} brandName={layout.brandName} parents={[{label: 'Ressources'}]} url={serverUrl} />
      {popular.length ? (
        <Section labelledBy="questions-populaires" tone="alt">
          <h2 id="questions-populaires">Les questions les plus posées</h2>
          <Accordion
            headingLevel={3}
            items={popular.map((item) => ({
              id: item.id,
              title: item.question,
              content: <p className={styles.answerText}>{item.answer}</p>,
            }))}
          />
        </Section>
      ) : null}
      <Section labelledBy="toutes-les-questions">
        <h2 id="toutes-les-questions">Toutes les questions</h2>
        {/* Another URL's props (a navigation to the page itself) start again from their own first results. */}
        <FaqSearch key={serverUrl} firstResults={firstResults} serverState={serverState} serverUrl={serverUrl} />
        <p className={styles.more}>
          <Button href={routes.contact} kind="secondary" size="md">
            Poser une autre question
          </Button>
        </p>
      </Section>
    </>
  )
}
