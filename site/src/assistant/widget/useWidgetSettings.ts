import useSWR from 'swr'

import type {WidgetSettingsBody} from '../api/widgetSettings'
import {ASSISTANT_ENDPOINTS} from '../contract'

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {headers: {Accept: 'application/json'}})
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as T
}

/**
 * The editors' words and the site's response time (`GET /api/assistant/settings`), fetched once per page however
 * many parts of the widget read them (SWR de-duplicates) and retried with SWR's back-off when the network fails; they
 * change only when an editor publishes, so a visit keeps them.
 */
export const useWidgetSettings = () =>
  useSWR<WidgetSettingsBody>(ASSISTANT_ENDPOINTS.settings, getJson, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
