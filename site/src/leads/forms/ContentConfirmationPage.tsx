import {pathForUseCase, routes} from '@parlia/schemas/routes'

import {PageHead} from '#seo/head'

import {Card} from '../../ui/components/Card/Card'
import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {Section} from '../../ui/components/Section/Section'
import {NewsletterSignup} from '../../features/blog/NewsletterSignup'
import contentStyles from '../../ui/pageParts/ContentPages.module.css'
import type {WithLayout} from '../../ui/layout/staticProps'
import type {ContentConfirmationProps, SuggestionData} from './formPagesData'
import styles from './FormPages.module.css'

interface SuggestionsProps<T extends SuggestionData> {
  id: string
  title: string
  items: readonly T[]
  hrefOf: (item: T) => string
  tone?: 'default' | 'alt'
}

function Suggestions<T extends SuggestionData>({id, title, items, hrefOf, tone}: SuggestionsProps<T>) {
  if (!items.length) return null
  return (
    <Section labelledBy={id} tone={tone}>
      <h2 id={id}>{title}</h2>
      <ul className={contentStyles.grid3}>
        {items.map((item) => (
          <li key={item.id}>
            <Card title={item.title} titleLevel={3} href={hrefOf(item)}>
              <p className={contentStyles.muted}>{item.summary}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * /confirmation-contenu: the request is stored and the file or replay link leaves by e-mail (it is never
 * shown here); the page suggests what to read next and the newsletter.
 */
export function ContentConfirmationPage({
  useCases,
  whitePapers,
  webinars,
  layout,
}: WithLayout<ContentConfirmationProps>) {
  return (
    <>
      <PageHead title={`Demande enregistrée | ${layout.brandName}`} noindex />
      <PageHero
        title="Merci, votre demande est enregistrée"
        lead="Vous allez recevoir par e-mail le lien vers la ressource demandée dans quelques minutes. Pensez à vérifier vos courriers indésirables si vous ne le voyez pas."
        trail={[{label: 'Ressources'}, {label: 'Demande enregistrée'}]}
      />
      <Suggestions
        id="suggestions-cas-usage"
        title="Découvrez nos cas d’usage"
        items={useCases}
        hrefOf={(useCase) => pathForUseCase(useCase.useCaseId)}
      />
      <Suggestions
        id="suggestions-livres-blancs"
        title="D’autres livres blancs"
        items={whitePapers}
        hrefOf={() => routes.whitePapers}
        tone="alt"
      />
      <Suggestions
        id="suggestions-webinars"
        title="Nos derniers webinars"
        items={webinars}
        hrefOf={() => routes.webinars}
      />
      <div className={styles.band}>
        <NewsletterSignup url={layout.newsletterUrl} brandName={layout.brandName} />
      </div>
    </>
  )
}
