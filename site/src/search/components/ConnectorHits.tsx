import {Button} from '../../ui/components/Button/Button'
import type {ConnectorResults} from '../results/types'
import {ConnectorCard} from './ConnectorCard'
import {NoResults} from './NoResults'
import styles from './Search.module.css'
import type {LiveTriggers} from './useLiveSearch'

const connectorCount = (count: number) => `${count} ${count > 1 ? 'connecteurs' : 'connecteur'}`

interface ConnectorHitsProps {
  results: ConnectorResults
  brandName: string
  onMore: () => void
  /** Pointing at or focusing the load-more button starts the live search. */
  triggers: LiveTriggers
}

/** Every connector matching the search, a page at a time, with a load-more button. */
export function ConnectorHits({results: {hits, nbHits, hasMore}, brandName, onMore, triggers}: ConnectorHitsProps) {
  return (
    <>
      <p className={styles.status} role="status">
        {nbHits
          ? hits.length < nbHits
            ? `${hits.length} connecteurs affichés sur ${nbHits}`
            : connectorCount(nbHits)
          : 'Aucun connecteur ne correspond à votre recherche.'}
      </p>
      {hits.length ? (
        <ul className={styles.grid}>
          {hits.map((hit) => (
            <li key={hit.id}>
              <ConnectorCard hit={hit} />
            </li>
          ))}
        </ul>
      ) : null}
      {hits.length && hasMore ? (
        <p className={styles.more}>
          <Button kind="secondary" size="md" onClick={onMore} {...triggers}>
            Afficher plus de connecteurs
          </Button>
        </p>
      ) : null}
      {/* Always offered (spec section 3): at the end of the list, or in place of it when nothing matches. */}
      <NoResults
        title="Votre outil n’est pas encore dans le catalogue ?"
        text={`Nos équipes relient ${brandName} à la plupart des outils métiers : parlons de votre intégration.`}
      />
    </>
  )
}
