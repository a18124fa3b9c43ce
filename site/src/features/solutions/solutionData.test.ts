/** @jest-environment node */
import {SOLUTION_PAGES} from '@parlia/schemas/constants'
import {SOLUTION_OVERVIEW_SLUG} from '@parlia/schemas/routes'

import {documentsOfType} from '../../../test/fixtures/dataset'
import {
  connectorLegalPages,
  getConnector,
  getConnectorIds,
  getSolution,
  getSolutionOverview,
  getSolutionSlugs,
  sortSolutions,
} from './solutionData'

// These tests read the bundled dataset in content/, the one `npm start` serves: what they expect is computed from
// its documents, so an editor's change of the solution pages or the connectors fails none of them.
const SPEC_ORDER: readonly string[] = SOLUTION_PAGES.map((page) => page.slug)
const solutionPages = () => documentsOfType('solutionPage').filter((page) => page.slug?.current)
/** The solution pages but the overview: the cards, and the pages of /solution/{slug}. */
const solutions = () => solutionPages().filter((page) => page.slug.current !== SOLUTION_OVERVIEW_SLUG)
const connectors = () => documentsOfType('connector').filter((connector) => connector.connectorId?.current)

/** The editors can only use the spec's slugs (the schema's rule): its order is the whole order. */
function expectSpecOrder(slugs: string[]) {
  const ranks = slugs.map((slug) => SPEC_ORDER.indexOf(slug))
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
}

describe('solution pages', () => {
  it('order pages as the spec does, later ones after them by title', () => {
    const pages = [
      {slug: 'zeta', title: 'Zêta'},
      {slug: 'livechat', title: 'LiveChat'},
      {slug: 'alpha', title: 'Alpha'},
      {slug: 'parlia-originals', title: 'Parlia Originals'},
    ]
    expect(sortSolutions(pages).map((page) => page.slug)).toEqual(['parlia-originals', 'livechat', 'alpha', 'zeta'])
  })

  it('give /solution the overview document and the other solution pages’ cards in the spec’s order', async () => {
    const document = solutionPages().find((page) => page.slug.current === SOLUTION_OVERVIEW_SLUG)
    const props = await getSolutionOverview()
    // Without its document, /solution is a 404.
    expect(props?.overview.title ?? null).toBe(document?.title ?? null)
    if (!props || !document) return
    expect(props.overview.slug).toBe(SOLUTION_OVERVIEW_SLUG)
    expect(props.overview.features.map((feature) => feature.title)).toEqual(document.features.map(({title}) => title))
    expect(props.overview.body.__html === '').toBe(!document.body?.length)
    expect(props.overview.hero.image?.alt).toBe(document.hero.image?.alt)
    const slugs = props.solutions.map((card) => card.slug)
    expect([...slugs].sort()).toEqual(
      solutions()
        .map((page) => page.slug.current)
        .sort(),
    )
    expectSpecOrder(slugs)
  })

  it('pre-render every solution page but the overview, in the spec’s order', async () => {
    const slugs = await getSolutionSlugs()
    expect([...slugs].sort()).toEqual(
      solutions()
        .map((page) => page.slug.current)
        .sort(),
    )
    expectSpecOrder(slugs)
  })

  it('load each solution page with its features, body and the other solutions', async () => {
    const slugs = await getSolutionSlugs()
    for (const document of solutions()) {
      const props = await getSolution(document.slug.current)
      expect(props?.solution.title).toBe(document.title)
      expect(props?.solution.features.map((feature) => feature.title)).toEqual(
        document.features.map(({title}) => title),
      )
      expect(props?.solution.body.__html === '').toBe(!document.body?.length)
      expect(props?.solution.seo.metaTitle).toBe(document.seo?.metaTitle ?? null)
      expect(props?.others.map((card) => card.slug)).toEqual(slugs.filter((slug) => slug !== document.slug.current))
    }
  })

  it('answer null for the overview’s slug and for an unknown slug', async () => {
    expect(await getSolution(SOLUTION_OVERVIEW_SLUG)).toBeNull()
    expect(await getSolution('inconnue')).toBeNull()
    expect(await getSolution(undefined)).toBeNull()
  })
})

describe('connector pages', () => {
  it('pre-render every connector', async () => {
    expect((await getConnectorIds()).sort()).toEqual(
      connectors()
        .map((connector) => connector.connectorId.current)
        .sort(),
    )
  })

  it('give the Teams app its two legal pages, and the other connectors none', () => {
    expect(connectorLegalPages('microsoft-teams').map((page) => page.href)).toEqual([
      '/teams-privacy',
      '/teams-termsofuse',
    ])
    expect(connectorLegalPages('slack')).toEqual([])
  })

  it('load a connector with its logo, categories, body, use cases, related connectors and legal pages', async () => {
    // Reading a connector's page scans every connector and use case: the most popular ones and those with legal
    // pages of their own stand for all (landing.test.tsx renders every one).
    const sample = [...connectors()]
      .sort((a, b) => a.popularity - b.popularity)
      .filter((connector, index) => index < 5 || connectorLegalPages(connector.connectorId.current).length > 0)
    const useCases = documentsOfType('useCase').filter((useCase) => useCase.useCaseId?.current)
    for (const document of sample) {
      const connectorId = document.connectorId.current
      const {connector} = (await getConnector(connectorId))!
      expect(connector.name).toBe(document.name)
      expect(connector.logo).toMatchObject({alt: document.logo.alt})
      expect(connector.categories.map((category) => category.slug).sort()).toEqual([...document.categories].sort())
      for (const category of connector.categories) expect(category.title).toBeTruthy()
      expect(connector.body.__html === '').toBe(!document.body?.length)
      const citing = useCases.filter((useCase) => useCase.connectors?.some(({_ref}) => _ref === document._id))
      expect(connector.useCases.map((useCase) => useCase.id).sort()).toEqual(
        citing.map((useCase) => useCase._id).sort(),
      )
      const titles = connector.useCases.map((useCase) => useCase.title)
      expect(titles).toEqual([...titles].sort())
      // Up to four others sharing a category, the most popular first.
      const kin = connectors().filter(
        (other) => other._id !== document._id && other.categories.some((slug) => document.categories.includes(slug)),
      )
      expect(connector.related).toHaveLength(Math.min(4, kin.length))
      const popularity = (id: string) => kin.find((other) => other._id === id)!.popularity
      const shown = connector.related.map((item) => popularity(item.id))
      expect(shown).toEqual([...shown].sort((a, b) => a - b))
      const left = kin.filter((other) => !connector.related.some((item) => item.id === other._id))
      for (const other of left) expect(other.popularity).toBeGreaterThanOrEqual(Math.max(...shown))
      expect(connector.legalPages).toEqual(connectorLegalPages(connectorId))
    }
  })

  it('list on a connector the stories that name it, a landing page’s chosen customer first, each once', async () => {
    const stories = documentsOfType('customerCase').filter((item) => item.slug?.current)
    for (const document of connectors()) {
      const {connector} = (await getConnector(document.connectorId.current))!
      const naming = stories.filter((story) => story.connectors?.some(({_ref}) => _ref === document._id))
      const chosen = document.landing?.customerCase?._ref
      const ids = connector.customerCases.map((item) => item.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.filter((id) => id !== chosen).sort()).toEqual(
        naming
          .map((story) => story._id)
          .filter((id) => id !== chosen)
          .sort(),
      )
      if (chosen) expect(ids[0]).toBe(chosen)
    }
  })

  it('answer null for an unknown connector', async () => {
    expect(await getConnector('inconnu')).toBeNull()
    expect(await getConnector(undefined)).toBeNull()
  })
})
