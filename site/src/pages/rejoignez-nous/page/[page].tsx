import type {GetStaticPaths, GetStaticProps} from 'next'

import {getJobs, getJobsPageCount, type JobsProps} from '../../../features/company/companyData'
import {JobsPage} from '../../../features/company/JobsPage'
import {listPageStaticPaths, parsePageParam} from '../../../features/listings/paging'
import {staticPageProps, type WithLayout} from '../../../ui/layout/staticProps'

/** Page N of the job offers, reached as /rejoignez-nous?page=N (a rewrite in next.config.ts); any other value is a 404. */
export default JobsPage

export const getStaticPaths: GetStaticPaths = async () => listPageStaticPaths(await getJobsPageCount())

export const getStaticProps: GetStaticProps<WithLayout<JobsProps>> = (context) => {
  const page = parsePageParam(context.params?.page)
  return staticPageProps(context, async (options) => (page === null ? null : getJobs(page, options)))
}
