import type {BreadcrumbList, ListItem, WithContext} from 'schema-dts'

import type {Crumb} from '../../../ui/navigation'
import {absoluteUrl} from '../urls'

/**
 * BreadcrumbList of the trail from the home page. A crumb without a page of its own (a menu's title) is
 * left out; the last one, the current page, may have no URL: search engines take the page's own.
 */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  const listed = crumbs.filter((crumb, index) => crumb.href || index === crumbs.length - 1)
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: listed.map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? {item: absoluteUrl(crumb.href, siteUrl)} : {}),
    })),
  }
}
