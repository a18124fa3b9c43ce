/** @jest-environment node */
import {LEGAL_PAGES} from '@parlia/schemas/constants'
import {
  connectorPath,
  customerCasePath,
  jobPath,
  legalPath,
  pathForUseCase,
  postPath,
  routes,
  SOLUTION_OVERVIEW_SLUG,
  solutionPath,
} from '@parlia/schemas/routes'
import type {ReactElement} from 'react'
import {renderToStaticMarkup} from 'react-dom/server'

import {layoutFixture} from '../../../test/fixtures/layout'
import {FIXED_IDS} from '../../ui/anchors/anchors'
import {getPost, getPostIds} from '../../features/blog/blogData'
import {PostPage} from '../../features/blog/PostPage'
import {AboutPage} from '../../features/company/AboutPage'
import {getAbout, getJob, getJobIds} from '../../features/company/companyData'
import {JobPage} from '../../features/company/JobPage'
import {getLegalPage} from '../../features/legal/legalData'
import {LegalPage} from '../../features/legal/LegalPage'
import {getWebinars, getWhitePapers} from '../../features/resources/resourceData'
import {WebinarsPage} from '../../features/resources/WebinarsPage'
import {WhitePapersPage} from '../../features/resources/WhitePapersPage'
import {ConnectorPage} from '../../features/solutions/ConnectorPage'
import {
  getConnector,
  getConnectorIds,
  getSolution,
  getSolutionOverview,
  getSolutionSlugs,
} from '../../features/solutions/solutionData'
import {SolutionOverviewPage, SolutionPage} from '../../features/solutions/SolutionPages'
import {CustomerStoryPage} from '../../features/customerStories/CustomerStoryPage'
import {getCustomerStory} from '../../features/customerStories/customerStoryData'
import {getPublicBuyersPage} from '../../features/publicBuyers/publicBuyersData'
import {PublicBuyersPage} from '../../features/publicBuyers/PublicBuyersPage'
import {getSavingsCalculatorPage} from '../../features/savingsCalculator/calculatorData'
import {savingsFieldsFromQuery} from '../../features/savingsCalculator/estimate'
import {SavingsCalculatorPage} from '../../features/savingsCalculator/SavingsCalculatorPage'
import {getSecurityPage} from '../../features/security/securityData'
import {SecurityPage} from '../../features/security/SecurityPage'
import {getUseCase, getUseCaseIds} from '../../features/useCases/useCaseData'
import {UseCasePage} from '../../features/useCases/UseCasePage'
import {loadPassages, type Passage} from '.'

// The real pages of the bundled dataset, rendered as the server renders them: every passage's link must land, whatever
// pages and headings the editors wrote.
let passages: Passage[]
beforeAll(async () => {
  passages = await loadPassages()
})

const structuredData = {'@context': 'https://schema.org', '@type': 'WebPage'} as const

/** Ids React makes up (useId), and the customer cases' (`cas-` and the case's slug). */
const GENERATED_ID = /^(«|_R_|cas-)/

/**
 * The page at `path` is quoted, each of its sections by its heading's id, and every anchor its passages link to is an
 * id on the page; the page's ids are each there once (a repeated id would make its links ambiguous), and those its
 * data gives no heading are fixed bands' ids, which the content's headings keep clear of, or generated ones.
 */
function expectLanding(path: string, page: ReactElement) {
  const own = passages.filter((passage) => passage.url === path || passage.url.startsWith(`${path}#`))
  // Whatever the editors wrote, a page has some text, and so a passage.
  expect(own.length).toBeGreaterThan(0)
  const sections = own.filter((passage) => passage.section !== null)
  expect(sections.map((passage) => passage.url)).toEqual(sections.map(() => expect.stringMatching(/#./)))
  const anchors = sections.map((passage) => passage.url.slice(path.length + 1))
  const ids = [...renderToStaticMarkup(page).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)
  expect(ids.length).toBe(new Set(ids).size)
  expect(ids).toEqual(expect.arrayContaining(anchors))
  // The data's anchors: items' `anchor` and parts' `id` fields, and the ids of the headings in rich text the server
  // rendered.
  const props = JSON.stringify(page.props)
  const headings = [
    ...props.matchAll(/"anchor":"([^"]+)"/g),
    // The parts' ids the security and public buyers' pages give their headings (their data's `id`).
    ...props.matchAll(/"id":"([^"]+)"/g),
    ...props.matchAll(/ id=\\"([^"\\]+)\\"/g),
  ].map((match) => match[1]!)
  const fixed: readonly string[] = FIXED_IDS
  expect(ids.filter((id) => !headings.includes(id) && !GENERATED_ID.test(id) && !fixed.includes(id))).toEqual([])
}

