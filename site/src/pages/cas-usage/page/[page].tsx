import type {GetStaticPaths, GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../../ui/layout/staticProps'
import {getUseCases, getUseCasesPageCount, type UseCasesProps} from '../../../features/useCases/useCaseData'
import {UseCasesPage} from '../../../features/useCases/UseCasesPage'
import {listPageStaticPaths, parsePageParam} from '../../../features/listings/paging'

/** Page N of the use cases, reached as /cas-usage?page=N (a rewrite in next.config.ts); any other value is a 404. */
export default UseCasesPage

export const getStaticPaths: GetStaticPaths = async () => listPageStaticPaths(await getUseCasesPageCount())

export const getStaticProps: GetStaticProps<WithLayout<UseCasesProps>> = (context) => {
  const page = parsePageParam(context.params?.page)
  return staticPageProps(context, async (options) => (page === null ? null : getUseCases(page, options)))
}
