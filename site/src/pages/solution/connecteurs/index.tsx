import type {GetServerSideProps} from 'next'

import {ConnectorCatalogue, type ConnectorCatalogueProps} from '../../../search/components/ConnectorCatalogue'
import {connectorCatalogueProps} from '../../../search/serverProps'

export default ConnectorCatalogue

/** Server-rendered for the URL's own `q` and `tags`, cached by the CDN (see serverProps). */
export const getServerSideProps: GetServerSideProps<ConnectorCatalogueProps> = (context) =>
  connectorCatalogueProps(context)
