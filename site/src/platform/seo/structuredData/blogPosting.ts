import {SITE_LOCALE} from '@parlia/schemas/constants/locale'
import type {BlogPosting, WithContext} from 'schema-dts'

import {absoluteUrl} from '../urls'
import {organizationRef, type OrganizationRef} from './organization'

export interface ArticleFacts {
  title: string
  description: string
  path: string
  publishedAt: string
  updatedAt: string | null
  author: {name: string; role: string}
  categories: string[]
  /** Absolute URL of a raster image (the cover, else the share image). */
  image: string | null
}

/** BlogPosting of an article of the blog. */
export function blogPostingJsonLd(article: ArticleFacts, publisher: OrganizationRef): WithContext<BlogPosting> {
  const url = absoluteUrl(article.path, publisher.siteUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: {'@type': 'WebPage', '@id': url},
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    author: {'@type': 'Person', name: article.author.name, jobTitle: article.author.role},
    publisher: organizationRef(publisher),
    inLanguage: SITE_LOCALE,
    ...(article.categories.length ? {articleSection: article.categories} : {}),
    ...(article.image ? {image: article.image} : {}),
  }
}
