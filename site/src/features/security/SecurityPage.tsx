import {routes} from '@parlia/schemas/routes'
import {securityDocuments} from '@parlia/schemas/security/documentPaths'

import {PageHead, StructuredData} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {CtaBand} from '../../ui/blocks/ctaBand/CtaBand'
import {RichText} from '../../ui/components/RichText/RichText'
import {Section} from '../../ui/components/Section/Section'
import {drawnFrom} from '../../ui/markup/markupData'
import {DateText} from '../../ui/pageParts/DateText'
import {DataTable} from '../../ui/pageParts/documentParts/DataTable'
import {DocumentCard} from '../../ui/pageParts/documentParts/DocumentCard'
import {PAGE_CONTENTS_ID, PageContents} from '../../ui/pageParts/documentParts/PageContents'
import {pageTitle} from '../../platform/seo/pageTitle'
import type {StructuredDataProps} from '../../platform/seo/structuredData/staticProps'
import type {WithLayout} from '../../ui/layout/staticProps'
import {DOCUMENTS_BAND_TITLE, HISTORY_TITLE, SECURITY_ANCHORS} from './anchors'
import type {SecurityContent, SecurityProps} from './securityData'
import pageStyles from '../../ui/pageParts/ContentPages.module.css'
import styles from './SecurityPage.module.css'
import {EVENT_LABELS} from './eventLabels'

type TextPart = SecurityContent['hosting']

function TextSection({part, tone}: {part: TextPart; tone?: 'alt'}) {
  return (
    <Section labelledBy={part.id} tone={tone}>
      <div className={styles.prose}>
        <h2 id={part.id}>{part.title}</h2>
        <RichText content={part.body} />
      </div>
    </Section>
  )
}

function Documents({content}: {content: SecurityContent}) {
  const offered = [
    {...content.dpa, href: securityDocuments.dpa},
    {...content.securitySummary, href: securityDocuments.securitySummary},
  ]
  return (
    <Section labelledBy={SECURITY_ANCHORS.documents} tone="alt">
      <h2 id={SECURITY_ANCHORS.documents}>{DOCUMENTS_BAND_TITLE}</h2>
      <ul className={pageStyles.grid2}>
        {offered.map(({href, ...document}) => (
          <li key={href}>
            <DocumentCard {...document} downloads={[{href, format: 'PDF'}]} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function SubProcessors({list}: {list: SecurityContent['subProcessors']}) {
  return (
    <Section labelledBy={list.id}>
      <h2 id={list.id}>{list.title}</h2>
      <p className={styles.prose}>{list.intro}</p>
      <DataTable
        captionId={SECURITY_ANCHORS.currentSubProcessors}
        caption="Sous-traitants actuels"
        columns={['Sous-traitant', 'Finalité', 'Lieu de traitement', 'Depuis le']}
        rows={list.current.map((entry) => ({
          key: entry.name,
          cells: [entry.name, entry.purpose, entry.location, <DateText key="since" value={entry.since} />],
        }))}
      />
      <h3 id={SECURITY_ANCHORS.history}>{HISTORY_TITLE}</h3>
      <ol className={styles.history} reversed>
        {list.history.map((event) => (
          <li key={event.id}>
            <DateText value={event.date} /> : <strong>{EVENT_LABELS[event.kind]}</strong> – {event.name}
            {event.detail ? ` (${event.detail})` : null}
          </li>
        ))}
      </ol>
      <p>
        <a href={securityDocuments.subProcessorsFeed} type="application/atom+xml">
          Suivre les changements de sous-traitants (flux Atom)
        </a>
      </p>
    </Section>
  )
}

function Retention({retention}: {retention: SecurityContent['retention']}) {
  return (
    <Section labelledBy={retention.id} tone="alt">
      <h2 id={retention.id}>{retention.title}</h2>
      <p className={styles.prose}>{retention.intro}</p>
      <DataTable
        captionId={SECURITY_ANCHORS.retentionTable}
        caption="Durées de conservation appliquées"
        columns={['Données', 'Durée', 'Point de départ']}
        rows={retention.periods.map((period) => ({
          key: period.key,
          cells: [period.data, period.duration, period.start ?? '–'],
        }))}
      />
    </Section>
  )
}

/** Everything below the hero: no script of its own, so its markup travels once (ui/markup/markupData.ts). */
function Content({content}: {content: SecurityContent}) {
  return (
    <>
      <Section labelledBy={PAGE_CONTENTS_ID}>
        <PageContents items={[{id: SECURITY_ANCHORS.documents, title: DOCUMENTS_BAND_TITLE}, ...content.contents]} />
      </Section>
      <Documents content={content} />
      <TextSection part={content.hosting} />
      <TextSection part={content.encryption} tone="alt" />
      <SubProcessors list={content.subProcessors} />
      <Retention retention={content.retention} />
      <TextSection part={content.models} />
      <TextSection part={content.assistant} tone="alt" />
      <TextSection part={content.rights} />
      <TextSection part={content.accessibility} tone="alt" />
    </>
  )
}

/**
 * /securite-conformite: where the data lives and who processes it, the retention periods, the rights, the models, the
 * site's own assistant and accessibility, with the processing agreement and the security summary to download.
 */
export function SecurityPage({security, layout, structuredData}: WithLayout<SecurityProps> & StructuredDataProps) {
  return (
    <>
      <PageHead
        title={pageTitle(security.seo.metaTitle, security.hero.title, layout.brandName)}
        description={security.seo.metaDescription ?? security.hero.lead}
        atomFeed={{title: security.feedTitle, path: securityDocuments.subProcessorsFeed}}
      />
      <StructuredData data={structuredData} />
      <PageHero
        title={security.hero.title}
        lead={security.hero.lead}
        image={security.hero.image}
        trail={[{label: security.hero.title}]}
      >
        {security.updatedAt ? (
          <p className={pageStyles.muted}>
            Dernière mise à jour : <DateText value={security.updatedAt} />
          </p>
        ) : null}
      </PageHero>
      <div {...drawnFrom(security.content, (content) => <Content content={content} />)} />
      <CtaBand
        id={SECURITY_ANCHORS.questions}
        {...security.cta}
        primary={{label: 'Nous contacter', href: routes.contact}}
        secondary={{label: 'Planifier une démo', href: routes.demo}}
      />
    </>
  )
}
