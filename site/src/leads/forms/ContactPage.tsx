import {routes} from '@parlia/schemas/routes'

import {PageHead} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {Section} from '../../ui/components/Section/Section'
import type {WithLayout} from '../../ui/layout/staticProps'
import {leaveFor} from '../../ui/navigation'
import styles from './FormPages.module.css'
import {LazyLeadForm} from './LazyLeadForm'

const CONTACT_PURPOSE = 'Les informations saisies servent uniquement à répondre à votre message.'

/** /contact: the contact form; a stored message leads to /contact/confirmation. */
export function ContactPage({layout}: WithLayout<object>) {
  return (
    <>
      <PageHead
        title={`Contactez-nous | ${layout.brandName}`}
        description={`Une question sur ${layout.brandName}, nos assistants virtuels ou nos offres ? Écrivez-nous : notre équipe vous répond rapidement.`}
      />
      <PageHero
        title="Contactez-nous"
        lead={`Une question sur la plateforme, un projet d’assistant virtuel ou un partenariat ? Écrivez-nous : l’équipe ${layout.brandName}, basée à Lyon, vous répond rapidement.`}
        trail={[{label: 'Contact'}]}
      />
      <Section labelledBy="contact-formulaire">
        <div className={styles.layout}>
          <div>
            <h2 id="contact-formulaire">Votre message</h2>
            <LazyLeadForm
              kind="contact"
              id="contact"
              submitLabel="Envoyer le message"
              purpose={CONTACT_PURPOSE}
              onCreated={() => leaveFor(routes.contactConfirmation)}
            />
          </div>
          <aside className={styles.panel} aria-labelledby="contact-autres">
            <h2 id="contact-autres">Autres façons de nous joindre</h2>
            <ul>
              <li>
                Par e-mail : <a href={`mailto:${layout.contactEmail}`}>{layout.contactEmail}</a>
              </li>
              <li>
                Pour voir la plateforme en action : <a href={routes.demo}>planifiez une démo</a>
              </li>
              <li>
                Pour une réponse immédiate : <a href={routes.faq}>consultez notre FAQ</a>
              </li>
            </ul>
          </aside>
        </div>
      </Section>
    </>
  )
}
