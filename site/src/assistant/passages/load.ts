import {LEGAL_PAGES} from '@parlia/schemas/constants'

import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {assistantPassagesQuery} from '../../content/queries'
import {buildPassages, LISTING_IDS} from './build'
import type {Passage} from './types'

/** The legal pages the site serves (others in the dataset are no page). */
const LEGAL_SLUGS = LEGAL_PAGES.map((page) => page.slug)

/** Every passage of the published content, read through the content layer (`options` as for the pages). */
export async function loadPassages(options: FetchOptions = {}): Promise<Passage[]> {
  return buildPassages(
    await fetchContent(assistantPassagesQuery, {legalSlugs: LEGAL_SLUGS, listingIds: LISTING_IDS}, options),
  )
}
