import {SITE_LOCALE} from '@parlia/schemas/constants/locale'
import type {WebPage, WithContext} from 'schema-dts'

import {absoluteUrl} from '../urls'
import {organizationRef, type OrganizationRef} from './organization'

export interface SecurityPageFacts {
  title: string
  description: string
  path: string
  /** Null where the backend keeps no edit date (the bundled dataset). */
  updatedAt: string | null
  /** The PDFs the page offers. */
  documents: {title: string; summary: string; version: string; path: string}[]
  /** The current sub-processors. */
  subProcessors: {name: string; purpose: string; location: string}[]
}

/**
 * The security page: a WebPage about the company, whose parts are its downloadable PDFs and which names the
 * organisations that process data for it.
 */
export function securityPageJsonLd(page: SecurityPageFacts, publisher: OrganizationRef): WithContext<WebPage> {
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
      encodingFormat: 'application/pdf',
      dateModified: document.version,
      inLanguage: SITE_LOCALE,
    })),
    mentions: page.subProcessors.map((processor) => ({
      '@type': 'Organization',
      name: processor.name,
      description: `${processor.purpose} (${processor.location})`,
    })),
  }
}
