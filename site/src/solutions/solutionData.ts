import {LEGAL_PAGES, SOLUTION_PAGES} from '@parlia/schemas/constants'

import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {connectorIdsQuery, connectorPageQuery, solutionPageQuery, solutionPagesQuery} from '../content/queries'
import {resolveRichText} from '../content/richText'
import type {SolutionPagesQueryResult} from '../content/sanity.types'
import {toConnectorCard, toFeatures, toHero, toSeo, uniqueIds} from '../contentPages/mappers'
import type {ConnectorCardData, FeatureData, HeroData, RichBody, SeoData} from '../contentPages/types'
import {legalPath, SOLUTION_OVERVIEW_SLUG} from '../routes'

export interface SolutionCardData {
  id: string
  slug: string
  title: string
  summary: string
}

export interface SolutionPageData {
  id: string
  slug: string
  title: string
  summary: string
  hero: HeroData
  features: FeatureData[]
  body: RichBody
  seo: SeoData
}

export interface SolutionOverviewProps {
  overview: SolutionPageData
  solutions: SolutionCardData[]
}

export interface SolutionProps {
  solution: SolutionPageData
  /** The other solution pages, to keep exploring. */
  others: SolutionCardData[]
}

const FIXED_ORDER: readonly string[] = SOLUTION_PAGES.map((page) => page.slug)

/** The solution pages in the order of the spec (constants), pages added later after them by title. */
export function sortSolutions<T extends {slug: string; title: string}>(pages: readonly T[]): T[] {
  const rank = (slug: string) => {
    const index = FIXED_ORDER.indexOf(slug)
    return index === -1 ? FIXED_ORDER.length : index
  }
  return [...pages].sort((a, b) => rank(a.slug) - rank(b.slug) || a.title.localeCompare(b.title, 'fr'))
}

const toCard = (page: SolutionPagesQueryResult[number]): SolutionCardData => ({
  id: page._id,
  slug: page.slug,
  title: page.title,
  summary: page.summary,
})

async function loadSolutionCards(options: FetchOptions): Promise<SolutionCardData[]> {
  const pages = await fetchContent(solutionPagesQuery, {}, options)
  return sortSolutions(pages.filter((page) => page.slug && page.slug !== SOLUTION_OVERVIEW_SLUG).map(toCard))
}

async function loadSolutionPage(slug: string, options: FetchOptions): Promise<SolutionPageData | null> {
  const page = await fetchContent(solutionPageQuery, {slug}, options)
  if (!page) return null
  return {
    id: page._id,
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    hero: toHero(page.hero),
    features: toFeatures(page.features),
    body: resolveRichText(page.body),
    seo: toSeo(page.seo),
  }
}

/** /solution: the overview document and the cards of the solution pages. */
export async function getSolutionOverview(options: FetchOptions = {}): Promise<SolutionOverviewProps | null> {
  const [overview, solutions] = await Promise.all([
    loadSolutionPage(SOLUTION_OVERVIEW_SLUG, options),
    loadSolutionCards(options),
  ])
  return overview && {overview, solutions}
}

/** /solution/{slug}; null for an unknown slug and for the overview, which lives at /solution only. */
export async function getSolution(slug: string | undefined, options: FetchOptions = {}): Promise<SolutionProps | null> {
  if (!slug || slug === SOLUTION_OVERVIEW_SLUG) return null
  const [solution, cards] = await Promise.all([loadSolutionPage(slug, options), loadSolutionCards(options)])
  return solution && {solution, others: cards.filter((card) => card.slug !== slug)}
}

/** The slugs of /solution/{slug} to pre-render: every solution page but the overview. */
export async function getSolutionSlugs(): Promise<string[]> {
  const pages = await fetchContent(solutionPagesQuery)
  return uniqueIds(sortSolutions(pages).map((page) => page.slug)).filter((slug) => slug !== SOLUTION_OVERVIEW_SLUG)
}

// Connectors

export interface ConnectorPageData extends ConnectorCardData {
  body: RichBody
  useCases: {id: string; useCaseId: string; title: string; summary: string}[]
  related: ConnectorCardData[]
  /** Legal pages specific to the connector (the Teams app's privacy policy and terms of use). */
  legalPages: {href: string; title: string}[]
}

export interface ConnectorProps {
  connector: ConnectorPageData
}

/** Connectors that ship as an app with its own legal pages (spec section 1). */
export const CONNECTOR_LEGAL_PAGES: Record<string, readonly (typeof LEGAL_PAGES)[number]['slug'][]> = {
  'microsoft-teams': ['teams-privacy', 'teams-termsofuse'],
}

export function connectorLegalPages(connectorId: string): ConnectorPageData['legalPages'] {
  return (CONNECTOR_LEGAL_PAGES[connectorId] ?? []).flatMap((slug) => {
    const page = LEGAL_PAGES.find((legal) => legal.slug === slug)
    return page ? [{href: legalPath(page.slug), title: page.title}] : []
  })
}

export async function getConnector(connectorId: string | undefined, options: FetchOptions = {}): Promise<ConnectorProps | null> {
  if (!connectorId) return null
  const connector = await fetchContent(connectorPageQuery, {connectorId}, options)
  if (!connector) return null
  return {
    connector: {
      ...toConnectorCard(connector),
      body: resolveRichText(connector.body),
      useCases: (connector.useCases ?? [])
        .filter((useCase) => useCase.useCaseId)
        .map(({_id, useCaseId, title, summary}) => ({id: _id, useCaseId, title, summary})),
      related: (connector.related ?? []).filter((item) => item.connectorId).map(toConnectorCard),
      legalPages: connectorLegalPages(connector.connectorId),
    },
  }
}

export async function getConnectorIds(): Promise<string[]> {
  return uniqueIds(await fetchContent(connectorIdsQuery))
}
