import {JOB_CONTRACT_TYPES, JOB_REMOTE_POLICIES} from '@parlia/schemas/constants'

import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {aboutPageQuery, jobIdsQuery, jobQuery, jobsQuery} from '../content/queries'
import {resolveRichText} from '../content/richText'
import {toFeatures, toHero, toSeo, uniqueIds} from '../contentPages/mappers'
import type {FeatureData, HeroData, KeyFigureData, RichBody, SeoData} from '../contentPages/types'

export interface JobCardData {
  id: string
  jobId: string
  title: string
  /** French titles of the constants (« CDI », « Hybride »…). */
  contract: string
  location: string
  remote: string
  summary: string
  datePosted: string
  validThrough: string | null
}

export interface JobData extends JobCardData {
  /** The values behind `contract` and `remote` (constants), for the offer's structured data. */
  contractType: string
  remotePolicy: string
  description: RichBody
  seo: SeoData
}

export interface JobsProps {
  jobs: JobCardData[]
}

export interface JobProps {
  job: JobData
}

export interface AboutProps {
  about: {
    hero: HeroData
    figures: KeyFigureData[]
    story: RichBody
    values: FeatureData[]
    seo: SeoData
  }
}

export const contractTitle = (value: string) => JOB_CONTRACT_TYPES.find((type) => type.value === value)?.title ?? value
export const remoteTitle = (value: string) => JOB_REMOTE_POLICIES.find((policy) => policy.value === value)?.title ?? value

function toJobCard(job: {
  _id: string
  jobId: string
  title: string
  contractType: string
  location: string
  remotePolicy: string
  summary: string
  datePosted: string
  validThrough: string | null
}): JobCardData {
  return {
    id: job._id,
    jobId: job.jobId,
    title: job.title,
    contract: contractTitle(job.contractType),
    location: job.location,
    remote: remoteTitle(job.remotePolicy),
    summary: job.summary,
    datePosted: job.datePosted,
    validThrough: job.validThrough ?? null,
  }
}

export async function getJobs(options: FetchOptions = {}): Promise<JobsProps> {
  const jobs = await fetchContent(jobsQuery, {}, options)
  return {jobs: jobs.filter((job) => job.jobId).map(toJobCard)}
}

export async function getJob(jobId: string | undefined, options: FetchOptions = {}): Promise<JobProps | null> {
  if (!jobId) return null
  const job = await fetchContent(jobQuery, {jobId}, options)
  if (!job) return null
  return {
    job: {
      ...toJobCard(job),
      contractType: job.contractType,
      remotePolicy: job.remotePolicy,
      description: resolveRichText(job.description),
      seo: toSeo(job.seo),
    },
  }
}

export async function getJobIds(): Promise<string[]> {
  return uniqueIds(await fetchContent(jobIdsQuery))
}

export async function getAbout(options: FetchOptions = {}): Promise<AboutProps | null> {
  const about = await fetchContent(aboutPageQuery, {}, options)
  if (!about) return null
  return {
    about: {
      hero: toHero(about.hero),
      figures: (about.figures ?? []).map(({_key, value, label}) => ({key: _key, value, label})),
      story: resolveRichText(about.story),
      values: toFeatures(about.values),
      seo: toSeo(about.seo),
    },
  }
}
