import {DateText} from '../../ui/pageParts/DateText'
import type {JobCardData} from './companyData'

export const SPONTANEOUS_SUBJECT = 'Candidature spontanée'
export const applicationSubject = (title: string) => `Candidature : ${title}`

/** Contract, place and remote policy of an offer; its dates too when detailed. */
export function JobFacts({
  job,
  className,
  detailed = false,
}: {
  job: JobCardData
  className?: string
  detailed?: boolean
}) {
  return (
    <dl className={className}>
      <div>
        <dt>Contrat</dt>
        <dd>{job.contract}</dd>
      </div>
      <div>
        <dt>Lieu</dt>
        <dd>{job.location}</dd>
      </div>
      <div>
        <dt>Télétravail</dt>
        <dd>{job.remote}</dd>
      </div>
      {detailed ? (
        <>
          <div>
            <dt>Publiée le</dt>
            <dd>
              <DateText value={job.datePosted} />
            </dd>
          </div>
          {job.validThrough ? (
            <div>
              <dt>Candidatures jusqu’au</dt>
              <dd>
                <DateText value={job.validThrough} />
              </dd>
            </div>
          ) : null}
        </>
      ) : null}
    </dl>
  )
}
