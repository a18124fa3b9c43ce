import type {Organization} from 'schema-dts'

import type {ResolvedImage} from '../../../content/image'
import {publicEnv} from '../../env/public'
import type {LayoutData} from '../../../ui/layout/layoutData'
import {absoluteUrl} from '../urls'

/** The company as its pages name it: its brand name and logo, from the layout data. */
export interface OrganizationRef {
  name: string
  siteUrl: string
  logo: ResolvedImage
}

/** The company as the layout data names it. */
export const organizationOf = (
  layout: Pick<LayoutData, 'brandName' | 'logo'>,
  siteUrl = publicEnv.siteUrl,
): OrganizationRef => ({
  name: layout.brandName,
  siteUrl,
  logo: layout.logo,
})

const organizationId = (siteUrl: string) => `${siteUrl}/#organization`

/** The company where another item names it (publisher, hiring organization): one node, by its @id. */
export function organizationRef({name, siteUrl, logo}: OrganizationRef) {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name,
    url: `${siteUrl}/`,
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(logo.src, siteUrl),
      width: `${logo.width}`,
      height: `${logo.height}`,
    },
  } satisfies Organization
}
