import {derivedCache} from '../../content/derivedCache'
import {fetchContent} from '../../content/fetch'
import {logger} from '../../platform/logging/logger'
import {redirectsQuery} from './query'
import {buildRedirectTable, findRedirect, type RedirectEntry} from './table'

/** This process's table of redirects: read once, again after each published change (any instance's webhook). */
const redirects = derivedCache(
  'redirects',
  (options) => fetchContent(redirectsQuery, {}, options),
  (rows) => {
    const {table, dropped} = buildRedirectTable(rows)
    if (dropped.length) {
      logger.warn({event: 'redirects.dropped', sources: dropped}, 'Redirects left out: they loop or lead nowhere')
    }
    return table
  },
)

/** The redirect for a URL the site has no page at, or null. */
export async function redirectFor(requestUrl: string): Promise<RedirectEntry | null> {
  return findRedirect(await redirects.get(), requestUrl)
}
