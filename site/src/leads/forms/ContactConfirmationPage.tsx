import {routes} from '@parlia/schemas/routes'

import {PageHead} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {Section} from '../../ui/components/Section/Section'
import {Button} from '../../ui/components/Button/Button'
import type {WithLayout} from '../../ui/layout/staticProps'
import styles from './FormPages.module.css'

/** /contact/confirmation: the message is stored; kept out of search engines. */
export function ContactConfirmationPage({layout}: WithLayout<object>) {
  return (
    <>
      <PageHead title={`Message envoyé | ${layout.brandName}`} noindex />
      <PageHero
        title="Merci, votre message est bien envoyé"
        lead="Notre équipe l’a bien reçu et vous répond dans les meilleurs délais, à l’adresse mail que vous avez indiquée."
        trail={[{label: 'Contact', href: routes.contact}, {label: 'Message envoyé'}]}
      />
      <Section labelledBy="contact-suite">
        <div className={styles.step}>
          <h2 id="contact-suite">En attendant notre réponse</h2>
          <p>
            Découvrez comment d’autres organisations utilisent leur assistant virtuel, ou trouvez une réponse dans notre
            FAQ.
          </p>
          <div className={styles.actions}>
            <Button href={routes.useCases} size="md">
              Voir les cas d’usage
            </Button>
            <Button href={routes.faq} size="md" kind="secondary">
              Consulter la FAQ
            </Button>
          </div>
        </div>
      </Section>
    </>
  )
}
