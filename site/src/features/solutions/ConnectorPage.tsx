import {connectorCategoryPath, pathForUseCase, routes} from '@parlia/schemas/routes'

import {PageHead} from '#seo/head'

import {Button} from '../../ui/components/Button/Button'
import {Card} from '../../ui/components/Card/Card'
import {ContentImage} from '../../ui/components/ContentImage/ContentImage'
import {ExampleConversation} from '../../ui/components/ExampleConversation/ExampleConversation'
import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {RichText} from '../../ui/components/RichText/RichText'
import {Section} from '../../ui/components/Section/Section'
import {CtaBand} from '../../ui/blocks/ctaBand/CtaBand'
import {namedBand} from '../../ui/blocks/ctaBand/namedBand'
import {ProseBand} from '../../ui/blocks/proseBand/ProseBand'
import {ConnectorGrid} from '../../ui/pageParts/ConnectorGrid'
import {CustomerCasesSection} from '../../ui/pageParts/CustomerCasesSection'
import styles from '../../ui/pageParts/ContentPages.module.css'
import type {WithLayout} from '../../ui/layout/staticProps'
// Renamed: the rules of hooks take any use… name for a hook.
import {ConnectorLandingDetails, HowItWorks} from './connectorLanding/ConnectorLanding'
import type {ConnectorProps} from './solutionData'
import pageStyles from './Solutions.module.css'
import {hasMarkup} from '../../ui/markup/renderedMarkup'

/** The h1 of a connector page: « Chatbot GLPI », « Chatbot Microsoft Teams ». */
const connectorHeading = (name: string) => `Chatbot ${name}`

/** /solution/connecteurs/{connectorId}: what the connector does, where it is used, and its neighbours. */
export function ConnectorPage({connector, layout}: WithLayout<ConnectorProps>) {
  const heading = connectorHeading(connector.name)
  // GLPI and Teams have a landing page of their own (spec section 2): an example conversation beside the title.
  const {landing} = connector
  return (
    <>
      <PageHead
        title={`${heading} : connecteur ${connector.name} | ${layout.brandName}`}
        description={connector.shortDescription}
      />
      <PageHero
        title={heading}
        lead={connector.shortDescription}
        trail={[
          {label: 'Solution', href: routes.solution},
          {label: 'Connecteurs', href: routes.connectors},
          {label: connector.name},
        ]}
        aside={
          landing ? <ExampleConversation conversation={landing.conversation} id="exemple-de-conversation" /> : undefined
        }
      >
        <div className={pageStyles.identity}>
          {connector.logo ? <ContentImage image={connector.logo} priority className={pageStyles.heroLogo} /> : null}
          {connector.categories.length ? (
            <div>
              <p className={pageStyles.label} id="categories-label">
                {connector.categories.length > 1 ? 'Catégories' : 'Catégorie'}
              </p>
              <ul className={styles.tags} aria-labelledby="categories-label">
                {connector.categories.map((category) => (
                  <li key={category.slug}>
                    <a href={connectorCategoryPath(category.slug)} className={styles.tag}>
                      {category.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button href={routes.demo}>Planifier une démo</Button>
          <Button href={routes.contact} kind="secondary">
            Nous contacter
          </Button>
        </div>
      </PageHero>

      {landing ? <HowItWorks name={connector.name} landing={landing} /> : null}

      {hasMarkup(connector.body) ? (
        <ProseBand>
          <RichText content={connector.body} />
        </ProseBand>
      ) : null}

      {landing ? <ConnectorLandingDetails name={connector.name} landing={landing} /> : null}

      {connector.legalPages.length ? (
        <Section labelledBy="documents-legaux" tone="alt">
          <h2 id="documents-legaux">Informations légales de l’application {connector.name}</h2>
          <ul className={pageStyles.legalLinks}>
            {connector.legalPages.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.title}</a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {connector.useCases.length ? (
        <Section labelledBy="cas-usage">
          <h2 id="cas-usage">Les cas d’usage avec {connector.name}</h2>
          <ul className={styles.grid3}>
            {connector.useCases.map((useCase) => (
              <li key={useCase.id}>
                <Card title={useCase.title} titleLevel={3} href={pathForUseCase(useCase.useCaseId)}>
                  <p className={styles.muted}>{useCase.summary}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CustomerCasesSection
        id="client-temoin"
        title={`Ils utilisent l’assistant avec ${connector.name}`}
        items={connector.customerCases}
      />

      {connector.related.length ? (
        <Section labelledBy="connecteurs-proches">
          <h2 id="connecteurs-proches">Connecteurs de la même catégorie</h2>
          <ConnectorGrid connectors={connector.related} />
          <p className={styles.centeredActions}>
            <Button href={routes.connectors} kind="secondary">
              Voir tous les connecteurs
            </Button>
          </p>
        </Section>
      ) : null}

      {connector.cta ? (
        <CtaBand
          id="demo"
          {...namedBand(connector.cta, connector.name)}
          primary={{label: 'Planifier une démo', href: routes.demo}}
          secondary={{label: 'Nous contacter', href: routes.contact}}
        />
      ) : null}
    </>
  )
}
