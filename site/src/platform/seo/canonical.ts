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

/** Marks the page's own link in the head, so the browser finds it beside the feed's (also `alternate`). */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link'

/**
 * The address the page's link is built from: the visited one (a router's `asPath`, or the browser's), unless the
 * page is served through a rewrite (`url`, e.g. `/blog?page=2` served by /blog/page/2) and the visited path is the
 * rewrite's target, which only a static page's server render sees.
 */
export function linkedPath(url: string | undefined, visited: string | undefined): string | undefined {
  return url && visited?.split('?')[0] !== url.split('?')[0] ? url : (visited ?? url)
}
