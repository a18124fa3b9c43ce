import {routes} from '@parlia/schemas/routes'

import type {AssistantSettings} from '../contentSettings'
import {DEFAULT_REFUSAL} from '../answer/refusal'
import {DEFAULT_DISCLOSURE} from '../contract'
import {API_ERRORS} from './errorMessages'
import {logger} from '../../platform/logging/logger'

/** What `GET /api/assistant/settings` answers: the editors' words, the response time, the privacy policy. */
export interface WidgetSettingsBody {
  greeting: string
  /** Shown in the widget's header: the visitor talks to an automated assistant (AI Act, article 50). */
  disclosure: string
  suggestedQuestions: string[]
  refusal: string
  /** The handover's promise (site settings): « réponse sous un jour ouvré ». */
  openingHours: string
  privacyPolicyUrl: string
  /** Whether the handover offers a copy of the conversation by e-mail (src/leads/submission/copyPolicy.ts). */
  copyOffered: boolean
}

/** When the editors have not written them yet: the site's own words. */
export const DEFAULT_SETTINGS = {
  greeting:
    'Bonjour ! Je suis l’assistant automatisé du site. Posez-moi vos questions : je réponds à partir des pages du site.',
  disclosure: DEFAULT_DISCLOSURE,
  openingHours: 'réponse sous un jour ouvré',
} as const

/**
 * Editors publish them rarely and every page's widget reads them: browsers and shared caches keep them a minute,
 * then serve them while refreshing for five more.
 */
export const SETTINGS_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300'

export type SettingsHttpResponse = {
  status: number
  body: WidgetSettingsBody | {error: string}
  headers: Record<string, string>
}

export interface SettingsDeps {
  settings(): Promise<AssistantSettings>
  copyOffered: boolean
}

/** GET (or HEAD) /api/assistant/settings: 405 for another method, 503 when the content cannot be read. */
export async function handleSettings(method: string, deps: SettingsDeps): Promise<SettingsHttpResponse> {
  if (method !== 'GET' && method !== 'HEAD')
    return {
      status: 405,
      body: {error: API_ERRORS.settingsMethod},
      headers: {Allow: 'GET, HEAD', 'Cache-Control': 'no-store'},
    }
  let settings: AssistantSettings
  try {
    settings = await deps.settings()
  } catch (error) {
    logger.error(
      {event: 'assistant.settings_unavailable', error: (error as Error).stack ?? String(error)},
      'Assistant: settings unavailable',
    )
    return {
      status: 503,
      body: {error: API_ERRORS.unavailable},
      headers: {'Retry-After': '5', 'Cache-Control': 'no-store'},
    }
  }
  return {
    status: 200,
    body: {
      greeting: settings?.greeting?.trim() || DEFAULT_SETTINGS.greeting,
      disclosure: settings?.disclosure?.trim() || DEFAULT_SETTINGS.disclosure,
      suggestedQuestions: settings?.suggestedQuestions.filter((question) => question.trim() !== '') ?? [],
      refusal: settings?.refusal?.trim() || DEFAULT_REFUSAL,
      openingHours: settings?.openingHours?.trim() || DEFAULT_SETTINGS.openingHours,
      privacyPolicyUrl: routes.privacyPolicy,
      copyOffered: deps.copyOffered,
    },
    headers: {'Cache-Control': SETTINGS_CACHE_CONTROL},
  }
}
