import {connectorCategoryPath, routes} from '@parlia/schemas/routes'

import {PageHead} from '#seo/head'

import {Button} from '../../ui/components/Button/Button'
import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {Section} from '../../ui/components/Section/Section'
import {CtaBand} from '../../ui/blocks/ctaBand/CtaBand'
import {namedBand} from '../../ui/blocks/ctaBand/namedBand'
import {FeatureList} from '../../ui/blocks/featureList/FeatureList'
import {ConnectorGrid} from '../../ui/pageParts/ConnectorGrid'
import styles from '../../ui/pageParts/ContentPages.module.css'
import {CustomerCasesSection} from '../../ui/pageParts/CustomerCasesSection'
import {pageTitle} from '../../platform/seo/pageTitle'
import type {WithLayout} from '../../ui/layout/staticProps'
import type {UseCaseProps} from './useCaseData'

const DEMO = {label: 'Planifier une démo', href: routes.demo}

/** /cas-usage/{useCaseId}: hero, benefits, connectors, customer cases and a call to action. */
export function UseCasePage({useCase, layout}: WithLayout<UseCaseProps>) {
  return (
    <>
      <PageHead
        title={pageTitle(useCase.seo.metaTitle, useCase.title, layout.brandName)}
        description={useCase.seo.metaDescription ?? useCase.summary}
      />
      <PageHero
        title={useCase.hero.title}
        lead={useCase.hero.lead}
        image={useCase.hero.image}
        trail={[{label: 'Cas d’usage', href: routes.useCases}, {label: useCase.title}]}
      >
        <div className={styles.actions}>
          <Button href={DEMO.href}>{DEMO.label}</Button>
        </div>
      </PageHero>

      <FeatureList id="benefices" title="Ce que l’assistant vous apporte" features={useCase.benefits} />

      {useCase.connectors.length ? (
        <Section labelledBy="connecteurs">
          <div className={styles.intro}>
            <h2 id="connecteurs">Les connecteurs utiles</h2>
            <p>L’assistant agit directement dans les outils que vos équipes utilisent déjà.</p>
          </div>
          <ConnectorGrid connectors={useCase.connectors} />
          {useCase.categories.length ? (
            <nav aria-labelledby="categories-label" className={styles.actions}>
              <p id="categories-label" className={styles.muted}>
                Tous les connecteurs :
              </p>
              <ul className={styles.tags}>
                {useCase.categories.map((category) => (
                  <li key={category.slug}>
                    <a href={connectorCategoryPath(category.slug)} className={styles.tag}>
                      {category.title}
                    </a>
                  </li>
                ))}
                <li>
                  <a href={routes.connectors} className={styles.tag}>
                    Tout le catalogue
                  </a>
                </li>
              </ul>
            </nav>
          ) : null}
        </Section>
      ) : null}

      <CustomerCasesSection id="cas-clients" title="Ils l’ont déployé" items={useCase.customerCases} />

      {useCase.cta ? (
        <CtaBand
          id="demo"
          {...namedBand(useCase.cta, useCase.title)}
          primary={DEMO}
          secondary={{label: 'Nous contacter', href: routes.contact}}
        />
      ) : null}
    </>
  )
}
