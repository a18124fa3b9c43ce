/** @jest-environment node */
import {COMPANY_FACTS} from '@parlia/schemas/constants/company'
import {SOLUTION_OVERVIEW_SLUG} from '@parlia/schemas/routes'
import type {GetStaticPropsContext} from 'next'

import {documentsOfType, siteSettings} from '../../../../test/fixtures/dataset'
import {getJob} from '../../../features/company/companyData'
import {getLayoutData} from '../../../ui/layout/layoutData'
import * as home from '../../../pages/index'
import * as post from '../../../pages/blog/[postId]'
import * as job from '../../../pages/rejoignez-nous/[jobId]'
import * as overview from '../../../pages/solution/index'
import * as solution from '../../../pages/solution/[solution]'
import {postalAddressOf} from './company'
import {withStructuredData} from './staticProps'

// The pages' getStaticProps over the bundled dataset: their structured data is built on the server. What is expected
// is computed from the dataset's documents, so an editor's change of them fails none of these tests.
const context = (params?: Record<string, string>): GetStaticPropsContext => ({params})
const structuredDataOf = async (result: unknown) => {
  const resolved = (await result) as {props?: {structuredData?: Record<string, unknown>}}
  return resolved.props?.structuredData
}

/** Google's employment type of each of our contracts (an apprenticeship has none of its own). */
const EMPLOYMENT_TYPES: Record<string, string> = {
  CDI: 'FULL_TIME',
  CDD: 'TEMPORARY',
  stage: 'INTERN',
  alternance: 'OTHER',
}

describe('structured data in the pages’ static props', () => {
  it('the home page: Organization, from the site settings', async () => {
    const settings = siteSettings()
    expect(await structuredDataOf(home.getStaticProps(context()))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: settings.brandName,
      legalName: settings.legalNotice.companyName,
      foundingDate: String(COMPANY_FACTS.foundedYear),
      address: postalAddressOf(settings.legalNotice.headOffice),
      sameAs: [settings.socialLink.url],
      contactPoint: {email: settings.contactEmail, telephone: settings.legalNotice.phone},
    })
  })

  it('an article: BlogPosting, its image its raster cover, or the logo’s card when the cover is an SVG', async () => {
    const logoCard = (await getLayoutData()).shareImage.url
    for (const document of documentsOfType('post').filter((item) => item.postId?.current)) {
      const postId = document.postId.current
      const data = await structuredDataOf(post.getStaticProps(context({postId})))
      const cover = /-(\d+x\d+)-(\w+)$/.exec(document.cover.asset!._ref)!
      expect(data).toMatchObject({
        '@type': 'BlogPosting',
        headline: document.title,
        url: expect.stringMatching(new RegExp(`/blog/${postId}$`)),
        datePublished: document.publishedAt,
        dateModified: expect.any(String),
        author: {'@type': 'Person', name: document.author.name},
        publisher: {'@type': 'Organization', name: siteSettings().brandName},
        articleSection: expect.arrayContaining([expect.any(String)]),
        image: cover[2] === 'svg' ? logoCard : expect.stringMatching(new RegExp(`-${cover[1]}\\.${cover[2]}$`)),
      })
    }
  })

  it('a job offer: JobPosting, its description the offer’s full text in HTML', async () => {
    for (const document of documentsOfType('job').filter((item) => item.jobId?.current)) {
      const jobId = document.jobId.current
      const data = await structuredDataOf(job.getStaticProps(context({jobId})))
      expect(data).toMatchObject({
        '@type': 'JobPosting',
        title: document.title,
        datePosted: document.datePosted,
        validThrough: document.validThrough,
        employmentType: EMPLOYMENT_TYPES[document.contractType],
        hiringOrganization: {'@type': 'Organization', name: siteSettings().brandName},
        jobLocation: {'@type': 'Place', address: {addressLocality: document.location, addressCountry: 'FR'}},
      })
      expect(data?.description).toBe((await getJob(jobId))!.job.description.__html)
      expect(String(data?.description)).toMatch(/^<(p|h2|h3|ul|ol)[ >]/)
    }
  })

  it('the solution pages: SoftwareApplication, listing their features', async () => {
    const pages = documentsOfType('solutionPage').filter((page) => page.slug?.current)
    for (const page of pages) {
      const result =
        page.slug.current === SOLUTION_OVERVIEW_SLUG
          ? overview.getStaticProps(context())
          : solution.getStaticProps(context({solution: page.slug.current}))
      const features = page.features.map((feature) => feature.title)
      expect(await structuredDataOf(result)).toMatchObject({
        '@type': 'SoftwareApplication',
        name: page.title,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        ...(features.length ? {featureList: features} : {}),
      })
    }
  })

  it('leaves a 404 or a redirect as it is', () => {
    const build = jest.fn()
    expect(withStructuredData(build)({notFound: true, revalidate: 300})).toEqual({notFound: true, revalidate: 300})
    expect(build).not.toHaveBeenCalled()
  })
})
