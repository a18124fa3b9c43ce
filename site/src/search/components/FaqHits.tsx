import {FAQ_CATEGORIES} from '@parlia/schemas/constants'

import {Accordion} from '../../ui/components/Accordion/Accordion'
import type {FaqResults} from '../results/types'
import {Highlighted} from './Highlighted'
import {NoResults} from './NoResults'
import styles from './Search.module.css'

const CATEGORY_TITLES: ReadonlyMap<string, string> = new Map(
  FAQ_CATEGORIES.map((category) => [category.value, category.title]),
)

const questionCount = (count: number) => `${count} ${count > 1 ? 'questions' : 'question'}`

/** The questions matching the search as accordions, matches highlighted, or a way to ask ours. */
export function FaqHits({results: {hits, nbHits, query}}: {results: FaqResults}) {
  return (
    <>
      <p className={styles.status} role="status">
        {nbHits
          ? query
            ? `${questionCount(nbHits)} pour « ${query} »`
            : questionCount(nbHits)
          : 'Aucune question ne correspond à votre recherche.'}
      </p>
      {hits.length ? (
        <Accordion
          headingLevel={3}
          items={hits.map((hit) => ({
            id: hit.id,
            anchor: hit.anchor,
            title: <Highlighted parts={hit.question} />,
            content: (
              <div className={styles.answer}>
                {CATEGORY_TITLES.has(hit.category) ? (
                  <p className={styles.muted}>{CATEGORY_TITLES.get(hit.category)}</p>
                ) : null}
                <p className={styles.answerText}>
                  <Highlighted parts={hit.answer} />
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
