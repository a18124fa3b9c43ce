import {SITE_LOCALE} from '@parlia/schemas/constants/locale'
import {solutionPath} from '@parlia/schemas/routes'
import type {SoftwareApplication, WithContext} from 'schema-dts'

import type {SolutionPageData} from '../../../features/solutions/solutionData'
import {shareImageOf} from '../shareImage'
import {absoluteUrl} from '../urls'
import {organizationRef, type OrganizationRef} from './organization'

export interface SoftwareFacts {
  name: string
  description: string
  path: string
  features: string[]
  /** Absolute URL of a raster illustration, when there is one. */
  image: string | null
}

/** SoftwareApplication of a solution page: what the product does, by whom, on the web. */
export function softwareApplicationJsonLd(
  software: SoftwareFacts,
  publisher: OrganizationRef,
): WithContext<SoftwareApplication> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: software.name,
    description: software.description,
    url: absoluteUrl(software.path, publisher.siteUrl),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    inLanguage: SITE_LOCALE,
    publisher: organizationRef(publisher),
    ...(software.features.length ? {featureList: software.features} : {}),
    ...(software.image ? {image: software.image} : {}),
  }
}

/** A solution page's facts: its title, meta description (else summary), features and hero illustration. */
export function solutionSoftware(page: SolutionPageData): SoftwareFacts {
  const image = page.hero.image && shareImageOf(page.hero.image)
  return {
    name: page.title,
    description: page.seo.metaDescription ?? page.summary,
    path: solutionPath(page.slug),
    features: page.features.map((feature) => feature.title),
    image: image?.url ?? null,
  }
}
