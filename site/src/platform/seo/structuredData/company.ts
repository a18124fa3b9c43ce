import {COMPANY_FACTS} from '@parlia/schemas/constants/company'
import type {Organization, PostalAddress, WithContext} from 'schema-dts'

import {organizationRef, type OrganizationRef} from './organization'

/** What the settings' legal notice says of the company, for the home page's Organization. */
export interface CompanyFacts {
  legalName: string
  description: string
  headOffice: string
  telephone: string
  email: string
  sameAs: string[]
}

const FRENCH_ADDRESS = /^(.+?),\s*(\d{5})\s+([^,]+?)(?:,\s*(.+))?$/

/** « 12 rue de la Part-Dieu, 69003 Lyon, France » as a postal address; the city alone when it reads otherwise. */
export function postalAddressOf(headOffice: string): PostalAddress {
  const match = FRENCH_ADDRESS.exec(headOffice.trim())
  if (!match) return {'@type': 'PostalAddress', addressLocality: COMPANY_FACTS.city, addressCountry: 'FR'}
  const [, streetAddress, postalCode, addressLocality] = match
  return {'@type': 'PostalAddress', streetAddress, postalCode, addressLocality, addressCountry: 'FR'}
}

/** Organization, on the home page: name, address in Lyon, founding year, social profile, contact. */
export function organizationJsonLd(facts: OrganizationRef & CompanyFacts): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    ...organizationRef(facts),
    legalName: facts.legalName,
    description: facts.description,
    address: postalAddressOf(facts.headOffice),
    foundingDate: String(COMPANY_FACTS.foundedYear),
    sameAs: facts.sameAs,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: facts.email,
      telephone: facts.telephone,
      areaServed: 'FR',
      availableLanguage: 'French',
    },
  }
}
