import {routes} from '@parlia/schemas/routes'

import {Section} from '../../ui/components/Section/Section'
import type {ConnectorCardData} from '../../ui/pageParts/types'
import type {WithLayout} from '../../ui/layout/staticProps'
import type {ListingPageData} from '../../features/listings/listingPage'
import {ListingHero} from '../../features/listings/ListingHero'
import type {ConnectorResults, SearchPageProps} from '../results/types'
import {ConnectorSearch} from './ConnectorSearch'
import {PopularConnectors} from './PopularConnectors'

export type ConnectorCatalogueProps = WithLayout<
  {
    listing: ListingPageData
    /** The most popular connectors, from the content: outside the search, so filters never touch them. */
    popular: ConnectorCardData[]
  } & SearchPageProps<ConnectorResults>
>

/** /solution/connecteurs: the most popular connectors beside the title, then keyword search and all connectors by category. */
export function ConnectorCatalogue({
  listing,
  layout,
  popular,
  firstResults,
  serverState,
  serverUrl,
}: ConnectorCatalogueProps) {
  return (
    <>
      <ListingHero
        listing={listing}
        brandName={layout.brandName}
        parents={[{label: 'Solution', href: routes.solution}]}
        aside={popular.length ? <PopularConnectors connectors={popular} /> : undefined}
        url={serverUrl}
      />
      <Section labelledBy="tous-les-connecteurs">
        <h2 id="tous-les-connecteurs">Tous les connecteurs</h2>
        {/* Another URL's props (a navigation to the page itself) start again from their own first results. */}
        <ConnectorSearch
          key={serverUrl}
          firstResults={firstResults}
          serverState={serverState}
          serverUrl={serverUrl}
          brandName={layout.brandName}
        />
      </Section>
    </>
  )
}
