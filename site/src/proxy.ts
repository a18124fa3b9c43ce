import {type NextRequest, NextResponse} from 'next/server'

import {SEO_DOCUMENT_PATHS, SEO_DOCUMENTS_API} from './seo/documentPaths'

/**
 * robots.txt, the sitemap and the feed go to the API route that writes them (src/seo/documentPaths.ts); any other
 * feed (/rss/en) goes on to the 404 page. Nothing else runs through here: pages' headers are next.config.ts's,
 * the same for every visitor, and a proxy on every page would cost a large share of their throughput.
 */
export function proxy(request: NextRequest) {
  const {pathname} = request.nextUrl
  if (SEO_DOCUMENT_PATHS.has(pathname)) return NextResponse.rewrite(new URL(`${SEO_DOCUMENTS_API}${pathname}`, request.url))
  return NextResponse.next()
}

export const config = {
  // Next reads this statically: the paths of SEO_DOCUMENT_PATHS, spelled out (proxy.test.ts checks they agree).
  matcher: ['/(robots\\.txt|sitemap\\.xml|rss/[^/]+)'],
}
