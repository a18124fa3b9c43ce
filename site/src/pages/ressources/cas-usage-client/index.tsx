import type {GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../../ui/layout/staticProps'
import {getCustomerCases, type CustomerCasesProps} from '../../../features/resources/resourceData'
import {CustomerCasesPage} from '../../../features/resources/CustomerCasesPage'

export default CustomerCasesPage

export const getStaticProps: GetStaticProps<WithLayout<CustomerCasesProps>> = (context) =>
  staticPageProps(context, (options) => getCustomerCases(1, options))
