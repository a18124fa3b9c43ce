import {routes} from '@parlia/schemas/routes'
import type {InstantSearchServerState} from 'react-instantsearch'
import {InstantSearchSSRProvider} from 'react-instantsearch'

import {Section} from '../../components/Section/Section'
import type {ConnectorCardData} from '../../contentPages/types'
import type {WithLayout} from '../../layout/staticProps'
import type {ListingPageData} from '../../listings/listingPage'
import {ListingHero} from '../../listings/ListingHero'
import {ConnectorSearch} from './ConnectorSearch'
import {PopularConnectors} from './PopularConnectors'

export type ConnectorCatalogueProps = WithLayout<{
  listing: ListingPageData
  /** The most popular connectors, from the content: outside InstantSearch, so filters never touch them. */
  popular: ConnectorCardData[]
  serverState: InstantSearchServerState
  serverUrl: string
}>

/** /solution/connecteurs: the most popular connectors beside the title, then keyword search and all connectors by category. */
export function ConnectorCatalogue({listing, layout, popular, serverState, serverUrl}: ConnectorCatalogueProps) {
  return (
    <>
      <ListingHero
        listing={listing}
        brandName={layout.brandName}
        parents={[{label: 'Solution', href: routes.solution}]}
        aside={popular.length ? <PopularConnectors connectors={popular} /> : undefined}
      />
      <Section labelledBy="tous-les-connecteurs">
        <h2 id="tous-les-connecteurs">Tous les connecteurs</h2>
        <InstantSearchSSRProvider {...serverState}>
          <ConnectorSearch serverUrl={serverUrl} />
        </InstantSearchSSRProvider>
      </Section>
    </>
  )
}
