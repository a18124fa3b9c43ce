import {routes} from '@parlia/schemas/routes'

import {PageHead} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {RichText} from '../../ui/components/RichText/RichText'
import {Section} from '../../ui/components/Section/Section'
import {CtaBand} from '../../ui/blocks/ctaBand/CtaBand'
import {FeatureList} from '../../ui/blocks/featureList/FeatureList'
import {KeyFigures} from '../../ui/blocks/keyFigures/KeyFigures'
import {ProseBand} from '../../ui/blocks/proseBand/ProseBand'
import {pageTitle} from '../../platform/seo/pageTitle'
import type {WithLayout} from '../../ui/layout/staticProps'
import type {AboutProps} from './companyData'
import {figuresTitle} from './titles'
import {hasMarkup} from '../../ui/markup/renderedMarkup'

/** /qui-sommes-nous: hero, key figures, story and values. */
export function AboutPage({about, layout}: WithLayout<AboutProps>) {
  return (
    <>
      <PageHead
        title={pageTitle(about.seo.metaTitle, 'Qui sommes-nous ?', layout.brandName)}
        description={about.seo.metaDescription ?? about.hero.lead}
      />
      <PageHero
        title={about.hero.title}
        lead={about.hero.lead}
        image={about.hero.image}
        trail={[{label: 'Qui sommes-nous ?'}]}
      />
      {about.figures.length ? (
        <Section labelledBy="chiffres" tone="alt">
          <h2 id="chiffres">{figuresTitle(layout.brandName)}</h2>
          <KeyFigures figures={about.figures} />
        </Section>
      ) : null}
      {hasMarkup(about.story) ? (
        <ProseBand>
          <RichText content={about.story} />
        </ProseBand>
      ) : null}
      <FeatureList id="valeurs" title="Nos valeurs" features={about.values} />
      <CtaBand
        id="rejoindre"
        {...about.cta}
        primary={{label: 'Voir nos offres', href: routes.jobs}}
        secondary={{label: 'Nous contacter', href: routes.contact}}
      />
    </>
  )
}
