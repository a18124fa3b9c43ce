import type {
  GetServerSidePropsContext,
  GetServerSidePropsResult,
  GetStaticPropsContext,
  GetStaticPropsResult,
} from 'next'

import {queryPageOptions, visitedSearch} from '../../platform/routing/queryPages'
import {getLayoutData} from '../../ui/layout/layoutData'
import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'
import {getSavingsCalculatorPage, type SavingsCalculatorProps} from './calculatorData'
import {savingsFieldsFromQuery} from './estimate'
import type {SavingsEstimateProps} from './SavingsCalculatorPage'

type Props = WithLayout<SavingsCalculatorProps & SavingsEstimateProps>

/** getStaticProps of /ressources/calculateur-economies without figures: the Studio's defaults. */
export const savingsCalculatorStaticProps = (context: GetStaticPropsContext): Promise<GetStaticPropsResult<Props>> =>
  staticPageProps(context, async (options) => {
    const page = await getSavingsCalculatorPage(options)
    if (!page) return null
    return {
      ...page,
      estimate: {fields: savingsFieldsFromQuery({}, page.calculator.defaults), submitted: false, query: ''},
    }
  })

/**
 * getServerSideProps of /ressources/calculateur-economies with figures in its query (the form sent without
 * JavaScript, a shared link): the estimate of the address's figures, each missing one from the defaults.
 */
export async function savingsEstimateProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<Props>> {
  const {query} = context
  const options = await queryPageOptions(context)
  const [layout, page] = await Promise.all([getLayoutData(options), getSavingsCalculatorPage(options)])
  if (!page) return {notFound: true}
  return {
    props: {
      ...page,
      estimate: {
        fields: savingsFieldsFromQuery(query, page.calculator.defaults),
        submitted: true,
        query: visitedSearch(query),
      },
      layout,
      ...(options.preview && {preview: true as const}),
    },
  }
}
