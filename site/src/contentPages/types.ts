import type {ResolvedImage} from '../content/image'
import type {resolveRichText} from '../content/richText'
import type {LegalPageQueryResult} from '../content/sanity.types'

/**
 * Plain data shared by the content pages (solutions, connectors, use cases, resources,
 * company and legal pages), as their getStaticProps hand it to the components.
 */

/** Portable Text as every rich-text field is queried (see `richText` in queries.ts), images resolved. */
type BodyBlock = NonNullable<LegalPageQueryResult>['body'][number]
export type RichBody = ReturnType<typeof resolveRichText<BodyBlock>>

export interface SeoData {
  metaTitle: string | null
  metaDescription: string | null
}

export interface HeroData {
  title: string
  lead: string
  image: ResolvedImage | null
}

export interface FeatureData {
  key: string
  title: string
  text: string
}

/** A connector category of the spec: `slug` is the catalogue's `?tags=` value. */
export interface CategoryData {
  slug: string
  title: string
}

export interface ConnectorCardData {
  id: string
  connectorId: string
  name: string
  shortDescription: string
  categories: CategoryData[]
  logo: ResolvedImage | null
}

export interface KeyFigureData {
  key: string
  value: string
  label: string
}

export interface CustomerCaseData {
  id: string
  slug: string
  client: string
  /** The sector's French title (constants' SECTORS). */
  sector: string
  summary: string
  challenge: string
  solution: string
  results: KeyFigureData[]
  quote: {text: string; author: string; role: string} | null
  logo: ResolvedImage | null
}
