import {tenderTemplateDocuments} from '@parlia/schemas/publicBuyers/documentPaths'
import {routes} from '@parlia/schemas/routes'

import {PageHead, StructuredData} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {CtaBand} from '../../ui/blocks/ctaBand/CtaBand'
import {RichText} from '../../ui/components/RichText/RichText'
import {Section} from '../../ui/components/Section/Section'
import {drawnFrom} from '../../ui/markup/markupData'
import {CustomerCaseCard} from '../../ui/pageParts/CustomerCaseCard'
import {DateText} from '../../ui/pageParts/DateText'
import {DataTable} from '../../ui/pageParts/documentParts/DataTable'
import {FaqList} from '../../ui/pageParts/documentParts/FaqList'
import {PAGE_CONTENTS_ID, PageContents} from '../../ui/pageParts/documentParts/PageContents'
import {pageTitle} from '../../platform/seo/pageTitle'
import type {StructuredDataProps} from '../../platform/seo/structuredData/staticProps'
import type {WithLayout} from '../../ui/layout/staticProps'
import pageStyles from '../../ui/pageParts/ContentPages.module.css'
import {PUBLIC_BUYERS_ANCHORS, TEMPLATE_BAND_TITLE} from './anchors'
import type {PublicBuyersContent, PublicBuyersProps} from './publicBuyersData'
import styles from './PublicBuyersPage.module.css'
import {TenderTemplateCard} from './TenderTemplateCard'

function NamedItems({part, tone}: {part: PublicBuyersContent['procedures']; tone?: 'alt'}) {
  return (
    <Section labelledBy={part.id} tone={tone}>
      <h2 id={part.id}>{part.title}</h2>
      <p className={styles.prose}>{part.intro}</p>
      <ul className={pageStyles.grid3}>
        {part.items.map((item) => (
          <li key={item.key} className={pageStyles.feature}>
            <h3>{item.name}</h3>
            <p>{item.text}</p>
            {item.leadTime ? (
              <p className={styles.leadTime}>
                <strong>Délai indicatif :</strong> {item.leadTime}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** Everything below the hero: no script of its own, so its markup travels once (ui/markup/markupData.ts). */
function Content({content}: {content: PublicBuyersContent}) {
  const {procedures, buyerDocuments, leadTimes, faq, stories, contacts} = content
  return (
    <>
      <Section labelledBy={PAGE_CONTENTS_ID}>
        <PageContents items={content.contents} />
      </Section>
      <Section labelledBy={PUBLIC_BUYERS_ANCHORS.template} tone="alt">
        <h2 id={PUBLIC_BUYERS_ANCHORS.template}>{TEMPLATE_BAND_TITLE}</h2>
        <div className={styles.template}>
          <TenderTemplateCard template={content.template} />
        </div>
      </Section>
      <NamedItems part={procedures} />
      <NamedItems part={buyerDocuments} tone="alt" />
      <Section labelledBy={leadTimes.id}>
        <h2 id={leadTimes.id}>{leadTimes.title}</h2>
        <p className={styles.prose}>{leadTimes.intro}</p>
        <DataTable
          captionId={PUBLIC_BUYERS_ANCHORS.leadTimesTable}
          caption="Étapes et durées indicatives"
          columns={['Étape', 'Durée indicative']}
          rows={leadTimes.steps.map(({key, step, duration}) => ({key, cells: [step, duration]}))}
        />
      </Section>
      <Section labelledBy={faq.id} tone="alt">
        <h2 id={faq.id}>{faq.title}</h2>
        <FaqList
          entries={faq.entries.map(({id, question, answer}) => ({
            id,
            question,
            answer: <RichText content={answer} />,
          }))}
        />
      </Section>
      <Section labelledBy={stories.id}>
        <h2 id={stories.id}>{stories.title}</h2>
        <p className={styles.prose}>{stories.intro}</p>
        <ul className={pageStyles.grid2}>
          {stories.items.map((item) => (
            <li key={item.id}>
              <CustomerCaseCard item={item} />
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy={contacts.id} tone="alt">
        <div className={styles.prose}>
          <h2 id={contacts.id}>{contacts.title}</h2>
          <RichText content={contacts.body} />
        </div>
      </Section>
    </>
  )
}

/**
 * /acheteurs-publics: how a public buyer purchases the platform (procedures, documents, lead times, contacts), the
 * questions and customer stories that concern them, and the tender-specification template in Word and PDF.
 */
export function PublicBuyersPage({
  publicBuyers,
  layout,
  structuredData,
}: WithLayout<PublicBuyersProps> & StructuredDataProps) {
  return (
    <>
      <PageHead
        title={pageTitle(publicBuyers.seo.metaTitle, publicBuyers.hero.title, layout.brandName)}
        description={publicBuyers.seo.metaDescription ?? publicBuyers.hero.lead}
      />
      <StructuredData data={structuredData} />
      <PageHero
        title={publicBuyers.hero.title}
        lead={publicBuyers.hero.lead}
        image={publicBuyers.hero.image}
        trail={[{label: publicBuyers.hero.title}]}
      >
        {publicBuyers.updatedAt ? (
          <p className={pageStyles.muted}>
            Dernière mise à jour : <DateText value={publicBuyers.updatedAt} />
          </p>
        ) : null}
      </PageHero>
      <div {...drawnFrom(publicBuyers.content, (content) => <Content content={content} />)} />
      <CtaBand
        id={PUBLIC_BUYERS_ANCHORS.questions}
        {...publicBuyers.cta}
        primary={{label: 'Nous contacter', href: routes.contact}}
        secondary={{label: 'Télécharger le modèle (Word)', href: tenderTemplateDocuments.docx}}
      />
    </>
  )
}
