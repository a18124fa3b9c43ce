import type {GetStaticProps} from 'next'

import {getJobs, type JobsProps} from '../../features/company/companyData'
import {JobsPage} from '../../features/company/JobsPage'
import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'

export default JobsPage

export const getStaticProps: GetStaticProps<WithLayout<JobsProps>> = (context) =>
  staticPageProps(context, (options) => getJobs(1, options))
