import {DATA_RETENTION} from '@parlia/schemas/constants/privacy'
import Cookies from 'js-cookie'

/** How the spec's list writes the property-specific cookie: `_gat_<propriété>`. */
const PROPERTY_PLACEHOLDER = '<propriété>'

/**
 * The analytics cookies removed without consent (spec section 9): `_ga`, `_gat`, `_gid`, and `_gat_<propriété>` for
 * any property, configured here or not (a tag of another property, or one configured before, may have left it).
 * A GA4 property keeps its session in `_ga_<stream>`, which goes too.
 */
const ANALYTICS_COOKIE = new RegExp(
  `^(?:${[...DATA_RETENTION.analyticsCookies.map((name) => name.replace(PROPERTY_PLACEHOLDER, '.+')), '_ga_.+'].join('|')})$`,
)

export const isAnalyticsCookie = (name: string): boolean => ANALYTICS_COOKIE.test(name)

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
export function removeAnalyticsCookies(hostname: string = window.location.hostname): void {
  for (const name of Object.keys(Cookies.get()).filter(isAnalyticsCookie)) {
    Cookies.remove(name, {path: '/'})
    for (const domain of cookieDomains(hostname)) Cookies.remove(name, {path: '/', domain})
  }
}
