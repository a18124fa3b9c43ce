import {customerCasePath} from '@parlia/schemas/routes'
import type {GetStaticPaths, GetStaticProps} from 'next'

import {
  getCustomerStory,
  getCustomerStorySlugs,
  type CustomerStoryProps,
} from '../../../features/customerStories/customerStoryData'
import {CustomerStoryPage} from '../../../features/customerStories/CustomerStoryPage'
import {staticPageProps, type WithLayout} from '../../../ui/layout/staticProps'
import {sectorTitle} from '../../../ui/pageParts/sectors'
import {customerStoryJsonLd} from '../../../platform/seo/structuredData/customerStory'
import {organizationOf} from '../../../platform/seo/structuredData/organization'
import {withStructuredData, type StructuredDataProps} from '../../../platform/seo/structuredData/staticProps'

export default CustomerStoryPage

export const getStaticPaths: GetStaticPaths = async () => {
  const slugs = await getCustomerStorySlugs()
  // Stories published after the build are generated on their first request; removed ones answer 404.
  return {paths: slugs.map((slug) => ({params: {slug}})), fallback: 'blocking'}
}

export const getStaticProps: GetStaticProps<WithLayout<CustomerStoryProps> & StructuredDataProps> = (context) => {
  const slug = context.params?.slug
  return staticPageProps(context, (options) =>
    getCustomerStory(typeof slug === 'string' ? slug : undefined, options),
  ).then(
    withStructuredData(({story, layout}) =>
      customerStoryJsonLd(
        {...story, sector: sectorTitle(story.sector), path: customerCasePath(story.slug)},
        organizationOf(layout),
      ),
    ),
  )
}
