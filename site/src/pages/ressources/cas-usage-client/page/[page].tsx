import type {GetStaticPaths, GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../../../ui/layout/staticProps'
import {
  getCustomerCases,
  getCustomerCasesPageCount,
  type CustomerCasesProps,
} from '../../../../features/resources/resourceData'
import {CustomerCasesPage} from '../../../../features/resources/CustomerCasesPage'
import {listPageStaticPaths, parsePageParam} from '../../../../features/listings/paging'

/**
 * Page N of the customer cases, reached as /ressources/cas-usage-client?page=N (a rewrite in next.config.ts); any
 * other value is a 404.
 */
export default CustomerCasesPage

export const getStaticPaths: GetStaticPaths = async () => listPageStaticPaths(await getCustomerCasesPageCount())

export const getStaticProps: GetStaticProps<WithLayout<CustomerCasesProps>> = (context) => {
  const page = parsePageParam(context.params?.page)
  return staticPageProps(context, async (options) => (page === null ? null : getCustomerCases(page, options)))
}
