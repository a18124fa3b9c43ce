import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {assistantIntentsQuery} from '../../content/queries'
import type {Intent} from './types'

/** The published intents with at least one phrasing. */
export function loadIntents(options: FetchOptions = {}): Promise<Intent[]> {
  return fetchContent(assistantIntentsQuery, {}, options)
}
