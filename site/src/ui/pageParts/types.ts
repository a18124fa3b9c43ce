import type {CONNECTOR_CATEGORIES} from '@parlia/schemas/constants'

import type {Resolved} from '../../content/resolveImages'
import type {
  AboutPageQueryResult,
  ConnectorPageQueryResult,
  CustomerCasesPageQueryResult,
  SolutionPageQueryResult,
} from '../../content/sanity.types'

/**
 * What the content pages (solutions, connectors, use cases, resources, company and legal pages)
 * share: their queries' generated types (fragments of queries.ts), images resolved.
 */

type ContentPage = Resolved<NonNullable<SolutionPageQueryResult>>

/** Portable Text as every rich-text field is queried (see `richText` in queries.ts), images resolved. */
export type RichBody = ContentPage['body']
export type FeatureData = ContentPage['features'][number]
export type KeyFigureData = NonNullable<AboutPageQueryResult>['figures'][number]

/** A connector category of the spec: `slug` is the catalogue's `?tags=` value. */
export type CategoryData = Pick<(typeof CONNECTOR_CATEGORIES)[number], 'slug' | 'title'>

/** A connector card (`connectorCard`), its categories named (toConnectorCard). */
export type ConnectorCardData = Omit<
  Resolved<NonNullable<ConnectorPageQueryResult>['related'][number]>,
  'categories'
> & {
  categories: CategoryData[]
}

/** A customer case (`customerCaseCard`); its sector is the constants' slug (sectorTitle). */
export type CustomerCaseData = Resolved<CustomerCasesPageQueryResult['items'][number]>
