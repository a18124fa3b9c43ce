import type {GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'
import {getUseCases, type UseCasesProps} from '../../features/useCases/useCaseData'
import {UseCasesPage} from '../../features/useCases/UseCasesPage'

export default UseCasesPage

export const getStaticProps: GetStaticProps<WithLayout<UseCasesProps>> = (context) =>
  staticPageProps(context, (options) => getUseCases(1, options))
