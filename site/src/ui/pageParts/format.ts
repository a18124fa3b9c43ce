import {SITE_LOCALE} from '@parlia/schemas/constants/locale'

/** Dates and times are shown as in Lyon, whatever the time zone of the server or of the visitor. */
const TIME_ZONE = 'Europe/Paris'
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

const dateInParis = new Intl.DateTimeFormat(SITE_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
})
// A calendar date (Sanity's `date` type) has no time zone: read and shown as it is written.
const calendarDate = new Intl.DateTimeFormat(SITE_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** « 3 juin 2025 », « 1er octobre 2026 »: a calendar date or an instant, in French; '' when unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return ''
  const dateOnly = DATE_ONLY.test(value)
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime())) return ''
  return (dateOnly ? calendarDate : dateInParis)
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('')
}

/** The machine-readable form for <time dateTime>: the calendar date as written, or the ISO instant. */
export function dateTimeAttribute(value: string): string {
  return DATE_ONLY.test(value) ? value : new Date(value).toISOString()
}

/** « 45 min », « 1 h », « 1 h 30 ». */
export function formatDuration(minutes: number): string {
  const rounded = Math.max(0, Math.round(minutes))
  const hours = Math.floor(rounded / 60)
  const rest = rounded % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`
}

/**
 * « 1 seconde », « 30 secondes », « 2 minutes »: how long a visitor is asked to wait. The formatter is made on call,
 * so that the pages importing this module for dates carry none.
 */
export const formatWait = (value: number, unit: 'second' | 'minute'): string =>
  new Intl.NumberFormat(SITE_LOCALE, {style: 'unit', unit, unitDisplay: 'long'}).format(value)
