import {routes} from '@parlia/schemas/routes'

import {PageHead} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {Section} from '../../ui/components/Section/Section'
import {pageTitle} from '../../platform/seo/pageTitle'
import type {WithLayout} from '../../ui/layout/staticProps'
// The stylesheets of the notes, which the server renders alone (SavingsNotes.tsx).
import '../../ui/blocks/keyFigures/KeyFigures.module.css'
import '../../ui/components/RichText/RichText.module.css'
import '../../ui/pageParts/ContentPages.module.css'
import './SavingsCalculatorPage.module.css'
import {RESOURCES_CRUMB} from '../resources/RequestAction'
import {SAVINGS_ANCHORS} from './anchors'
import type {SavingsCalculatorProps} from './calculatorData'
import {readSavingsFields, type SavingsFields} from './estimate'
import {SavingsCalculator} from './SavingsCalculator'

export interface SavingsEstimateProps {
  /**
   * The fields the page opens with; whether they came from the address (its errors then show), and the visited
   * address's query ('' on the static page).
   */
  estimate: {fields: SavingsFields; submitted: boolean; query: string}
}

/**
 * /ressources/calculateur-economies: the calculator, the reasons for its default share and its method. With figures
 * in its address, the server renders their estimate (a page of its own, rewritten from the same address).
 */
export function SavingsCalculatorPage({
  calculator,
  estimate,
  layout,
}: WithLayout<SavingsCalculatorProps & SavingsEstimateProps>) {
  const {hero, seo} = calculator
  const title = pageTitle(seo.metaTitle, hero.title, layout.brandName)
  return (
    <>
      <PageHead
        // Without scripts, a form sent with errors comes back as a page whose title says so first.
        title={estimate.submitted && !readSavingsFields(estimate.fields).inputs ? `Erreur : ${title}` : title}
        description={seo.metaDescription ?? hero.lead}
        url={estimate.query ? `${routes.savingsCalculator}?${estimate.query}` : routes.savingsCalculator}
      />
      <PageHero title={hero.title} lead={hero.lead} image={hero.image} trail={[RESOURCES_CRUMB, {label: hero.title}]} />
      <Section labelledBy={SAVINGS_ANCHORS.figures}>
        <SavingsCalculator
          initialFields={estimate.fields}
          submitted={estimate.submitted}
          helps={calculator.helps}
          request={calculator.request}
          contactEmail={layout.contactEmail}
        />
      </Section>
      <div dangerouslySetInnerHTML={{__html: calculator.notes.__html ?? ''}} suppressHydrationWarning />
    </>
  )
}
