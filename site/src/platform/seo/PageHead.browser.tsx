import {useEffect} from 'react'

import type {Crumb} from '../../ui/navigation'
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
    // Without a query string the server's link is the page's: the rule's code loads only for the rare visit with one.
    if (window.location.search) void import('./pageLinkFixup').then(({fixPageLink}) => fixPageLink(url))
  }, [url])
  return null
}
