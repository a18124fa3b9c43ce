import {CONNECTOR_CATEGORIES} from '@parlia/schemas/constants'
import {connectorPath} from '@parlia/schemas/routes'
import type {Hit} from 'instantsearch.js'
import {Highlight, useInfiniteHits} from 'react-instantsearch'

import {Button} from '../../components/Button/Button'
import {Card} from '../../components/Card/Card'
import {useSiteSeo} from '../../seo/SiteSeo'
import type {ConnectorRecord} from '../records'
import {NoResults} from './NoResults'
import styles from './Search.module.css'

export type ConnectorHit = Hit<Pick<ConnectorRecord, 'title' | 'slug' | 'categories' | 'description' | 'logo'>>

const CATEGORY_TITLES: ReadonlyMap<string, string> = new Map(CONNECTOR_CATEGORIES.map((category) => [category.slug, category.title]))

const connectorCount = (count: number) => `${count} ${count > 1 ? 'connecteurs' : 'connecteur'}`

function ConnectorCard({hit}: {hit: ConnectorHit}) {
  const categories = hit.categories.map((slug) => CATEGORY_TITLES.get(slug)).filter(Boolean)
  return (
    <Card
      title={<Highlight hit={hit} attribute="title" classNames={{highlighted: styles.mark}} />}
      titleLevel={3}
      href={connectorPath(hit.slug)}
      media={
        hit.logo ? (
          // The records carry the logo's URL only; a fixed box keeps the layout stable.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={hit.logo} alt="" width={48} height={48} loading="lazy" decoding="async" className={styles.logo} />
        ) : null
      }
      footer={categories.length ? categories.join(' · ') : null}
    >
      <p className={styles.muted}>{hit.description}</p>
    </Card>
  )
}

/** Every connector matching the search, a page at a time, with a load-more button. */
export function ConnectorHits() {
  const {items, results, isLastPage, showMore} = useInfiniteHits<ConnectorHit>({showPrevious: false})
  const total = results?.nbHits ?? 0
  // Null outside a SiteSeo: only getServerState's render, which keeps the search state, not the text.
  const brandName = useSiteSeo()?.brandName ?? 'notre plateforme'

  return (
    <>
      <p className={styles.status} role="status">
        {total
          ? items.length < total
            ? `${items.length} connecteurs affichés sur ${total}`
            : connectorCount(total)
          : 'Aucun connecteur ne correspond à votre recherche.'}
      </p>
      {items.length ? (
        <ul className={styles.grid}>
          {items.map((hit) => (
            <li key={hit.objectID}>
              <ConnectorCard hit={hit} />
            </li>
          ))}
        </ul>
      ) : null}
      {items.length && !isLastPage ? (
        <p className={styles.more}>
          <Button kind="secondary" size="md" onClick={showMore}>
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
