import {jobPath} from '@parlia/schemas/routes'
import type {GetStaticPaths, GetStaticProps} from 'next'

import {getJob, getJobIds, type JobProps} from '../../features/company/companyData'
import {JobPage} from '../../features/company/JobPage'
import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'
import {jobPostingJsonLd} from '../../platform/seo/structuredData/jobPosting'
import {organizationOf} from '../../platform/seo/structuredData/organization'
import {withStructuredData, type StructuredDataProps} from '../../platform/seo/structuredData/staticProps'

export default JobPage

export const getStaticPaths: GetStaticPaths = async () => {
  const jobIds = await getJobIds()
  // Offers published after the build are generated on their first request; removed ones answer 404.
  return {paths: jobIds.map((jobId) => ({params: {jobId}})), fallback: 'blocking'}
}

export const getStaticProps: GetStaticProps<WithLayout<JobProps> & StructuredDataProps> = (context) => {
  const jobId = context.params?.jobId
  return staticPageProps(context, (options) => getJob(typeof jobId === 'string' ? jobId : undefined, options)).then(
    withStructuredData(({job, layout}) =>
      jobPostingJsonLd(
        // Google reads a job posting's description as HTML: the offer's text as the page shows it.
        {...job, description: job.description.__html || job.summary, path: jobPath(job.jobId)},
        organizationOf(layout),
      ),
    ),
  )
}
