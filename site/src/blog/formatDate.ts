import {SITE_LOCALE} from '@parlia/schemas/constants'

/**
 * Dates are shown as in Lyon, whatever the time zone of the build server or of the visitor,
 * so the statically generated markup and the hydrated one always agree.
 */
export const SITE_TIME_ZONE = 'Europe/Paris'

const dateFormat = new Intl.DateTimeFormat(SITE_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
})

/** « 14 mars 2025 », and « 1er mars 2025 » for the first of the month, as French typography wants. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('')
}
