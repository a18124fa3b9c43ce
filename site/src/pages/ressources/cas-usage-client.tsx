import type {GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../layout/staticProps'
import {getCustomerCases, type CustomerCasesProps} from '../../resources/resourceData'
import {CustomerCasesPage} from '../../resources/CustomerCasesPage'

export default CustomerCasesPage

export const getStaticProps: GetStaticProps<WithLayout<CustomerCasesProps>> = (context) =>
  staticPageProps(context, (options) => getCustomerCases(options))
