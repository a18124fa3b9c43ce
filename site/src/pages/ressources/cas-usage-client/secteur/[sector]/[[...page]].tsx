import type {GetStaticPaths, GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../../../../ui/layout/staticProps'
import {
  getCustomerCases,
  getCustomerCaseSectors,
  type CustomerCasesProps,
} from '../../../../../features/resources/resourceData'
import {CustomerCasesPage} from '../../../../../features/resources/CustomerCasesPage'
import {parsePageParam} from '../../../../../features/listings/paging'

/**
 * One sector's customer cases, reached as /ressources/cas-usage-client?secteur=<slug> (then &page=N), rewritten here
 * by next.config.ts: page 1 at …/secteur/<slug>, page N at …/secteur/<slug>/page/N. An unknown sector, or any other
 * page value, is a 404.
 */
export default CustomerCasesPage

/** Each sector's first page at build; later pages, and sectors that gain a case, on their first request. */
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await getCustomerCaseSectors()).map((sector) => ({params: {sector, page: []}})),
  fallback: 'blocking',
})

/** The page number the optional segments name: none for page 1, `page/N` for page N (N ≥ 2); null otherwise. */
function pageOf(segments: string | string[] | undefined): number | null {
  if (segments === undefined || (Array.isArray(segments) && segments.length === 0)) return 1
  if (!Array.isArray(segments) || segments.length !== 2 || segments[0] !== 'page') return null
  const page = parsePageParam(segments[1])
  return page !== null && page > 1 ? page : null
}

export const getStaticProps: GetStaticProps<WithLayout<CustomerCasesProps>> = (context) => {
  const page = pageOf(context.params?.page)
  const sector = context.params?.sector
  return staticPageProps(context, async (options) =>
    page === null || typeof sector !== 'string' ? null : getCustomerCases(page, options, sector),
  )
}
