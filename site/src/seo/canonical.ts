/** The page's own link in the head: canonical, or alternate when a query parameter still sets it apart. */
export interface PageLink {
  rel: 'canonical' | 'alternate'
  href: string
}

/** Parameters that never make another page: identifiers and pagination (`postId`, `page`, `grid`…). */
const isIgnoredParam = (name: string) => /id|page/i.test(name)

/**
 * The canonical link rule (spec section 2): query parameters whose name includes `id` or `page` are
 * dropped; if other parameters remain, the link keeps them and is `alternate` instead of `canonical`.
 * `path` is a path with its query (a router's `asPath`); a fragment is never part of the link.
 */
export function pageLink(path: string, siteUrl: string): PageLink {
  // The base only lets URL parse a path; the link is built on the site's own origin.
  const url = new URL(path, 'http://localhost')
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => !isIgnoredParam(name)))
  const query = kept.toString()
  return {rel: query ? 'alternate' : 'canonical', href: `${siteUrl}${url.pathname}${query ? `?${query}` : ''}`}
}
