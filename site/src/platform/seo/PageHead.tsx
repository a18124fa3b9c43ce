import {SITE_LOCALE} from '@parlia/schemas/constants/locale'
import {feedPath} from '@parlia/schemas/routes'
import {useRouter} from 'next/compat/router'
import Head from 'next/head'

import {publicEnv} from '../env/public'
import type {Crumb} from '../../ui/navigation'
import {pageLink, PAGE_LINK_ATTRIBUTE} from './canonical'
import {feedTitle} from './feedTitle'
import {serializeJsonLd, type StructuredDataValue} from './JsonLd'
import type {ShareImage} from './shareImage'
import {useSiteSeo} from './SiteSeo'
import {breadcrumbJsonLd} from './structuredData/breadcrumbs'
import {absoluteUrl} from './urls'

export interface PageHeadProps {
  title: string
  description?: string | null
  /**
   * The address of a page served through a rewrite (`/blog?page=2`, served by /blog/page/2; a search page with its
   * query), which the server's router does not name; in the browser, the visited address wins once it names the same
   * path (with any other parameter).
   */
  url?: string
  /** The link preview's image; the site's (the logo's card) by default. */
  image?: ShareImage | null
  type?: 'website' | 'article'
  /** Pages kept out of search engines (login, confirmations, 404). */
  noindex?: boolean
  /** An Atom feed of the page's own, announced beside the blog's (the security page's sub-processor changes). */
  atomFeed?: {title: string; path: string}
}

const OG_LOCALE = SITE_LOCALE.replace('-', '_')

/**
 * The document head, written by the server only: package.json's `#seo/head` resolves to PageHead.browser.tsx in the
 * browser, which ships none of this nor next/head. Every page is loaded whole (no client-side navigation), so the head
 * the server wrote is the page's for its whole life; the browser only fixes what the server could not know.
 */

/** What every page's head holds, whatever the page. */
export function SiteHead() {
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
    </Head>
  )
}

/**
 * The meta helper (spec section 2): title, description, the canonical (or alternate) link, the RSS feed,
 * Open Graph and the Twitter card, in absolute URLs. Twitter reads the Open Graph title, description and
 * image itself.
 */
export function PageHead({title, description, url, image, type = 'website', noindex = false, atomFeed}: PageHeadProps) {
  // The compat hook answers null instead of throwing where no router is mounted (component tests).
  const router = useRouter()
  const site = useSiteSeo()
  // The server's router names a page served through a rewrite by the rewrite's target, or without the visitor's
  // query: the page's own address, when it gives one, is the visited one.
  const path = url ?? router?.asPath
  const summary = description?.trim() || site?.description
  const preview = image ?? site?.shareImage
  const link = path ? pageLink(path, publicEnv.siteUrl) : null
  const og = (property: string, content: string | number | null | undefined) =>
    content || content === 0 ? <meta key={property} property={property} content={String(content)} /> : null
  return (
    <Head>
      <title>{title}</title>
      {summary ? <meta key="description" name="description" content={summary} /> : null}
      {noindex ? <meta key="robots" name="robots" content="noindex, nofollow" /> : null}
      {/* A page out of the index names no canonical URL: the two would contradict each other. */}
      {link && !noindex ? (
        <link key="page-link" rel={link.rel} href={link.href} {...{[PAGE_LINK_ATTRIBUTE]: ''}} />
      ) : null}
      <link
        key="feed"
        rel="alternate"
        type="application/rss+xml"
        title={site ? feedTitle(site.brandName) : undefined}
        href={absoluteUrl(feedPath())}
      />
      {atomFeed ? (
        <link
          key="atom-feed"
          rel="alternate"
          type="application/atom+xml"
          title={atomFeed.title}
          href={absoluteUrl(atomFeed.path)}
        />
      ) : null}
      {og('og:type', type)}
      {og('og:site_name', site?.brandName)}
      {og('og:locale', OG_LOCALE)}
      {og('og:title', title)}
      {og('og:description', summary)}
      {og('og:url', link?.href)}
      {og('og:image', preview && absoluteUrl(preview.url))}
      {og('og:image:width', preview?.width)}
      {og('og:image:height', preview?.height)}
      {og('og:image:alt', preview?.alt)}
      <meta key="twitter:card" name="twitter:card" content="summary_large_image" />
    </Head>
  )
}

/** Structured data (schema.org, JSON-LD) for search engines, in the head. */
export function StructuredData({data}: {data: StructuredDataValue}) {
  return (
    <Head>
      <script type="application/ld+json" dangerouslySetInnerHTML={{__html: serializeJsonLd(data)}} />
    </Head>
  )
}

/** A page's breadcrumb trail (components/Breadcrumbs), for search engines. */
export function BreadcrumbData({crumbs}: {crumbs: Crumb[]}) {
  return <StructuredData data={breadcrumbJsonLd(crumbs, publicEnv.siteUrl)} />
}
