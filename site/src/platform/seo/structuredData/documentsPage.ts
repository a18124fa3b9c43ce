import {SITE_LOCALE} from '@parlia/schemas/constants/locale'
import type {WebPage, WithContext} from 'schema-dts'

import {absoluteUrl} from '../urls'
import {organizationRef, type OrganizationRef} from './organization'

export interface DocumentsPageFacts {
  title: string
  description: string
  path: string
  /** Null where the backend keeps no edit date (the bundled dataset). */
  updatedAt: string | null
  /** The files the page offers, each in its format. */
  documents: {title: string; summary: string; version: string; path: string; encodingFormat: string}[]
  /** Organisations the page names (the security page's current sub-processors). */
  mentions?: {name: string; description: string}[]
}

/**
 * A page about the company that offers documents to download (the security page, the public buyers' page): a
 * WebPage whose parts are its files, naming the organisations it mentions.
 */
export function documentsPageJsonLd(page: DocumentsPageFacts, publisher: OrganizationRef): WithContext<WebPage> {
  const url = absoluteUrl(page.path, publisher.siteUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: page.title,
    description: page.description,
    inLanguage: SITE_LOCALE,
    ...(page.updatedAt && {dateModified: page.updatedAt}),
    about: organizationRef(publisher),
    publisher: organizationRef(publisher),
    hasPart: page.documents.map((document) => ({
      '@type': 'DigitalDocument',
      name: document.title,
      description: document.summary,
      url: absoluteUrl(document.path, publisher.siteUrl),
      encodingFormat: document.encodingFormat,
      dateModified: document.version,
      inLanguage: SITE_LOCALE,
    })),
    ...(page.mentions?.length && {
      mentions: page.mentions.map(({name, description}) => ({'@type': 'Organization', name, description})),
    }),
  }
}
