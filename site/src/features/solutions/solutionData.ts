import {uniqueBy} from 'remeda'
import {LEGAL_PAGES, SOLUTION_PAGES} from '@parlia/schemas/constants'
import {legalPath, SOLUTION_OVERVIEW_SLUG} from '@parlia/schemas/routes'

import {anchorHeadings, anchorSolution} from '../../ui/anchors/pageAnchors'
import {renderRichText} from '../../ui/components/RichText/renderRichText'
import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {connectorIdsQuery, connectorPageQuery, solutionPageQuery, solutionPagesQuery} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'
import type {SolutionPagesQueryResult} from '../../content/sanity.types'
import {toConnectorCard} from '../../ui/pageParts/mappers'
import {PRERENDERED_PER_TYPE} from '../../ui/layout/staticProps'

export type SolutionCardData = SolutionPagesQueryResult[number]
export type SolutionPageData = NonNullable<Awaited<ReturnType<typeof loadSolutionPage>>>
export type SolutionOverviewProps = NonNullable<Awaited<ReturnType<typeof getSolutionOverview>>>
export type SolutionProps = NonNullable<Awaited<ReturnType<typeof getSolution>>>

const FIXED_ORDER: readonly string[] = SOLUTION_PAGES.map((page) => page.slug)

/** The solution pages in the order of the spec (constants), pages added later after them by title. */
export function sortSolutions<T extends {slug: string; title: string}>(pages: readonly T[]): T[] {
  const rank = (slug: string) => {
    const index = FIXED_ORDER.indexOf(slug)
    return index === -1 ? FIXED_ORDER.length : index
  }
  return [...pages].sort((a, b) => rank(a.slug) - rank(b.slug) || a.title.localeCompare(b.title, 'fr'))
}

/** The cards of the solution pages, the overview (served at /solution) left out. */
async function loadSolutionCards(options: FetchOptions = {}) {
  return sortSolutions(await fetchContent(solutionPagesQuery, {overview: SOLUTION_OVERVIEW_SLUG}, options))
}

/** A solution page as it is shown: its headings anchored, its text rendered. */
export function solutionPageOf<P extends Parameters<typeof anchorSolution>[0]>(page: P) {
  const anchored = anchorSolution(page)
  return {...anchored, body: renderRichText(anchored.body)}
}

async function loadSolutionPage(slug: string, options: FetchOptions) {
  const page = resolveImages(await fetchContent(solutionPageQuery, {slug}, options))
  return page && solutionPageOf(page)
}

/** /solution: the overview document and the cards of the solution pages. */
export async function getSolutionOverview(options: FetchOptions = {}) {
  const [overview, solutions] = await Promise.all([
    loadSolutionPage(SOLUTION_OVERVIEW_SLUG, options),
    loadSolutionCards(options),
  ])
  return overview && {overview, solutions}
}

/** /solution/{slug}; null for an unknown slug and for the overview, which lives at /solution only. */
export async function getSolution(slug: string | undefined, options: FetchOptions = {}) {
  if (!slug || slug === SOLUTION_OVERVIEW_SLUG) return null
  const [solution, cards] = await Promise.all([loadSolutionPage(slug, options), loadSolutionCards(options)])
  // The other solution pages, to keep exploring.
  return solution && {solution, others: cards.filter((card) => card.slug !== slug)}
}

/** The slugs of /solution/{slug} to pre-render: every solution page but the overview. */
export async function getSolutionSlugs(): Promise<string[]> {
  return [...new Set((await loadSolutionCards()).map((card) => card.slug))]
}

// Connectors

export type ConnectorProps = NonNullable<Awaited<ReturnType<typeof getConnector>>>
export type ConnectorPageData = ConnectorProps['connector']

/** Connectors that ship as an app with its own legal pages (spec section 1). */
const CONNECTOR_LEGAL_PAGES: Record<string, readonly (typeof LEGAL_PAGES)[number]['slug'][]> = {
  'microsoft-teams': ['teams-privacy', 'teams-termsofuse'],
}

/** Legal pages specific to a connector (the Teams app's privacy policy and terms of use). */
export function connectorLegalPages(connectorId: string): {href: string; title: string}[] {
  return (CONNECTOR_LEGAL_PAGES[connectorId] ?? []).flatMap((slug) => {
    const page = LEGAL_PAGES.find((legal) => legal.slug === slug)
    return page ? [{href: legalPath(page.slug), title: page.title}] : []
  })
}

export async function getConnector(connectorId: string | undefined, options: FetchOptions = {}) {
  const connector = connectorId ? resolveImages(await fetchContent(connectorPageQuery, {connectorId}, options)) : null
  if (!connector) return null
  return {
    connector: {
      ...toConnectorCard(connector),
      body: renderRichText(anchorHeadings(connector.body)),
      related: connector.related.map(toConnectorCard),
      // The stories of the customers who use it, a landing page's chosen one first and once.
      customerCases: uniqueBy(
        [...(connector.landing?.customerCase ? [connector.landing.customerCase] : []), ...connector.customerCases],
        (item) => item.id,
      ),
      legalPages: connectorLegalPages(connector.connectorId),
    },
  }
}

/** The connectors whose page is generated at build: the most popular. */
export async function getConnectorIds(): Promise<string[]> {
  return fetchContent(connectorIdsQuery, {limit: PRERENDERED_PER_TYPE})
}
