import {USE_CASE_GROUPINGS, USE_CASES} from '@parlia/schemas/constants'

import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {resolveImage, type ResolvedImage} from '../content/image'
import {useCaseQuery, useCasesQuery} from '../content/queries'
import {toCategories, toConnectorCard, toCustomerCase, toFeatures, toHero, toSeo, uniqueIds} from '../contentPages/mappers'
import type {CategoryData, ConnectorCardData, CustomerCaseData, FeatureData, HeroData, SeoData} from '../contentPages/types'

export interface UseCaseCardData {
  id: string
  useCaseId: string
  title: string
  summary: string
  image: ResolvedImage | null
}

export interface UseCaseGroupData {
  slug: string
  title: string
  useCases: UseCaseCardData[]
}

export interface UseCasesProps {
  groups: UseCaseGroupData[]
}

export interface UseCaseData {
  id: string
  useCaseId: string
  title: string
  grouping: {slug: string; title: string} | null
  summary: string
  hero: HeroData
  benefits: FeatureData[]
  connectors: ConnectorCardData[]
  /** The categories of its connectors, for links to the filtered catalogue. */
  categories: CategoryData[]
  customerCases: CustomerCaseData[]
  seo: SeoData
}

export interface UseCaseProps {
  useCase: UseCaseData
}

const FIXED_ORDER: readonly string[] = USE_CASES.map((useCase) => useCase.slug)

const rank = (useCaseId: string) => {
  const index = FIXED_ORDER.indexOf(useCaseId)
  return index === -1 ? FIXED_ORDER.length : index
}

/**
 * The use cases under « Par secteur » then « Par métier » (USE_CASE_GROUPINGS), each group in
 * the order of the spec, use cases added later after them by title. Empty groups are left out.
 */
export function groupUseCases<T extends {useCaseId: string; title: string; grouping: string}>(
  useCases: readonly T[],
): {slug: string; title: string; useCases: T[]}[] {
  return USE_CASE_GROUPINGS.map(({slug, title}) => ({
    slug,
    title,
    useCases: useCases
      .filter((useCase) => useCase.grouping === slug)
      .sort((a, b) => rank(a.useCaseId) - rank(b.useCaseId) || a.title.localeCompare(b.title, 'fr')),
  })).filter((group) => group.useCases.length > 0)
}

export async function getUseCases(options: FetchOptions = {}): Promise<UseCasesProps> {
  const useCases = await fetchContent(useCasesQuery, {}, options)
  const groups = groupUseCases(useCases.filter((useCase) => useCase.useCaseId))
  return {
    groups: groups.map((group) => ({
      slug: group.slug,
      title: group.title,
      useCases: group.useCases.map((useCase) => ({
        id: useCase._id,
        useCaseId: useCase.useCaseId,
        title: useCase.title,
        summary: useCase.summary,
        image: resolveImage(useCase.hero.image),
      })),
    })),
  }
}

export async function getUseCase(useCaseId: string | undefined, options: FetchOptions = {}): Promise<UseCaseProps | null> {
  if (!useCaseId) return null
  const useCase = await fetchContent(useCaseQuery, {useCaseId}, options)
  if (!useCase) return null
  // A reference to a deleted document dereferences to null: leave it out rather than fail.
  const connectors = (useCase.connectors ?? []).filter((item) => item?.connectorId).map(toConnectorCard)
  const grouping = USE_CASE_GROUPINGS.find((group) => group.slug === useCase.grouping)
  return {
    useCase: {
      id: useCase._id,
      useCaseId: useCase.useCaseId,
      title: useCase.title,
      grouping: grouping ? {slug: grouping.slug, title: grouping.title} : null,
      summary: useCase.summary,
      hero: toHero(useCase.hero),
      benefits: toFeatures(useCase.benefits),
      connectors,
      categories: toCategories(connectors.flatMap((connector) => connector.categories.map((category) => category.slug))),
      customerCases: (useCase.customerCases ?? []).filter((item) => item?.client).map(toCustomerCase),
      seo: toSeo(useCase.seo),
    },
  }
}

export async function getUseCaseIds(): Promise<string[]> {
  const useCases = await fetchContent(useCasesQuery)
  return uniqueIds(useCases.map((useCase) => useCase.useCaseId))
}
