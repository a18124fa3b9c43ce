import {useEffect} from 'react'

import type {Crumb} from '../navigation'
import {linkedPath, PAGE_LINK_ATTRIBUTE, pageLink} from './canonical'
import type {StructuredDataValue} from './JsonLd'
import type {PageHeadProps} from './PageHead'

/** The server wrote these into the head (PageHead.tsx). */
export const SiteHead = () => null
export const StructuredData = (_: {data: StructuredDataValue}) => null
export const BreadcrumbData = (_: {crumbs: Crumb[]}) => null

/**
 * The browser's PageHead (package.json's `#seo/head`): the server wrote the head (PageHead.tsx). What it could not
 * know is the query string of a static page's visit, which the canonical link rule reads (spec section 2): a static
 * page visited with `?utm_source=…` names itself `alternate`, with that parameter.
 */
export function PageHead({url}: PageHeadProps) {
  useEffect(() => {
    const element = document.head.querySelector(`link[${PAGE_LINK_ATTRIBUTE}]`)
    const path = linkedPath(url, `${window.location.pathname}${window.location.search}`)
    if (!element || !path) return
    // The server wrote the link on the site's own address (NEXT_PUBLIC_SITE_URL): the browser need not carry it.
    const link = pageLink(path, new URL(element.getAttribute('href') ?? '', window.location.href).origin)
    element.setAttribute('rel', link.rel)
    element.setAttribute('href', link.href)
    document.head.querySelector('meta[property="og:url"]')?.setAttribute('content', link.href)
  }, [url])
  return null
}
