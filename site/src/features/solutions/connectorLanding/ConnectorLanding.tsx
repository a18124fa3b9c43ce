import {Section} from '../../../ui/components/Section/Section'
import {FeatureList} from '../../../ui/blocks/featureList/FeatureList'
import {FaqList} from '../../../ui/pageParts/documentParts/FaqList'
import type {ConnectorPageData} from '../solutionData'
import styles from './ConnectorLanding.module.css'

type Landing = NonNullable<ConnectorPageData['landing']>

/** How the assistant works with the tool, at the top of a connector's own landing page (GLPI, Teams). */
export function HowItWorks({name, landing}: {name: string; landing: Landing}) {
  return (
    <FeatureList
      id="fonctionnement"
      title={`Comment l’assistant travaille avec ${name}`}
      features={landing.howItWorks}
    />
  )
}

/**
 * The rest of a connector's landing page (spec section 2): its setup steps, the frequent questions about it (native
 * disclosures: no script) and the customer who uses it.
 */
export function ConnectorLandingDetails({name, landing}: {name: string; landing: Landing}) {
  const faqs = landing.faqs.filter((faq) => faq !== null)
  return (
    <>
      <Section labelledBy="mise-en-place">
        <h2 id="mise-en-place">Mettre en place l’assistant avec {name}</h2>
        <ol className={styles.steps}>
          {landing.setupSteps.map((step) => (
            <li key={step.key} className={styles.step}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      {faqs.length ? (
        <Section labelledBy="questions-frequentes" tone="alt">
          <h2 id="questions-frequentes">Questions fréquentes sur l’assistant et {name}</h2>
          <FaqList entries={faqs.map(({id, question, answer}) => ({id, question, answer: <p>{answer}</p>}))} />
        </Section>
      ) : null}
    </>
  )
}
