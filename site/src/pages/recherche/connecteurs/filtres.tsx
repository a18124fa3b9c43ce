import type {GetServerSideProps} from 'next'

import {ConnectorCatalogue, type ConnectorCatalogueProps} from '../../../search/components/ConnectorCatalogue'
import {connectorCatalogueProps} from '../../../search/serverProps'

/**
 * /solution/connecteurs with `q` or `tags` (a rewrite in next.config.ts, searchPageRoutes): server-rendered for the
 * URL's own query and categories, cached by the CDN (see serverProps).
 */
export default ConnectorCatalogue

export const getServerSideProps: GetServerSideProps<ConnectorCatalogueProps> = (context) =>
  connectorCatalogueProps(context)
