import type {GetStaticProps} from 'next'

import {staticPageProps, type WithLayout} from '../../layout/staticProps'
import {organizationOf} from '../../seo/structuredData/organization'
import {softwareApplicationJsonLd, solutionSoftware} from '../../seo/structuredData/softwareApplication'
import {withStructuredData, type StructuredDataProps} from '../../seo/structuredData/staticProps'
import {getSolutionOverview, type SolutionOverviewProps} from '../../solutions/solutionData'
import {SolutionOverviewPage} from '../../solutions/SolutionPages'

export default SolutionOverviewPage

export const getStaticProps: GetStaticProps<WithLayout<SolutionOverviewProps> & StructuredDataProps> = (context) =>
  staticPageProps(context, (options) => getSolutionOverview(options)).then(
    withStructuredData(({overview, layout}) =>
      softwareApplicationJsonLd(solutionSoftware(overview), organizationOf(layout)),
    ),
  )
