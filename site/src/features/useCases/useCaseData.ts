import {USE_CASE_GROUPINGS, USE_CASES} from '@parlia/schemas/constants'

import {anchorItems} from '../../ui/anchors/pageAnchors'
import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {useCaseIdsQuery, useCaseQuery, useCasesQuery} from '../../content/queries'
import {resolveImages} from '../../content/resolveImages'
import {toCategories, toConnectorCard} from '../../ui/pageParts/mappers'
import {withListingPage} from '../listings/listingPage'
import {pageOfItems} from '../listings/paging'
import {pageCount} from '../../ui/components/Pagination/paginationWindow'
import {PAGED_LISTINGS} from '@parlia/schemas/pagedListings'
import {PRERENDERED_PER_TYPE} from '../../ui/layout/staticProps'

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

/**
 * Page `page` of the use cases in their groups' order, each group of the page under its title, with the listing's
 * texts; null past the last page (→ 404). Their order is the spec's, not a field's: they are read whole and cut here.
 */
export const getUseCases = (page: number, options: FetchOptions = {}) =>
  withListingPage(
    'useCases',
    options,
    fetchContent(useCasesQuery, {}, options).then((useCases) => {
      const found = pageOfItems(
        groupUseCases(resolveImages(useCases)).flatMap((group) => group.useCases),
        page,
        'useCases',
      )
      return (
        found && {groups: groupUseCases(found.items), paging: {page, pageCount: found.pageCount, total: found.total}}
      )
    }),
  )

/** How many pages the use cases fill now (getStaticPaths). */
export async function getUseCasesPageCount(options: FetchOptions = {}): Promise<number> {
  const useCases = await fetchContent(useCasesQuery, {}, options)
  return pageCount(groupUseCases(useCases).flatMap((group) => group.useCases).length, PAGED_LISTINGS.useCases.pageSize)
}

export async function getUseCase(useCaseId: string | undefined, options: FetchOptions = {}) {
  const useCase = useCaseId ? await fetchContent(useCaseQuery, {useCaseId}, options) : null
  if (!useCase) return null
  const {connectors, categories, ...rest} = resolveImages(useCase)
  return {
    useCase: {
      ...rest,
      benefits: anchorItems(rest.benefits),
      connectors: connectors.map((connector) => toConnectorCard(connector)),
      categories: toCategories(categories),
    },
  }
}

/** The use cases whose page is generated at build: the most recently edited. */
export const getUseCaseIds = () => fetchContent(useCaseIdsQuery, {limit: PRERENDERED_PER_TYPE})

export type UseCasesProps = NonNullable<Awaited<ReturnType<typeof getUseCases>>>
export type UseCaseProps = NonNullable<Awaited<ReturnType<typeof getUseCase>>>
