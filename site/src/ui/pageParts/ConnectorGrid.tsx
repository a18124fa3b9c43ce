import {connectorPath} from '@parlia/schemas/routes'

import {Card} from '../components/Card/Card'
import {ContentImage} from '../components/ContentImage/ContentImage'
import type {HeadingLevel} from '../components/Heading'
import styles from './ContentPages.module.css'
import type {ConnectorCardData} from './types'

/** Connector cards: logo, name (linking to the connector's page), short description and categories. */
export function ConnectorGrid({
  connectors,
  titleLevel = 3,
}: {
  connectors: ConnectorCardData[]
  titleLevel?: HeadingLevel
}) {
  return (
    <ul className={styles.grid4}>
      {connectors.map((connector) => (
        <li key={connector.id}>
          <Card
            title={connector.name}
            titleLevel={titleLevel}
            href={connectorPath(connector.connectorId)}
            media={connector.logo ? <ContentImage image={connector.logo} decorative className={styles.logo} /> : null}
            footer={
              connector.categories.length ? connector.categories.map((category) => category.title).join(' · ') : null
            }
          >
            <p className={styles.muted}>{connector.shortDescription}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}
