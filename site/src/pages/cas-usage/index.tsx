import type {GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../layout/staticProps'
import {getUseCases, type UseCasesProps} from '../../useCases/useCaseData'
import {UseCasesPage} from '../../useCases/UseCasesPage'

export default UseCasesPage

export const getStaticProps: GetStaticProps<WithLayout<UseCasesProps>> = (context) =>
  staticPageProps(context, (options) => getUseCases(options))
