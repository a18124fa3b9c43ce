import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {legalNoticeQuery} from '../../content/queries'
import type {LegalNoticeQueryResult} from '../../content/sanity.types'

/** What French law (LCEN, article 6) requires a company site to state about its publisher and its host. */
export type LegalNoticeData = NonNullable<LegalNoticeQueryResult>

/** The legal notice's facts, from the site settings: their one source, edited in the studio. */
export async function getLegalNotice(options: FetchOptions = {}): Promise<LegalNoticeData> {
  const notice = await fetchContent(legalNoticeQuery, {}, options)
  if (!notice) {
    // The law requires them: fail the build or the revalidation rather than publish a notice without them.
    throw new Error('The "legalNotice" of the "siteSettings" document is missing.')
  }
  return notice
}
