import type {StackAdmin} from '@parlia/services/src/stack'

/**
 * Which mode the suite runs in (e2e/run.mjs): in service mode, `services` holds the local servers' controls and
 * the site under test reaches every outside service through them; on the embedded defaults it is null.
 */
export const services: StackAdmin | null = process.env.E2E_SERVICES
  ? (JSON.parse(process.env.E2E_SERVICES) as StackAdmin)
  : null

/** A search the browser sends: to Algolia's host in service mode, to the site's own engine (/api/search) otherwise. */
export const isSearchRequest = (url: string) =>
  services ? url.startsWith(`${services.algolia.url}/1/indexes/`) : new URL(url).pathname === '/api/search'

/**
 * The outside services' origins the pages call by design, whatever the visitor's consent: the image CDN, the
 * search and the anti-robot check, which set no cookie and are part of the service the visitor asked for
 * (Sanity's, Algolia's and Cloudflare's hosts in production, the local servers here; none on the embedded
 * defaults). Consent governs the tag manager and its analytics, not them.
 */
export const serviceOrigins: string[] = services
  ? [services.contentLake.imageUrl, services.algolia.url, services.captcha.adminUrl]
  : []
