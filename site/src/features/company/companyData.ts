import {JOB_CONTRACT_TYPES, JOB_REMOTE_POLICIES} from '@parlia/schemas/constants'

import {anchorAbout, anchorHeadings} from '../../ui/anchors/pageAnchors'
import {renderRichText} from '../../ui/components/RichText/renderRichText'
import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {aboutPageQuery, jobIdsQuery, jobQuery, jobsPageQuery} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'
import {withListingPage} from '../listings/listingPage'
import {listPage, pageSlice} from '../listings/paging'
import {pageCount} from '../../ui/components/Pagination/paginationWindow'
import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'
import {PRERENDERED_PER_TYPE} from '../../ui/layout/staticProps'

export type JobsProps = NonNullable<Awaited<ReturnType<typeof getJobs>>>
export type JobCardData = JobsProps['jobs'][number]
export type JobProps = NonNullable<Awaited<ReturnType<typeof getJob>>>
export type JobData = JobProps['job']
export type AboutProps = NonNullable<Awaited<ReturnType<typeof getAbout>>>

export const contractTitle = (value: string) => JOB_CONTRACT_TYPES.find((type) => type.value === value)?.title ?? value
export const remoteTitle = (value: string) =>
  JOB_REMOTE_POLICIES.find((policy) => policy.value === value)?.title ?? value

/** An offer with the French titles of its contract and remote policy (« CDI », « Hybride »…). */
function withTitles<J extends {contractType: string; remotePolicy: string}>(job: J) {
  return {...job, contract: contractTitle(job.contractType), remote: remoteTitle(job.remotePolicy)}
}

/** Page `page` of the job offers with the listing's texts, or null past the last page (→ 404). */
export const getJobs = (page: number, options: FetchOptions = {}) =>
  withListingPage(
    'jobs',
    options,
    fetchContent(jobsPageQuery, pageSlice(page, 'jobs'), options).then((result) => {
      const found = listPage(result, page, 'jobs')
      return (
        found && {jobs: found.items.map(withTitles), paging: {page, pageCount: found.pageCount, total: found.total}}
      )
    }),
  )

/** How many pages the job offers fill now (getStaticPaths). */
export async function getJobsPageCount(options: FetchOptions = {}): Promise<number> {
  const {total} = await fetchContent(jobsPageQuery, {start: 0, end: 0}, options)
  return pageCount(total, PAGED_LISTINGS.jobs.pageSize)
}

export async function getJob(jobId: string | undefined, options: FetchOptions = {}) {
  const job = jobId ? resolveImages(await fetchContent(jobQuery, {jobId}, options)) : null
  return job && {job: {...withTitles(job), description: renderRichText(anchorHeadings(job.description))}}
}

/** The job offers whose page is generated at build: the most recent. */
export async function getJobIds(): Promise<string[]> {
  return fetchContent(jobIdsQuery, {limit: PRERENDERED_PER_TYPE})
}

/** The about page as it is shown: its headings anchored, its story rendered. */
export function aboutPageOf<P extends Parameters<typeof anchorAbout>[0]>(about: P) {
  const anchored = anchorAbout(about)
  return {...anchored, story: renderRichText(anchored.story)}
}

export async function getAbout(options: FetchOptions = {}) {
  const about = resolveImages(await fetchContent(aboutPageQuery, {}, options))
  return about && {about: aboutPageOf(about)}
}
