import {DATA_RETENTION} from '@parlia/schemas/constants/privacy'
import Cookies from 'js-cookie'

import {publicEnv} from '../env/public'

/** How the spec's list writes the property-specific cookie: `_gat_<propriété>`. */
const PROPERTY_PLACEHOLDER = '<propriété>'

/**
 * The analytics cookies removed without consent: `_ga`, `_gat`, `_gid` and `_gat_<id>` of the configured
 * property (spec section 9). A GA4 property (G-XXXX) keeps its session in `_ga_XXXX`, which goes too.
 */
export function analyticsCookieNames(propertyId: string | null = publicEnv.analyticsPropertyId): string[] {
  const names = DATA_RETENTION.analyticsCookies.flatMap((name) => {
    if (!name.includes(PROPERTY_PLACEHOLDER)) return [name]
    return propertyId ? [name.replace(PROPERTY_PLACEHOLDER, propertyId)] : []
  })
  if (propertyId?.startsWith('G-')) names.push(`_ga_${propertyId.slice(2)}`)
  return names
}

/**
 * The domains an analytics cookie may have been set on from `hostname`: the host itself and each parent
 * up to the registrable domain (www.parlia.fr, parlia.fr). Analytics scripts set theirs on the highest
 * domain the browser accepts; a public suffix (co.uk) in the walk is refused by the browser, harmlessly.
 * IP addresses and single-label hosts (localhost) only have host-only cookies.
 */
export function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return []
  const labels = hostname.split('.')
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))
}

/** Deletes every analytics cookie the page can see, host-only and on each parent domain. */
export function removeAnalyticsCookies(
  propertyId: string | null = publicEnv.analyticsPropertyId,
  hostname: string = window.location.hostname,
): void {
  const present = Object.keys(Cookies.get())
  const names = analyticsCookieNames(propertyId).filter((name) => present.includes(name))
  for (const name of names) {
    Cookies.remove(name, {path: '/'})
    for (const domain of cookieDomains(hostname)) Cookies.remove(name, {path: '/', domain})
  }
}
