import {ASSISTANT_MISS_RETENTION_DAYS} from './assistantMisses'
import {DATA_RETENTION} from './privacy'

/**
 * Section 9's retention periods, by key: the security page's table names one per row, so that the durations it shows
 * are the constants the site applies, never a copy an editor could let drift. `title` is the Studio's choice label.
 */
export const RETENTION_PERIODS = {
  contact: {title: 'Contacts et prospects', unit: 'year', amount: [DATA_RETENTION.contactYears]},
  consentCookie: {title: 'Cookie de consentement', unit: 'month', amount: [DATA_RETENTION.consentCookieMonths]},
  analyticsCookies: {
    title: 'Cookies de mesure d’audience',
    unit: 'month',
    amount: [...DATA_RETENTION.analyticsCookieMonths],
  },
  assistantMiss: {
    title: 'Questions transmises depuis l’assistant',
    unit: 'day',
    amount: [ASSISTANT_MISS_RETENTION_DAYS],
  },
} as const satisfies Record<string, {title: string; unit: 'year' | 'month' | 'day'; amount: readonly number[]}>

export type RetentionPeriodKey = keyof typeof RETENTION_PERIODS

/** A period in French words: « 3 ans », « 13 à 14 mois ». */
export function retentionDuration(key: RetentionPeriodKey): string {
  const {unit, amount} = RETENTION_PERIODS[key]
  const format = new Intl.NumberFormat('fr-FR', {style: 'unit', unit, unitDisplay: 'long'})
  const [from, to] = amount
  return to === undefined ? format.format(from) : `${from} à ${format.format(to)}`
}
