import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {contentSuggestionsQuery, schedulingUrlQuery} from '../content/queries'

export interface DemoConfirmationProps {
  /** The scheduling service's booking page (site settings); null when none is configured. */
  schedulingUrl: string | null
}

export interface SuggestionData {
  id: string
  title: string
  summary: string
}

export interface ContentConfirmationProps {
  useCases: (SuggestionData & {useCaseId: string})[]
  whitePapers: SuggestionData[]
  webinars: SuggestionData[]
}

export async function getDemoConfirmation(options: FetchOptions = {}): Promise<DemoConfirmationProps> {
  const schedulingUrl = await fetchContent(schedulingUrlQuery, {}, options)
  return {schedulingUrl: schedulingUrl?.trim() || null}
}

const toSuggestion = ({_id, title, summary}: {_id: string; title: string; summary: string}): SuggestionData => ({
  id: _id,
  title,
  summary,
})

/** What the content confirmation page suggests next: a few use cases, white papers and webinars. */
export async function getContentConfirmation(options: FetchOptions = {}): Promise<ContentConfirmationProps> {
  const {useCases, whitePapers, webinars} = await fetchContent(contentSuggestionsQuery, {}, options)
  return {
    useCases: useCases.map((useCase) => ({...toSuggestion(useCase), useCaseId: useCase.useCaseId})),
    whitePapers: whitePapers.map(toSuggestion),
    webinars: webinars.map(toSuggestion),
  }
}
