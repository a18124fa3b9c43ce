import {CONNECTOR_CATEGORIES} from '@parlia/schemas/constants'
import {connectorPath} from '@parlia/schemas/routes'

import {Card} from '../../ui/components/Card/Card'
import type {ConnectorHitView} from '../results/types'
import {Highlighted} from './Highlighted'
import styles from './Search.module.css'

const CATEGORY_TITLES: ReadonlyMap<string, string> = new Map(
  CONNECTOR_CATEGORIES.map((category) => [category.slug, category.title]),
)

/** A connector of the catalogue's results: its logo, highlighted name, description and categories. */
export function ConnectorCard({hit}: {hit: ConnectorHitView}) {
  const categories = hit.categories.map((slug) => CATEGORY_TITLES.get(slug)).filter(Boolean)
  return (
    <Card
      title={<Highlighted parts={hit.title} />}
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
