import {routes} from '@parlia/schemas/routes'

import {PageHead, StructuredData} from '#seo/head'

import {Button} from '../components/Button/Button'
import {PageHero} from '../components/PageHero/PageHero'
import {RichText} from '../components/RichText/RichText'
import {Section} from '../components/Section/Section'
import {ProseBand} from '../contentPages/Blocks'
import styles from '../contentPages/ContentPages.module.css'
import {pageTitle} from '../seo/pageTitle'
import {mailtoHref} from '../contentPages/links'
import type {WithLayout} from '../layout/staticProps'
import type {StructuredDataProps} from '../seo/structuredData/staticProps'
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
