import {pathForUseCase, routes} from '@parlia/schemas/routes'

import {PageHead, StructuredData} from '#seo/head'

import {Button} from '../../ui/components/Button/Button'
import {ContentImage} from '../../ui/components/ContentImage/ContentImage'
import {Quote} from '../../ui/components/Quote/Quote'
import {Section} from '../../ui/components/Section/Section'
import {KeyFigures} from '../../ui/blocks/keyFigures/KeyFigures'
import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {CtaBand} from '../../ui/blocks/ctaBand/CtaBand'
import {ConnectorGrid} from '../../ui/pageParts/ConnectorGrid'
import styles from '../../ui/pageParts/ContentPages.module.css'
import {SectorTag} from '../../ui/pageParts/SectorTag'
import {pageTitle} from '../../platform/seo/pageTitle'
import type {StructuredDataProps} from '../../platform/seo/structuredData/staticProps'
import type {WithLayout} from '../../ui/layout/staticProps'
import {RESOURCES_CRUMB} from '../resources/RequestAction'
import {STORY_ANCHORS, STORY_TITLES} from './anchors'
import type {CustomerStoryProps} from './customerStoryData'

/**
 * /ressources/cas-usage-client/{slug}: one customer's story (the organisation and its sector, the challenge, what was
 * built, the figures, the client's word), the use cases that cite it and the connectors it names.
 */
export function CustomerStoryPage({
  story,
  layout,
  structuredData,
}: WithLayout<CustomerStoryProps> & StructuredDataProps) {
  return (
    <>
      <PageHead title={pageTitle(null, `${story.client}, cas client`, layout.brandName)} description={story.summary} />
      <StructuredData data={structuredData} />
      <PageHero
        title={story.client}
        lead={story.summary}
        trail={[RESOURCES_CRUMB, {label: 'Cas clients', href: routes.customerCases}, {label: story.client}]}
        aside={story.logo ? <ContentImage image={story.logo} decorative className={styles.caseLogo} /> : undefined}
      >
        <SectorTag sector={story.sector} />
        <div className={styles.actions}>
          <Button href={routes.demo}>Planifier une démo</Button>
        </div>
      </PageHero>

      <Section labelledBy="projet">
        <h2 id="projet" className="visually-hidden">
          Le projet
        </h2>
        <div className={styles.caseGrid}>
          <div>
            <h3 id={STORY_ANCHORS.challenge} className={styles.partTitle}>
              {STORY_TITLES.challenge}
            </h3>
            <p>{story.challenge}</p>
          </div>
          <div>
            <h3 id={STORY_ANCHORS.solution} className={styles.partTitle}>
              {STORY_TITLES.solution}
            </h3>
            <p>{story.solution}</p>
          </div>
        </div>
      </Section>

      <Section labelledBy={STORY_ANCHORS.results} tone="alt">
        <h2 id={STORY_ANCHORS.results}>{STORY_TITLES.results}</h2>
        <KeyFigures figures={story.results} />
        {story.quote ? <Quote quote={story.quote} /> : null}
      </Section>

      {story.useCases.length ? (
        <Section labelledBy="cas-usage">
          <h2 id="cas-usage">Les cas d’usage de ce projet</h2>
          <ul className={styles.grid2}>
            {story.useCases.map((useCase) => (
              <li key={useCase.useCaseId} className={styles.feature}>
                <h3>
                  <a href={pathForUseCase(useCase.useCaseId)}>{useCase.title}</a>
                </h3>
                <p>{useCase.summary}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {story.connectors.length ? (
        <Section labelledBy="connecteurs" tone="alt">
          <div className={styles.intro}>
            <h2 id="connecteurs">Les connecteurs de ce projet</h2>
            <p>Les outils de {story.client} auxquels son assistant est relié.</p>
          </div>
          <ConnectorGrid connectors={story.connectors} />
        </Section>
      ) : null}

      {story.cta ? (
        <CtaBand
          id="demo"
          {...story.cta}
          primary={{label: 'Planifier une démo', href: routes.demo}}
          secondary={{label: 'Tous les cas clients', href: routes.customerCases}}
        />
      ) : null}
    </>
  )
}
