/** @jest-environment node */
import type {GetStaticPropsContext} from 'next'

import * as home from '../../pages/index'
import * as post from '../../pages/blog/[postId]'
import * as job from '../../pages/rejoignez-nous/[jobId]'
import * as overview from '../../pages/solution/index'
import * as solution from '../../pages/solution/[solution]'
import {withStructuredData} from './staticProps'

// The pages' getStaticProps over the bundled dataset: their structured data is built on the server.
const context = (params?: Record<string, string>): GetStaticPropsContext => ({params})
const structuredDataOf = async (result: unknown) => {
  const resolved = (await result) as {props?: {structuredData?: Record<string, unknown>}}
  return resolved.props?.structuredData
}

describe('structured data in the pages’ static props', () => {
  it('the home page: Organization', async () => {
    expect(await structuredDataOf(home.getStaticProps(context()))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Parlia',
      legalName: 'Parlia SAS',
      foundingDate: '2018',
      address: {addressLocality: 'Lyon', postalCode: '69003'},
      sameAs: ['https://www.linkedin.com/company/parlia'],
      contactPoint: {email: 'contact@parlia.fr', telephone: '+33 4 78 00 00 00'},
    })
  })

  it('an article: BlogPosting, its image the logo’s card when the cover is an SVG', async () => {
    expect(await structuredDataOf(post.getStaticProps(context({postId: 'accessibilite-rgaa-chatbot'})))).toMatchObject({
      '@type': 'BlogPosting',
      url: expect.stringMatching(/\/blog\/accessibilite-rgaa-chatbot$/),
      datePublished: expect.any(String),
      dateModified: expect.any(String),
      author: {'@type': 'Person', name: expect.any(String)},
      publisher: {'@type': 'Organization', name: 'Parlia'},
      articleSection: expect.arrayContaining([expect.any(String)]),
      image: expect.stringMatching(/\/partage\/logo-[a-f0-9]+\.png$/),
    })
  })

  it('a job offer: JobPosting, its description the offer’s full text in HTML', async () => {
    const data = await structuredDataOf(job.getStaticProps(context({jobId: 'ingenieur-ia-nlp'})))
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: expect.any(String),
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      employmentType: 'FULL_TIME',
      hiringOrganization: {'@type': 'Organization', name: 'Parlia'},
      jobLocation: {'@type': 'Place', address: {addressCountry: 'FR'}},
    })
    expect(String(data?.description).length).toBeGreaterThan(300)
    expect(String(data?.description)).toMatch(/^<(p|h2|h3|ul)[ >]/)
  })

  it('the solution pages: SoftwareApplication', async () => {
    for (const result of [
      overview.getStaticProps(context()),
      solution.getStaticProps(context({solution: 'voicebot'})),
    ]) {
      expect(await structuredDataOf(result)).toMatchObject({
        '@type': 'SoftwareApplication',
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        featureList: expect.arrayContaining([expect.any(String)]),
      })
    }
  })

  it('leaves a 404 or a redirect as it is', () => {
    const build = jest.fn()
    expect(withStructuredData(build)({notFound: true, revalidate: 300})).toEqual({notFound: true, revalidate: 300})
    expect(build).not.toHaveBeenCalled()
  })
})
