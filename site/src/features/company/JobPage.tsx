import {routes} from '@parlia/schemas/routes'

import {PageHead, StructuredData} from '#seo/head'

import {Button} from '../../ui/components/Button/Button'
import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import {RichText} from '../../ui/components/RichText/RichText'
import {Section} from '../../ui/components/Section/Section'
import {ProseBand} from '../../ui/blocks/proseBand/ProseBand'
import styles from '../../ui/pageParts/ContentPages.module.css'
import {pageTitle} from '../../platform/seo/pageTitle'
import {mailtoHref} from '../../ui/pageParts/links'
import type {WithLayout} from '../../ui/layout/staticProps'
import type {StructuredDataProps} from '../../platform/seo/structuredData/staticProps'
import type {JobProps} from './companyData'
import {applicationSubject, JobFacts} from './JobFacts'

/** /rejoignez-nous/{jobId}: the offer, its facts and the application by e-mail. */
export function JobPage({job, layout, structuredData}: WithLayout<JobProps> & StructuredDataProps) {
  const apply = mailtoHref(layout.contactEmail, applicationSubject(job.title))
  return (
    <>
      <PageHead
        title={pageTitle(job.seo.metaTitle, job.title, layout.brandName)}
        description={job.seo.metaDescription ?? job.summary}
      />
      <StructuredData data={structuredData} />
      <PageHero
        title={job.title}
        lead={job.summary}
        trail={[{label: 'Rejoignez-nous', href: routes.jobs}, {label: job.title}]}
      >
        <JobFacts job={job} className={styles.facts} detailed />
        <div className={styles.actions}>
          <Button href={apply}>Postuler</Button>
        </div>
      </PageHero>
      <ProseBand>
        <RichText content={job.description} />
      </ProseBand>
      <Section labelledBy="postuler" tone="alt">
        <div className={styles.intro}>
          <h2 id="postuler">Postuler</h2>
          <p>
            Envoyez votre CV et quelques lignes sur votre motivation à {layout.contactEmail}, en rappelant l’intitulé du
            poste.
          </p>
          <div className={styles.actions}>
            <Button href={apply}>Postuler par e-mail</Button>
            <Button href={routes.jobs} kind="secondary">
              Voir toutes nos offres
            </Button>
          </div>
        </div>
      </Section>
    </>
  )
}
