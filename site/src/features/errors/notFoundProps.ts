import type {IncomingMessage, ServerResponse} from 'node:http'

import {derivedCache} from '../../content/derivedCache'
import {logger} from '../../platform/logging/logger'
import {getLayoutData, type LayoutData} from '../../ui/layout/layoutData'
import {REVALIDATE_SECONDS} from '../../ui/layout/staticProps'
import {redirectFor} from '../redirects/lookup'

export interface NotFoundProps {
  /** Absent when the content could not be read: the page is drawn without the site's header and footer. */
  layout?: LayoutData
}

/**
 * The header and footer of the 404 page, drawn on each request no cache keeps: read once per process, again after
 * each published change, as the redirects are.
 */
const layoutData = derivedCache('not-found-layout', getLayoutData, (layout) => layout)

/** What a shared cache (deploy/nginx) may keep: a redirect as long as a page, a 404 not at all. */
const CACHE_CONTROL = {
  redirect: `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate`,
  notFound: 'private, no-store',
} as const

/**
 * The server's side of the 404 page: the one place the site looks its redirects up, so that they cost the pages that
 * exist nothing. A redirect from the address answers instead, in one hop, with the visitor's query. A 404 is kept by no
 * shared cache, so a redirect published later applies at once.
 */
export async function notFoundProps(req: IncomingMessage, res: ServerResponse): Promise<NotFoundProps> {
  if (req.url && res.statusCode === 404) {
    const redirect = await redirectFor(req.url).catch((error: Error) => {
      logger.error({event: 'redirects.unavailable', error: error.message}, 'Redirects could not be read')
      return null
    })
    if (redirect) {
      res.statusCode = redirect.status
      res.setHeader('Location', redirect.location)
      res.setHeader('Cache-Control', CACHE_CONTROL.redirect)
      res.end()
      return {}
    }
  }
  res.setHeader('Cache-Control', CACHE_CONTROL.notFound)
  const layout = await layoutData.get().catch((error: Error) => {
    logger.error({event: 'not-found.layout', error: error.message}, 'The 404 page is drawn without the layout')
    return undefined
  })
  return layout ? {layout} : {}
}
