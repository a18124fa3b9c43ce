import {routes} from '@parlia/schemas/routes'

import {PageHead} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {Section} from '../../ui/components/Section/Section'
import type {WithLayout} from '../../ui/layout/staticProps'
import {leaveFor} from '../../ui/navigation'
import {rememberSchedulingContact} from './schedulingContact'
import styles from './FormPages.module.css'
import {LazyLeadForm} from './LazyLeadForm'

const DEMO_PURPOSE =
  'Les informations saisies servent à préparer votre démonstration et à vous recontacter pour l’organiser.'

/** /planifier-une-demo: the demo request; once stored, the confirmation page offers to pick a slot. */
export function DemoPage({layout}: WithLayout<object>) {
  return (
    <>
      <PageHead
        title={`Planifier une démo | ${layout.brandName}`}
        description={`Découvrez ${layout.brandName} lors d’une démonstration personnalisée de nos assistants virtuels, construite autour de vos cas d’usage.`}
      />
      <PageHero
        title="Planifier une démo"
        lead="Découvrez ce qu’un assistant virtuel peut faire pour votre organisation : une démonstration en visioconférence, construite autour de vos questions et de vos outils."
        trail={[{label: 'Planifier une démo'}]}
      />
      <Section labelledBy="demo-formulaire">
        <div className={styles.layout}>
          <div>
            <h2 id="demo-formulaire">Votre demande de démo</h2>
            <LazyLeadForm
              kind="demo"
              id="demo"
              submitLabel="Demander ma démo"
              purpose={DEMO_PURPOSE}
              onCreated={(values) => {
                rememberSchedulingContact(values)
                return leaveFor(routes.demoConfirmation)
              }}
            />
          </div>
          <aside className={styles.panel} aria-labelledby="demo-programme">
            <h2 id="demo-programme">Au programme</h2>
            <ul>
              <li>Un assistant configuré sur les questions de votre secteur</li>
              <li>Les réponses générées à partir de vos propres documents</li>
              <li>Les connecteurs à vos outils métiers et le passage à un conseiller</li>
              <li>Le tableau de bord, l’hébergement en France et la conformité RGPD</li>
            </ul>
            <p>La démonstration est gratuite et sans engagement.</p>
          </aside>
        </div>
      </Section>
    </>
  )
}
