import {CONSENT_COOKIE_NAME} from '@parlia/schemas/constants/privacy'
import {type NextRequest, NextResponse} from 'next/server'

import {publicEnv} from './env/public'
import {serverEnv} from './env/server'
import {SEO_DOCUMENT_PATHS, SEO_DOCUMENTS_API} from './seo/documentPaths'
import {pageScriptHashes} from './security/inlineScripts'
import {configuredPolicy} from './security/policyOptions'
import {contentSecurityPolicy} from './security/contentSecurityPolicy'
import {CSP_HEADER} from './security/securityHeaders'

/** The cookie Next.js sets in draft mode (`res.setDraftMode`). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * The site's documents (robots.txt, the sitemap, the feed) go to the API route that writes them. The policy of pages: next.config.ts gives every response the security headers; here a page's policy also
 * allows the framework's inline script, the services the configuration turns on, once its visitor has
 * accepted analytics the tag manager, and in an editor's draft mode the Studio's framing.
 */
export function proxy(request: NextRequest) {
  const {pathname} = request.nextUrl
  // robots.txt, the sitemap and the feed are written by an API route (src/seo/documentPaths.ts).
  if (SEO_DOCUMENT_PATHS.has(pathname)) return NextResponse.rewrite(new URL(`${SEO_DOCUMENTS_API}${pathname}`, request.url))
  const consented = request.cookies.get(CONSENT_COOKIE_NAME)?.value === 'true'
  const preview = request.cookies.has(DRAFT_MODE_COOKIE)
  const response = NextResponse.next()
  response.headers.set(
    CSP_HEADER,
    contentSecurityPolicy({
      ...configuredPolicy,
      scriptHashes: pageScriptHashes(),
      tagManager: consented && Boolean(publicEnv.tagManagerId),
      framedBy: preview ? serverEnv.studioOrigin : null,
    }),
  )
  // The policy depends on the consent cookie: shared caches must not hand one visitor's page to another.
  if (publicEnv.tagManagerId) response.headers.set('Vary', 'Cookie')
  // An editor's preview of drafts (preview/) is never indexed; Next.js already keeps it out of every cache.
  if (preview) response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}

export const config = {
  // Pages only. Build assets, bundled images and the API keep the policy of next.config.ts; the API also
  // keeps its request bodies unbuffered (a proxy would buffer, and cut, every body it sees).
  matcher: ['/((?!api/|_next/static/|_next/image|content/|favicon).*)'],
}