describe('every passage’s link lands on its section', () => {
  // Every page of the bundled content is read and rendered: the 60 connectors alone take 4 s of GROQ on an idle
  // machine and over a minute beside the other tasks in CI, so no test of this file sets a shorter timeout.
  jest.setTimeout(240_000)
  it('on the solution pages', async () => {
    // Without its document, /solution is a 404: no passage of it to land.
    const overview = await getSolutionOverview()
    if (overview) {
      expectLanding(
        solutionPath(SOLUTION_OVERVIEW_SLUG),
        <SolutionOverviewPage {...overview} layout={layoutFixture} structuredData={structuredData} />,
      )
    }
    for (const slug of await getSolutionSlugs()) {
      const props = (await getSolution(slug))!
      expectLanding(
        solutionPath(slug),
        <SolutionPage {...props} layout={layoutFixture} structuredData={structuredData} />,
      )
    }
  })

  it('on the connector pages', async () => {
    for (const connectorId of await getConnectorIds()) {
      const props = (await getConnector(connectorId))!
      expectLanding(connectorPath(connectorId), <ConnectorPage {...props} layout={layoutFixture} />)
    }
  })

  it('on the use-case pages', async () => {
    for (const useCaseId of await getUseCaseIds()) {
      const props = (await getUseCase(useCaseId))!
      expectLanding(pathForUseCase(useCaseId), <UseCasePage {...props} layout={layoutFixture} />)
    }
  })

  it('on the about page', async () => {
    expectLanding(routes.about, <AboutPage {...(await getAbout())!} layout={layoutFixture} />)
  })

  it('on the blog’s articles and the job offers', async () => {
    for (const postId of await getPostIds()) {
      const post = (await getPost(postId))!
      expectLanding(postPath(postId), <PostPage post={post} layout={layoutFixture} structuredData={structuredData} />)
    }
    for (const jobId of await getJobIds()) {
      const props = (await getJob(jobId))!
      expectLanding(jobPath(jobId), <JobPage {...props} layout={layoutFixture} structuredData={structuredData} />)
    }
  })

  it('on the legal and cookie pages', async () => {
    for (const {slug} of LEGAL_PAGES) {
      // A legal page without its document is a 404, and no passage quotes it.
      const props = await getLegalPage(slug)
      if (props) expectLanding(legalPath(slug), <LegalPage {...props} layout={layoutFixture} />)
      else expect(passages.filter((passage) => passage.url.startsWith(legalPath(slug)))).toEqual([])
    }
  })

  it('on the white papers’ and webinars’ listings', async () => {
    expectLanding(routes.whitePapers, <WhitePapersPage {...(await getWhitePapers())!} layout={layoutFixture} />)
    expectLanding(routes.webinars, <WebinarsPage {...(await getWebinars())!} layout={layoutFixture} />)
  })

  it('on the security, public buyers’ and savings calculator’s pages', async () => {
    const {security} = (await getSecurityPage())!
    expectLanding(
      routes.security,
      <SecurityPage security={security} layout={layoutFixture} structuredData={structuredData} />,
    )
    const {publicBuyers} = (await getPublicBuyersPage())!
    expectLanding(
      routes.publicBuyers,
      <PublicBuyersPage publicBuyers={publicBuyers} layout={layoutFixture} structuredData={structuredData} />,
    )
    const {calculator} = (await getSavingsCalculatorPage())!
    const estimate = {fields: savingsFieldsFromQuery({}, calculator.defaults), submitted: false, query: ''}
    expectLanding(
      routes.savingsCalculator,
      <SavingsCalculatorPage calculator={calculator} estimate={estimate} layout={layoutFixture} />,
    )
  })

  it('on every customer’s story', async () => {
    const stories = passages.filter((passage) => passage.kind === 'customerStory' && passage.section === null)
    expect(stories.length).toBeGreaterThan(0)
    for (const {url} of stories) {
      const slug = url.slice(customerCasePath('').length)
      const {story} = (await getCustomerStory(slug))!
      expectLanding(
        customerCasePath(slug),
        <CustomerStoryPage story={story} layout={layoutFixture} structuredData={structuredData} />,
      )
    }
  })
})
