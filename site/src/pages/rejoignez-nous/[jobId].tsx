import type {GetStaticPaths, GetStaticProps} from 'next'

import {getJob, getJobIds, type JobProps} from '../../company/companyData'
import {JobPage} from '../../company/JobPage'
import {staticPageProps, type WithLayout} from '../../layout/staticProps'

export default JobPage

export const getStaticPaths: GetStaticPaths = async () => {
  const jobIds = await getJobIds()
  // Offers published after the build are generated on their first request; removed ones answer 404.
  return {paths: jobIds.map((jobId) => ({params: {jobId}})), fallback: 'blocking'}
}

export const getStaticProps: GetStaticProps<WithLayout<JobProps>> = (context) => {
  const jobId = context.params?.jobId
  return staticPageProps(context, (options) => getJob(typeof jobId === 'string' ? jobId : undefined, options))
}
