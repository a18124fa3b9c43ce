import {jobPath} from '@parlia/schemas/routes'

import {Button} from '../../ui/components/Button/Button'
import {Card} from '../../ui/components/Card/Card'
import {Section} from '../../ui/components/Section/Section'
import styles from '../../ui/pageParts/ContentPages.module.css'
import {mailtoHref} from '../../ui/pageParts/links'
import type {WithLayout} from '../../ui/layout/staticProps'
import {ListingHero} from '../listings/ListingHero'
import {ListingPagination} from '../listings/ListingPagination'
import type {JobsProps} from './companyData'
import {DateText} from '../../ui/pageParts/DateText'
import {JobFacts, SPONTANEOUS_SUBJECT} from './JobFacts'

/** /rejoignez-nous (page N at ?page=N): the open positions, a page at a time, and spontaneous applications by e-mail. */
export function JobsPage({listing, jobs, paging, layout}: WithLayout<JobsProps>) {
  return (
    <>
      <ListingHero
        listing={listing}
        brandName={layout.brandName}
        parents={[{label: 'À propos'}]}
        paging={{...paging, key: 'jobs'}}
      />
      <Section labelledBy="offres">
        <h2 id="offres">Nos offres</h2>
        {jobs.length ? (
          <ul className={styles.grid2}>
            {jobs.map((job) => (
              <li key={job.id}>
                <Card
                  title={job.title}
                  titleLevel={3}
                  href={jobPath(job.jobId)}
                  footer={
                    <>
                      Publiée le <DateText value={job.datePosted} />
                    </>
                  }
                >
                  <JobFacts job={job} className={styles.inlineFacts} />
                  <p>{job.summary}</p>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p>Aucune offre n’est ouverte en ce moment : votre candidature spontanée est la bienvenue.</p>
        )}
        <ListingPagination listing="jobs" paging={paging} label="Pages des offres" />
      </Section>
      <Section labelledBy="candidature-spontanee" tone="alt">
        <div className={styles.intro}>
          <h2 id="candidature-spontanee">Candidature spontanée</h2>
          <p>
            Vous ne trouvez pas l’offre qui vous correspond ? Envoyez-nous votre CV et quelques mots sur ce que vous
            aimeriez apporter à l’équipe, à l’adresse {layout.contactEmail}.
          </p>
          <Button href={mailtoHref(layout.contactEmail, SPONTANEOUS_SUBJECT)}>Envoyer une candidature spontanée</Button>
        </div>
      </Section>
    </>
  )
}
