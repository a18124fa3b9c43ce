import {CONNECTOR_CATEGORIES, SECTORS} from '@parlia/schemas/constants'

import {resolveImage} from '../content/image'
import type {CategoryData, ConnectorCardData, CustomerCaseData, FeatureData, HeroData, SeoData} from './types'

/**
 * Server-side mappers (getStaticProps) from query results to the plain data of types.ts.
 * They resolve images, so they must never be imported by a component.
 */

type ImageSource = Parameters<typeof resolveImage>[0]

/** The spec's categories of a connector, in the order of the spec; unknown values are left out. */
export function toCategories(slugs: readonly string[] | null | undefined): CategoryData[] {
  const wanted = new Set(slugs ?? [])
  return CONNECTOR_CATEGORIES.filter((category) => wanted.has(category.slug)).map(({slug, title}) => ({slug, title}))
}

export function sectorTitle(slug: string): string {
  return SECTORS.find((sector) => sector.slug === slug)?.title ?? slug
}

export function toConnectorCard(connector: {
  _id: string
  name: string
  connectorId: string
  shortDescription: string
  categories: string[] | null
  logo: ImageSource
}): ConnectorCardData {
  return {
    id: connector._id,
    connectorId: connector.connectorId,
    name: connector.name,
    shortDescription: connector.shortDescription,
    categories: toCategories(connector.categories),
    logo: resolveImage(connector.logo),
  }
}

export function toCustomerCase(item: {
  _id: string
  slug: string
  client: string
  sector: string
  summary: string
  challenge: string
  solution: string
  results: {_key: string; value: string; label: string}[] | null
  quote: {text: string; author: string; role: string} | null
  logo: ImageSource
}): CustomerCaseData {
  return {
    id: item._id,
    slug: item.slug,
    client: item.client,
    sector: sectorTitle(item.sector),
    summary: item.summary,
    challenge: item.challenge,
    solution: item.solution,
    results: (item.results ?? []).map(({_key, value, label}) => ({key: _key, value, label})),
    quote: item.quote ? {text: item.quote.text, author: item.quote.author, role: item.quote.role} : null,
    logo: resolveImage(item.logo),
  }
}

export function toHero(hero: {title: string; lead: string; image: ImageSource}): HeroData {
  return {title: hero.title, lead: hero.lead, image: resolveImage(hero.image)}
}

export function toFeatures(features: {_key: string; title: string; text: string}[] | null | undefined): FeatureData[] {
  return (features ?? []).map(({_key, title, text}) => ({key: _key, title, text}))
}

export function toSeo(seo: {metaTitle: string | null; metaDescription: string | null} | null | undefined): SeoData {
  return {metaTitle: seo?.metaTitle ?? null, metaDescription: seo?.metaDescription ?? null}
}

/** Drops empty and repeated ids before they become static paths. */
export function uniqueIds(ids: readonly (string | null | undefined)[]): string[] {
  return [...new Set(ids.filter((id): id is string => Boolean(id)))]
}
