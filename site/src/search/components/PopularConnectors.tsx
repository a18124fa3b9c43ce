import {connectorPath} from '@parlia/schemas/routes'

import {ContentImage} from '../../ui/components/ContentImage/ContentImage'
import type {ConnectorCardData} from '../../ui/pageParts/types'
import styles from './PopularConnectors.module.css'

/**
 * The most popular connectors, beside the catalogue's title: each brand's mark and name, linking to its page. Compact,
 * so that on a phone the search comes right after them (the list below holds them again, described).
 */
export function PopularConnectors({connectors}: {connectors: ConnectorCardData[]}) {
  return (
    <section aria-labelledby="connecteurs-populaires" className={styles.popular}>
      <h2 id="connecteurs-populaires" className={styles.title}>
        Les plus populaires
      </h2>
      <ul className={styles.tiles}>
        {connectors.map((connector) => (
          <li key={connector.id}>
            <a href={connectorPath(connector.connectorId)} className={styles.tile}>
              {connector.logo ? (
                <ContentImage image={connector.logo} decorative loading="eager" className={styles.logo} />
              ) : null}
              <span>{connector.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
