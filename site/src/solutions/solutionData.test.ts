/** @jest-environment node */
import {SOLUTION_PAGES} from '@parlia/schemas/constants'

import {
  connectorLegalPages,
  getConnector,
  getConnectorIds,
  getSolution,
  getSolutionOverview,
  getSolutionSlugs,
  sortSolutions,
} from './solutionData'

// These tests read the bundled dataset in content/, the one `npm start` serves.
const SIX = SOLUTION_PAGES.map((page) => page.slug).filter((slug) => slug !== 'vue-d-ensemble')

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

  it('give /solution the overview document and the six solution cards in the spec’s order', async () => {
    const props = await getSolutionOverview()
    expect(props?.overview.slug).toBe('vue-d-ensemble')
    expect(props?.overview.features.length).toBeGreaterThan(0)
    expect(props?.overview.body.__html).toMatch(/<p>/)
    expect(props?.overview.hero.image?.alt).toBeTruthy()
    expect(props?.solutions.map((card) => card.slug)).toEqual(SIX)
  })

  it('pre-render the six solution pages, never the overview’s slug', async () => {
    expect(await getSolutionSlugs()).toEqual(SIX)
  })

  it('load a solution page with its features, body and the other solutions', async () => {
    const props = await getSolution('voicebot')
    expect(props?.solution.title).toBe('Voicebot')
    expect(props?.solution.features.length).toBeGreaterThan(0)
    expect(props?.solution.seo.metaTitle).toBeTruthy()
    expect(props?.others.map((card) => card.slug)).toEqual(SIX.filter((slug) => slug !== 'voicebot'))
  })

  it('answer null for the overview’s slug and for an unknown slug', async () => {
    expect(await getSolution('vue-d-ensemble')).toBeNull()
    expect(await getSolution('inconnue')).toBeNull()
    expect(await getSolution(undefined)).toBeNull()
  })
})

describe('connector pages', () => {
  it('pre-render the 60 connectors, GLPI and Microsoft Teams among them', async () => {
    const ids = await getConnectorIds()
    expect(ids).toHaveLength(60)
    expect(ids).toEqual(expect.arrayContaining(['glpi', 'microsoft-teams']))
  })

  it('load GLPI with its logo, category, body, use cases and related connectors', async () => {
    const props = await getConnector('glpi')
    const connector = props!.connector
    expect(connector.name).toBe('GLPI')
    expect(connector.logo).toMatchObject({alt: 'Logo GLPI'})
    expect(connector.categories).toEqual([{slug: 'itsm', title: 'ITSM'}])
    expect(connector.body.__html).toMatch(/<p>/)
    expect(connector.useCases.map((useCase) => useCase.useCaseId)).toContain('support-utilisateur')
    expect(connector.related.length).toBeGreaterThan(0)
    expect(connector.related.map((item) => item.connectorId)).not.toContain('glpi')
    for (const item of connector.related) expect(item.categories.map((category) => category.slug)).toContain('itsm')
    expect(connector.legalPages).toEqual([])
  })

  it('give Microsoft Teams its two legal pages', async () => {
    const props = await getConnector('microsoft-teams')
    expect(props?.connector.legalPages.map((page) => page.href)).toEqual(['/teams-privacy', '/teams-termsofuse'])
    expect(connectorLegalPages('slack')).toEqual([])
  })

  it('answer null for an unknown connector', async () => {
    expect(await getConnector('inconnu')).toBeNull()
    expect(await getConnector(undefined)).toBeNull()
  })
})
