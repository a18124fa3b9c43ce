import {CONNECTOR_CATEGORIES} from '@parlia/schemas/constants'

import type {CategoryData} from './types'

/** What GROQ can't shape for the content pages: the spec's titles of the constants' values. */

/** The spec's categories of a connector, in the order of the spec; unknown values are left out. */
export function toCategories(slugs: readonly string[]): CategoryData[] {
  const wanted = new Set(slugs)
  return CONNECTOR_CATEGORIES.filter((category) => wanted.has(category.slug)).map(({slug, title}) => ({slug, title}))
}

/** A connector as queried (`connectorCard` in queries.ts), its categories named. */
export function toConnectorCard<C extends {categories: readonly string[]}>(
  connector: C,
): Omit<C, 'categories'> & {categories: CategoryData[]} {
  return {...connector, categories: toCategories(connector.categories)}
}
