import {routes, solutionPath} from '@parlia/schemas/routes'

import {PageHead, StructuredData} from '#seo/head'

import {Button} from '../../ui/components/Button/Button'
import {Card} from '../../ui/components/Card/Card'
import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {RichText} from '../../ui/components/RichText/RichText'
import {Section} from '../../ui/components/Section/Section'
import {CtaBand} from '../../ui/blocks/ctaBand/CtaBand'
import {FeatureList} from '../../ui/blocks/featureList/FeatureList'
import {ProseBand} from '../../ui/blocks/proseBand/ProseBand'
import styles from '../../ui/pageParts/ContentPages.module.css'
import {pageTitle} from '../../platform/seo/pageTitle'
import type {WithLayout} from '../../ui/layout/staticProps'
import type {StructuredDataProps} from '../../platform/seo/structuredData/staticProps'
import type {SolutionCardData, SolutionOverviewProps, SolutionPageData, SolutionProps} from './solutionData'
import {hasMarkup} from '../../ui/markup/renderedMarkup'

const DEMO = {label: 'Planifier une démo', href: routes.demo}
const CONTACT = {label: 'Nous contacter', href: routes.contact}

function SolutionCards({id, title, cards}: {id: string; title: string; cards: SolutionCardData[]}) {
  if (cards.length === 0) return null
  return (
    <Section labelledBy={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.grid3}>
        {cards.map((card) => (
          <li key={card.id}>
            <Card title={card.title} titleLevel={3} href={solutionPath(card.slug)}>
              <p className={styles.muted}>{card.summary}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className={styles.centeredActions}>
        <Button href={routes.connectors} kind="secondary">
          Découvrir nos connecteurs
        </Button>
      </p>
    </Section>
  )
}

function SolutionBody({
  page,
  trail,
  featuresTitle,
}: {
  page: SolutionPageData
  trail: {label: string; href?: string}[]
  featuresTitle: string
}) {
  return (
    <>
      <PageHero title={page.hero.title} lead={page.hero.lead} image={page.hero.image} trail={trail}>
        <div className={styles.actions}>
          <Button href={DEMO.href}>{DEMO.label}</Button>
        </div>
      </PageHero>
      <FeatureList id="points-forts" title={featuresTitle} features={page.features} />
      {hasMarkup(page.body) ? (
        <ProseBand>
          <RichText content={page.body} />
        </ProseBand>
      ) : null}
    </>
  )
}

/** /solution: the platform's overview, then a card per solution page. */
export function SolutionOverviewPage({
  overview,
  solutions,
  layout,
  structuredData,
}: WithLayout<SolutionOverviewProps> & StructuredDataProps) {
  return (
    <>
      <PageHead
        title={pageTitle(overview.seo.metaTitle, overview.title, layout.brandName)}
        description={overview.seo.metaDescription ?? overview.summary}
      />
      <StructuredData data={structuredData} />
      <SolutionBody page={overview} trail={[{label: 'Solution'}]} featuresTitle="Les briques de la plateforme" />
      <SolutionCards id="solutions" title="Nos solutions" cards={solutions} />
      <CtaBand id="demo" {...overview.cta} primary={DEMO} secondary={CONTACT} />
    </>
  )
}

/** /solution/{slug}: one solution's hero, features, Portable Text and a demo call to action. */
export function SolutionPage({
  solution,
  others,
  layout,
  structuredData,
}: WithLayout<SolutionProps> & StructuredDataProps) {
  return (
    <>
      <PageHead
        title={pageTitle(solution.seo.metaTitle, solution.title, layout.brandName)}
        description={solution.seo.metaDescription ?? solution.summary}
      />
      <StructuredData data={structuredData} />
      <SolutionBody
        page={solution}
        trail={[{label: 'Solution', href: routes.solution}, {label: solution.title}]}
        featuresTitle="Les points forts"
      />
      <SolutionCards id="autres-solutions" title="Découvrez aussi" cards={others} />
      <CtaBand id="demo" {...solution.cta} primary={DEMO} secondary={CONTACT} />
    </>
  )
}
