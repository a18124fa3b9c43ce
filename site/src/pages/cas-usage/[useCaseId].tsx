import type {GetStaticPaths, GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'
import {getUseCase, getUseCaseIds, type UseCaseProps} from '../../features/useCases/useCaseData'
import {UseCasePage} from '../../features/useCases/UseCasePage'

export default UseCasePage

export const getStaticPaths: GetStaticPaths = async () => {
  const useCaseIds = await getUseCaseIds()
  // Use cases added after the build are generated on their first request; deleted ones answer 404.
  return {paths: useCaseIds.map((useCaseId) => ({params: {useCaseId}})), fallback: 'blocking'}
}

export const getStaticProps: GetStaticProps<WithLayout<UseCaseProps>> = (context) => {
  const useCaseId = context.params?.useCaseId
  return staticPageProps(context, (options) =>
    getUseCase(typeof useCaseId === 'string' ? useCaseId : undefined, options),
  )
}
