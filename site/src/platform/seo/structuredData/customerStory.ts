import {SITE_LOCALE} from '@parlia/schemas/constants/locale'
import type {Article, WithContext} from 'schema-dts'

import {absoluteUrl} from '../urls'
import {organizationRef, type OrganizationRef} from './organization'

export interface CustomerStoryFacts {
  client: string
  summary: string
  /** The sector's name, as the page shows it. */
  sector: string
  path: string
  /** The document's creation and last edit: a Content Lake always has them, a dataset file may not. */
  publishedAt: string | null
  updatedAt: string | null
}

/** A customer's story: an Article by the company about the client organisation. */
export function customerStoryJsonLd(story: CustomerStoryFacts, publisher: OrganizationRef): WithContext<Article> {
  const url = absoluteUrl(story.path, publisher.siteUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: `${story.client}, cas client`,
    description: story.summary,
    url,
    mainEntityOfPage: {'@type': 'WebPage', '@id': url},
    // A date left out rather than written null, which schema.org's validators refuse.
    ...(story.publishedAt && {datePublished: story.publishedAt}),
    ...(story.updatedAt && {dateModified: story.updatedAt}),
    about: {'@type': 'Organization', name: story.client},
    articleSection: story.sector,
    author: organizationRef(publisher),
    publisher: organizationRef(publisher),
    inLanguage: SITE_LOCALE,
  }
}
