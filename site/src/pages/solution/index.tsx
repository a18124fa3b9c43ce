import type {GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../layout/staticProps'
import {getSolutionOverview, type SolutionOverviewProps} from '../../solutions/solutionData'
import {SolutionOverviewPage} from '../../solutions/SolutionPages'

export default SolutionOverviewPage

export const getStaticProps: GetStaticProps<WithLayout<SolutionOverviewProps>> = (context) =>
  staticPageProps(context, (options) => getSolutionOverview(options))
