import {logger} from '../logging/logger'
import {DEFAULT_SITE_URL} from '@parlia/schemas/env/defaults'

import {publicEnv} from './public'

/**
 * At a production server's start: without NEXT_PUBLIC_SITE_URL at build (Next writes it into the pages then), every
 * absolute link the site gives out names the local address. Said once, loudly, rather than found in a search console.
 */
export function warnWithoutSiteUrl(siteUrl: string = publicEnv.siteUrl): void {
  if (siteUrl !== DEFAULT_SITE_URL) return
  logger.warn(
    {event: 'config.site_url_missing', siteUrl},
    `NEXT_PUBLIC_SITE_URL was not set when the site was built: canonical links, Open Graph URLs, the RSS feed and the sitemap point at ${DEFAULT_SITE_URL}. Set it to the site's public address and build again.`,
  )
}
