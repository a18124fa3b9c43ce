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
  newsletter: {title: 'Inscrits à la newsletter', until: DATA_RETENTION.newsletter},
} as const satisfies Record<
  string,
  {title: string} & ({unit: 'year' | 'month' | 'day'; amount: readonly number[]} | {until: 'untilUnsubscribe'})
>

export type RetentionPeriodKey = keyof typeof RETENTION_PERIODS

/** A period in French words: « 3 ans », « 13 à 14 mois », « jusqu’à votre désinscription ». */
export function retentionDuration(key: RetentionPeriodKey): string {
  const period = RETENTION_PERIODS[key]
  if ('until' in period) return 'jusqu’à votre désinscription'
  const {unit, amount} = period
  const format = new Intl.NumberFormat('fr-FR', {style: 'unit', unit, unitDisplay: 'long'})
  const [from, to] = amount
  return to === undefined ? format.format(from) : `${from} à ${format.format(to)}`
}

/**
 * Refuses a retention table that leaves out a period of section 9: the page answers a DPO who reads it as the whole
 * list of what this site keeps.
 */
export function missingRetentionPeriods(rows: {period?: string}[] | undefined): true | string {
  const listed = new Set((rows ?? []).map(({period}) => period))
  const missing = (Object.keys(RETENTION_PERIODS) as RetentionPeriodKey[]).filter((key) => !listed.has(key))
  if (!rows || missing.length === 0) return true
  return `Ajoutez une ligne pour : ${missing.map((key) => RETENTION_PERIODS[key].title).join(', ')}.`
}
