import type {JobPosting, WithContext} from 'schema-dts'

import {absoluteUrl} from '../urls'
import {organizationRef, type OrganizationRef} from './organization'

export interface JobFacts {
  title: string
  /** The full description, in HTML (as Google reads it). */
  description: string
  path: string
  jobId: string
  datePosted: string
  validThrough: string | null
  /** Raw values of the job document (constants JOB_CONTRACT_TYPES and JOB_REMOTE_POLICIES). */
  contractType: string
  remotePolicy: string
  location: string
}

/** Google's employment types for our contracts; an apprenticeship (alternance) has none of its own. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  CDI: 'FULL_TIME',
  CDD: 'TEMPORARY',
  stage: 'INTERN',
  alternance: 'OTHER',
}
const FULLY_REMOTE = 'teletravail'

/** JobPosting of a job offer. */
export function jobPostingJsonLd(job: JobFacts, hiringOrganization: OrganizationRef): WithContext<JobPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: absoluteUrl(job.path, hiringOrganization.siteUrl),
    identifier: {'@type': 'PropertyValue', name: hiringOrganization.name, value: job.jobId},
    datePosted: job.datePosted,
    ...(job.validThrough ? {validThrough: job.validThrough} : {}),
    employmentType: EMPLOYMENT_TYPES[job.contractType] ?? 'OTHER',
    hiringOrganization: organizationRef(hiringOrganization),
    jobLocation: {
      '@type': 'Place',
      address: {'@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'FR'},
    },
    ...(job.remotePolicy === FULLY_REMOTE
      ? {jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: {'@type': 'Country', name: 'France'}}
      : {}),
    directApply: false,
  }
}
