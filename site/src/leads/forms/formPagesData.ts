import type {FetchOptions} from '../../content/backends/types'
import {fetchContent} from '../../content/fetch'
import {contentSuggestionsQuery, schedulingUrlQuery} from '../../content/queries'
import type {ContentSuggestionsQueryResult} from '../../content/sanity.types'

export interface DemoConfirmationProps {
  /** The scheduling service's booking page (site settings); null when none is configured. */
  schedulingUrl: string | null
}

/** What the content confirmation page suggests next: a few use cases, white papers and webinars. */
export type ContentConfirmationProps = ContentSuggestionsQueryResult
export type SuggestionData = ContentConfirmationProps['whitePapers'][number]

export async function getDemoConfirmation(options: FetchOptions = {}): Promise<DemoConfirmationProps> {
  const schedulingUrl = await fetchContent(schedulingUrlQuery, {}, options)
  return {schedulingUrl: schedulingUrl?.trim() || null}
}

export function getContentConfirmation(options: FetchOptions = {}): Promise<ContentConfirmationProps> {
  return fetchContent(contentSuggestionsQuery, {}, options)
}
