import {routes} from '@parlia/schemas/routes'
import {useSyncExternalStore} from 'react'

import {PageHead} from '#seo/head'

import {Button} from '../../ui/components/Button/Button'
import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {Section} from '../../ui/components/Section/Section'
import type {WithLayout} from '../../ui/layout/staticProps'
import {parseSchedulingContact, schedulingLink, storedSchedulingContact} from './demoScheduling'
import type {DemoConfirmationProps} from './formPagesData'
import styles from './FormPages.module.css'

/** Session storage changes only through the demo form, on another page: nothing to listen to here. */
const subscribeToNothing = () => () => undefined

export const CALLBACK_SENTENCE = 'Notre équipe vous rappelle sous un jour ouvré pour convenir avec vous d’un créneau.'

/**
 * /planifier-une-demo/confirmation: the request is stored; the visitor may pick a slot on the scheduling
 * service. Nothing of that service loads until the visitor follows the link.
 */
export function DemoConfirmationPage({schedulingUrl, layout}: WithLayout<DemoConfirmationProps>) {
  // Read after hydration: the stored name and e-mail exist only in this tab, never in the page's HTML.
  const stored = useSyncExternalStore(subscribeToNothing, storedSchedulingContact, () => null)
  const href = schedulingUrl ? schedulingLink(schedulingUrl, parseSchedulingContact(stored)) : null

  return (
    <>
      <PageHead title={`Demande de démo enregistrée | ${layout.brandName}`} noindex />
      <PageHero
        title="Merci, votre demande de démo est enregistrée"
        lead="Nous préparons une démonstration adaptée à votre organisation et à vos questions."
        trail={[{label: 'Planifier une démo', href: routes.demo}, {label: 'Demande enregistrée'}]}
      />
      <Section labelledBy="demo-creneau">
        <div className={styles.step}>
          <h2 id="demo-creneau">Choisissez votre créneau</h2>
          {href ? (
            <>
              <p>
                Réservez dès maintenant le moment qui vous convient sur notre agenda en ligne. Le lien ouvre notre
                service de prise de rendez-vous dans un nouvel onglet, avec votre nom et votre adresse mail préremplis.
                Si vous préférez, notre équipe vous rappelle pour convenir d’un créneau.
              </p>
              <Button href={href} target="_blank" rel="noopener noreferrer">
                Choisir un créneau
                <span className="visually-hidden"> (nouvel onglet)</span>
              </Button>
            </>
          ) : (
            <p>{CALLBACK_SENTENCE}</p>
          )}
        </div>
      </Section>
    </>
  )
}
