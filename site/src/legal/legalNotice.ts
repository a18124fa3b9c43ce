import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {legalNoticeQuery} from '../content/queries'

/** What French law (LCEN, article 6) requires a company site to state about its publisher and its host. */
export interface LegalNoticeData {
  companyName: string
  legalForm: string
  shareCapital: string
  rcsNumber: string
  rcsCity: string
  vatNumber: string | null
  headOffice: string
  phone: string
  email: string
  publicationDirector: string
  host: {name: string; address: string; phone: string}
}

/** The legal notice's facts, from the site settings: their one source, edited in the studio. */
export async function getLegalNotice(options: FetchOptions = {}): Promise<LegalNoticeData> {
  const settings = await fetchContent(legalNoticeQuery, {}, options)
  if (!settings?.legalNotice) {
    // The law requires them: fail the build or the revalidation rather than publish a notice without them.
    throw new Error('The "legalNotice" of the "siteSettings" document is missing.')
  }
  const {legalNotice, contactEmail} = settings
  return {...legalNotice, host: {...legalNotice.host}, email: contactEmail}
}
