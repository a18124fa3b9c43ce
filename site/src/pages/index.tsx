import type {GetStaticProps} from 'next'

import {PageHead, StructuredData} from '#seo/head'

import {CustomerCases} from '../home/CustomerCases'
import {CustomerLogos} from '../home/CustomerLogos'
import {Connectors} from '../home/Connectors'
import {DemoCta} from '../home/DemoCta'
import {Hero} from '../home/Hero'
import {getHomeData, type HomeData} from '../home/homeData'
import {SemanticsBlock} from '../home/SemanticsBlock'
import {Values} from '../home/Values'
import {staticPageProps, type WithLayout} from '../layout/staticProps'
import {getOrganization} from '../seo/seoData'
import {organizationJsonLd} from '../seo/structuredData/company'
import type {StructuredDataProps} from '../seo/structuredData/staticProps'

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
