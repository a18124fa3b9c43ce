import type {GetStaticProps} from 'next'

import {PageHead, StructuredData} from '#seo/head'

import {CustomerCases} from '../features/home/CustomerCases'
import {CustomerLogos} from '../features/home/CustomerLogos'
import {Connectors} from '../features/home/Connectors'
import {DemoCta} from '../features/home/DemoCta'
import {Hero} from '../features/home/Hero'
import {getHomeData, type HomeData} from '../features/home/homeData'
import {SemanticsBlock} from '../features/home/SemanticsBlock'
import {Values} from '../features/home/Values'
import {staticPageProps, type WithLayout} from '../ui/layout/staticProps'
import {getOrganization} from '../platform/seo/seoData'
import {organizationJsonLd} from '../platform/seo/structuredData/company'
import type {StructuredDataProps} from '../platform/seo/structuredData/staticProps'

type HomeProps = WithLayout<{home: HomeData} & StructuredDataProps>

export default function HomePage({home, layout, structuredData}: HomeProps) {
  return (
    <>
      <PageHead
        title={home.seo.metaTitle ?? `${layout.brandName} – ${layout.tagline}`}
        description={home.seo.metaDescription}
      />
      <StructuredData data={structuredData} />
      <Hero hero={home.hero} />
      <CustomerLogos block={home.customerLogos} />
      <SemanticsBlock block={home.semantics} />
      <Values values={home.values} />
      <CustomerCases block={home.customerCases} />
      <Connectors block={home.connectors} />
      <DemoCta block={home.demoCta} />
    </>
  )
}

export const getStaticProps: GetStaticProps<HomeProps> = (context) =>
  staticPageProps(context, async (options) => {
    const [home, organization] = await Promise.all([getHomeData(options), getOrganization(options)])
    return home && organization && {home, structuredData: organizationJsonLd(organization)}
  })
