import type {IncomingHttpHeaders} from 'node:http'

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

function hostOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return null
  }
}

/**
 * A form may only be posted from the site's own pages. Browsers send Origin with every POST made by
 * fetch (Referer only when Origin is absent from older ones), so a request naming another site, or
 * naming none, did not come from our form. The site is the host the request was sent to, or the public
 * origin NEXT_PUBLIC_SITE_URL (behind a proxy that rewrites Host). Schemes are not compared: a proxy
 * terminating TLS turns https into http.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, siteUrl: string): boolean {
  const origin = single(headers.origin)
  const source = hostOf(origin && origin !== 'null' ? origin : single(headers.referer))
  if (!source) return false
  const host = single(headers.host)?.toLowerCase()
  return source === host || source === hostOf(siteUrl)
}

/**
 * The client's address for the rate limit: the connection's, or with `trustedProxies` reverse proxies in
 * front, the X-Forwarded-For entry the outermost of them appended (entries further left are the client's
 * own word, which anyone can forge).
 */
export function clientIp(
  remoteAddress: string | undefined,
  headers: IncomingHttpHeaders,
  trustedProxies: number,
): string {
  const forwarded = single(headers['x-forwarded-for'])
  if (trustedProxies > 0 && forwarded) {
    const hops = forwarded
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const client = hops[hops.length - trustedProxies]
    if (client) return client
  }
  return remoteAddress ?? 'unknown'
}
