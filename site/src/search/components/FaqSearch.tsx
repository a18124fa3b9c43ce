import {FAQ_CATEGORIES} from '@parlia/schemas/constants'
import {routes} from '@parlia/schemas/routes'
import type {Hit} from 'instantsearch.js'
import {useState} from 'react'
import {Configure, Highlight, InstantSearch, useHits} from 'react-instantsearch'

import {Accordion} from '../../components/Accordion/Accordion'
import {getBrowserSearchClient} from '../client'
import type {FaqRecord} from '../records'
import {createSearchRouter, searchStateMapping} from '../routing'
import type {SearchSetup} from './ConnectorSearch'
import {NoResults} from './NoResults'
import {SearchField} from './SearchField'
import styles from './Search.module.css'

const FAQ_INDEX = 'faq'
/** The whole FAQ fits in one page (the API's maximum). */
const FAQ_PER_PAGE = 100

type FaqHit = Hit<Pick<FaqRecord, 'question' | 'anchor' | 'answer' | 'category' | 'popular'>>

const CATEGORY_TITLES: ReadonlyMap<string, string> = new Map(FAQ_CATEGORIES.map((category) => [category.value, category.title]))

const questionCount = (count: number) => `${count} ${count > 1 ? 'questions' : 'question'}`

function FaqHits() {
  const {items, results} = useHits<FaqHit>()
  const total = results?.nbHits ?? 0
  const query = results?.query ?? ''
  return (
    <>
      <p className={styles.status} role="status">
        {total ? (query ? `${questionCount(total)} pour « ${query} »` : questionCount(total)) : 'Aucune question ne correspond à votre recherche.'}
      </p>
      {items.length ? (
        <Accordion
          headingLevel={3}
          items={items.map((hit) => ({
            id: hit.objectID,
            anchor: hit.anchor,
            title: <Highlight hit={hit} attribute="question" classNames={{highlighted: styles.mark}} />,
            content: (
              <div className={styles.answer}>
                {CATEGORY_TITLES.has(hit.category) ? <p className={styles.muted}>{CATEGORY_TITLES.get(hit.category)}</p> : null}
                <p className={styles.answerText}>
                  <Highlight hit={hit} attribute="answer" classNames={{highlighted: styles.mark}} />
                </p>
              </div>
            ),
          }))}
        />
      ) : (
        <NoResults
          title="Vous ne trouvez pas votre réponse ?"
          text="Posez-nous directement votre question : notre équipe vous répond rapidement."
        />
      )}
    </>
  )
}

/** Every FAQ entry, narrowed as the visitor types (`?q=`), matches highlighted. */
export function FaqSearch({serverUrl, searchClient}: SearchSetup) {
  const [routing] = useState(() => ({router: createSearchRouter(serverUrl), stateMapping: searchStateMapping(FAQ_INDEX, {withTags: false})}))
  return (
    <InstantSearch searchClient={searchClient ?? getBrowserSearchClient()} indexName={FAQ_INDEX} routing={routing} insights={false} future={{preserveSharedStateOnUnmount: true}}>
      <Configure hitsPerPage={FAQ_PER_PAGE} attributesToRetrieve={['question', 'anchor', 'answer', 'category']} />
      <SearchField id="recherche-faq" label="Rechercher dans la FAQ" placeholder="RGPD, intégration, tarifs…" action={routes.faq} />
      <FaqHits />
    </InstantSearch>
  )
}
