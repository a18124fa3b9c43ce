import {linkedPath, PAGE_LINK_ATTRIBUTE, pageLink} from './canonical'

/**
 * Applies the canonical link rule (spec section 2) to the address the page was visited at: a static page's server
 * HTML names its own path, and a query string it could not know may turn its link alternate.
 */
export function fixPageLink(url: string | undefined) {
  const element = document.head.querySelector(`link[${PAGE_LINK_ATTRIBUTE}]`)
  const path = linkedPath(url, `${window.location.pathname}${window.location.search}`)
  if (!element || !path) return
  // The server wrote the link on the site's own address (NEXT_PUBLIC_SITE_URL): the browser need not carry it.
  const link = pageLink(path, new URL(element.getAttribute('href') ?? '', window.location.href).origin)
  element.setAttribute('rel', link.rel)
  element.setAttribute('href', link.href)
  document.head.querySelector('meta[property="og:url"]')?.setAttribute('content', link.href)
}
