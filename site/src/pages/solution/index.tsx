import type {GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../ui/layout/staticProps'
import {organizationOf} from '../../platform/seo/structuredData/organization'
import {softwareApplicationJsonLd, solutionSoftware} from '../../platform/seo/structuredData/softwareApplication'
import {withStructuredData, type StructuredDataProps} from '../../platform/seo/structuredData/staticProps'
import {getSolutionOverview, type SolutionOverviewProps} from '../../features/solutions/solutionData'
import {SolutionOverviewPage} from '../../features/solutions/SolutionPages'

export default SolutionOverviewPage

export const getStaticProps: GetStaticProps<WithLayout<SolutionOverviewProps> & StructuredDataProps> = (context) =>
  staticPageProps(context, (options) => getSolutionOverview(options)).then(
    withStructuredData(({overview, layout}) =>
      softwareApplicationJsonLd(solutionSoftware(overview), organizationOf(layout)),
    ),
  )
