import {routes, SOLUTION_OVERVIEW_SLUG} from '@parlia/schemas/routes'
import type {GetStaticPaths, GetStaticProps} from 'next'

import {REVALIDATE_SECONDS, staticPageProps, type WithLayout} from '../../ui/layout/staticProps'
import {organizationOf} from '../../platform/seo/structuredData/organization'
import {softwareApplicationJsonLd, solutionSoftware} from '../../platform/seo/structuredData/softwareApplication'
import {withStructuredData, type StructuredDataProps} from '../../platform/seo/structuredData/staticProps'
import {getSolution, getSolutionSlugs, type SolutionProps} from '../../features/solutions/solutionData'
import {SolutionPage} from '../../features/solutions/SolutionPages'

export default SolutionPage

export const getStaticPaths: GetStaticPaths = async () => {
  const slugs = await getSolutionSlugs()
  // Pages created after the build are generated on their first request; deleted ones answer 404.
  return {paths: slugs.map((solution) => ({params: {solution}})), fallback: 'blocking'}
}

export const getStaticProps: GetStaticProps<WithLayout<SolutionProps> & StructuredDataProps> = (context) => {
  const slug = context.params?.solution
  // The overview's document is served at /solution: its slug is not a second URL of it.
  if (slug === SOLUTION_OVERVIEW_SLUG) {
    return {redirect: {destination: routes.solution, permanent: true}, revalidate: REVALIDATE_SECONDS}
  }
  return staticPageProps(context, (options) => getSolution(typeof slug === 'string' ? slug : undefined, options)).then(
    withStructuredData(({solution, layout}) =>
      softwareApplicationJsonLd(solutionSoftware(solution), organizationOf(layout)),
    ),
  )
}
