import type {InstantSearchServerState} from 'react-instantsearch'
import {InstantSearchSSRProvider} from 'react-instantsearch'

import {PageHero} from '../../components/PageHero/PageHero'
import {Section} from '../../components/Section/Section'
import {ConnectorGrid} from '../../contentPages/ConnectorGrid'
import type {ConnectorCardData} from '../../contentPages/types'
import type {WithLayout} from '../../layout/staticProps'
import {routes} from '../../routes'
import {PageHead} from '../../seo/PageHead'
import {ConnectorSearch} from './ConnectorSearch'

export type ConnectorCatalogueProps = WithLayout<{
  /** The most popular connectors, from the content: outside InstantSearch, so filters never touch them. */
  popular: ConnectorCardData[]
  serverState: InstantSearchServerState
  serverUrl: string
}>

export const CATALOGUE_TITLE = 'Connecteurs'

/** /solution/connecteurs: keyword search, the most popular connectors, all connectors by category. */
export function ConnectorCatalogue({layout, popular, serverState, serverUrl}: ConnectorCatalogueProps) {
  return (
    <>
      <PageHead
        title={`Connecteurs : Parlia et vos outils métiers | ${layout.brandName}`}
        description="Le catalogue des connecteurs de Parlia : ITSM, messagerie, dématérialisation, CRM, SIRH, ERP… Cherchez votre outil et reliez-le à votre assistant virtuel."
      />
      <PageHero
        title={CATALOGUE_TITLE}
        lead="Reliez votre assistant virtuel aux outils que vos équipes utilisent déjà : cherchez un outil par son nom ou filtrez par catégorie."
        trail={[{label: 'Solution', href: routes.solution}, {label: CATALOGUE_TITLE}]}
      />
      {popular.length ? (
        <Section labelledBy="connecteurs-populaires" tone="alt">
          <h2 id="connecteurs-populaires">Les plus populaires</h2>
          <ConnectorGrid connectors={popular} />
        </Section>
      ) : null}
      <Section labelledBy="tous-les-connecteurs">
        <h2 id="tous-les-connecteurs">Tous les connecteurs</h2>
        <InstantSearchSSRProvider {...serverState}>
          <ConnectorSearch serverUrl={serverUrl} />
        </InstantSearchSSRProvider>
      </Section>
    </>
  )
}
