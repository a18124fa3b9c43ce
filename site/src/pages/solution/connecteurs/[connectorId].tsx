import type {GetStaticPaths, GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../../ui/layout/staticProps'
import {ConnectorPage} from '../../../features/solutions/ConnectorPage'
import {type ConnectorProps, getConnector, getConnectorIds} from '../../../features/solutions/solutionData'

export default ConnectorPage

export const getStaticPaths: GetStaticPaths = async () => {
  const connectorIds = await getConnectorIds()
  // Connectors added after the build are generated on their first request; deleted ones answer 404.
  return {paths: connectorIds.map((connectorId) => ({params: {connectorId}})), fallback: 'blocking'}
}

export const getStaticProps: GetStaticProps<WithLayout<ConnectorProps>> = (context) => {
  const connectorId = context.params?.connectorId
  return staticPageProps(context, (options) =>
    getConnector(typeof connectorId === 'string' ? connectorId : undefined, options),
  )
}
