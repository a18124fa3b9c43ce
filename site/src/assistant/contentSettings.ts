import type {FetchOptions} from '../content/backends/types'
import {fetchContent, type QueryResult} from '../content/fetch'
import {assistantSettingsQuery} from '../content/queries'

/** The Studio's "Assistant du site" with the site settings' opening hours; null when the document does not exist. */
export type AssistantSettings = QueryResult<typeof assistantSettingsQuery>

/**
 * The assistant's words: the greeting, 3 or 4 suggested questions, the refusal, and the response time the handover's
 * confirmation announces. The privacy policy the widget links to is a fixed route (`routes.privacyPolicy`).
 */
export function getAssistantSettings(options: FetchOptions = {}): Promise<AssistantSettings> {
  return fetchContent(assistantSettingsQuery, {}, options)
}
