import type {GetStaticProps} from 'next'

import {PageHead, StructuredData} from '#seo/head'

import {getHomeData, homeSectionsData, type HomeSectionsData} from '../features/home/homeData'
import {HomeSections} from '../features/home/sections/generated/HomeSections'
import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'
import {getOrganization} from '../platform/seo/seoData'
import {organizationJsonLd} from '../platform/seo/structuredData/company'
import type {StructuredDataProps} from '../platform/seo/structuredData/staticProps'

type HomeProps = WithLayout<{home: HomeSectionsData} & StructuredDataProps>

export default function HomePage({home, layout, structuredData}: HomeProps) {
  return (
    <>
      <PageHead
        title={home.seo.metaTitle ?? `${layout.brandName} – ${layout.tagline}`}
        description={home.seo.metaDescription}
      />
      <StructuredData data={structuredData} />
      <HomeSections home={home} />
    </>
  )
}

export const getStaticProps: GetStaticProps<HomeProps> = (context) =>
  staticPageProps(context, async (options) => {
    const [home, organization] = await Promise.all([getHomeData(options), getOrganization(options)])
    return home && organization && {home: homeSectionsData(home), structuredData: organizationJsonLd(organization)}
  })
