import type {GetStaticProps} from 'next'

import {getJobs, type JobsProps} from '../../company/companyData'
import {JobsPage} from '../../company/JobsPage'
import {staticPageProps, type WithLayout} from '../../layout/staticProps'

export default JobsPage

export const getStaticProps: GetStaticProps<WithLayout<JobsProps>> = (context) =>
  staticPageProps(context, (options) => getJobs(options))
