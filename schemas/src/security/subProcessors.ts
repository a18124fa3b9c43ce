/**
 * The security page's sub-processors (issue 30): what an entry holds, the rules the Studio checks on it, and the dated
 * history the page, its Atom feed and its JSON-LD read from the same entries. Pure: the Studio, the site and its
 * tests import it.
 */

/**
 * A change of an entry after it was added: its date, what changed in the editor's words, and the purpose or location
 * it replaced, so that the history tells each earlier event as it was.
 */
export interface SubProcessorChange {
  _key?: string
  date?: string | null
  note?: string | null
  previousPurpose?: string | null
  previousLocation?: string | null
}

export interface SubProcessor {
  _key?: string
  name?: string | null
  purpose?: string | null
  location?: string | null
  /** The day it started processing data for Parlia (ISO date). */
  since?: string | null
  /** The day it stopped; none while it processes data. */
  until?: string | null
  changes?: SubProcessorChange[] | null
}

/** One dated event of the list's history, the latest first in `subProcessorHistory`. */
export interface SubProcessorEvent {
  /** Stable across edits of other entries: the entry's key, the kind and the date. */
  id: string
  kind: 'added' | 'removed' | 'changed'
  date: string
  name: string
  /** The purpose and location for an addition, the editor's note for a change; none for a removal. */
  detail: string | null
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const sameName = (a: string, b: string) => a.localeCompare(b, 'fr', {sensitivity: 'base'}) === 0

/** Refuses an entry whose dates contradict each other: an end before its start, a change outside its span. */
export function subProcessorDatesError(entry: SubProcessor | undefined): true | string {
  if (!entry?.since) return true
  if (entry.until && entry.until < entry.since)
    return 'La date de fin précède la date de début : corrigez l’une des deux.'
  const outside = (entry.changes ?? []).find(
    ({date}) => date && (date < entry.since! || (entry.until ? date > entry.until : false)),
  )
  return outside
    ? `Le changement du ${outside.date} sort de la période où ce sous-traitant intervient : datez-le entre son début et sa fin.`
    : true
}

/**
 * Refuses a list with an entry whose dates contradict each other, or in which two current entries carry the same name
 * (a replacement ends the old entry first). Checked on the list: Sanity's validation of a document outside the
 * Studio skips the rules of an array's objects.
 */
export function subProcessorListError(entries: SubProcessor[] | undefined): true | string {
  for (const entry of entries ?? []) {
    const problem = subProcessorDatesError(entry)
    if (problem !== true) return `${entry.name ?? 'Un sous-traitant'} : ${problem}`
  }
  const current = (entries ?? []).filter((entry) => !entry.until && entry.name)
  const twice = current.find((entry, index) =>
    current.slice(index + 1).some((other) => sameName(entry.name!, other.name!)),
  )
  return twice
    ? `« ${twice.name} » figure deux fois parmi les sous-traitants actuels : terminez l’ancienne entrée ou fusionnez-les.`
    : true
}

/** The entries still processing data, in the editor's order. */
export const currentSubProcessors = <T extends SubProcessor>(entries: readonly T[]): T[] =>
  entries.filter((entry) => !entry.until)

/** Every addition, change and removal, the latest first (same day: removals, then changes, then additions). */
export function subProcessorHistory(entries: readonly SubProcessor[]): SubProcessorEvent[] {
  const order = {removed: 0, changed: 1, added: 2} as const
  const events: SubProcessorEvent[] = []
  for (const entry of entries) {
    if (!entry.name || !entry.since || !ISO_DATE.test(entry.since)) continue
    const key = entry._key ?? entry.name
    const event = (kind: SubProcessorEvent['kind'], date: string, detail: string | null, index = 0) =>
      events.push({id: `${key}-${kind}-${date}${index ? `-${index}` : ''}`, kind, date, name: entry.name!, detail})
    // The purpose and location it had when added: each change's previous values, from the latest back.
    const first = (entry.changes ?? [])
      .filter(({date}) => date && ISO_DATE.test(date))
      .toSorted((a, b) => b.date!.localeCompare(a.date!))
      .reduce(
        (at, change) => ({
          purpose: change.previousPurpose || at.purpose,
          location: change.previousLocation || at.location,
        }),
        {purpose: entry.purpose, location: entry.location},
      )
    event('added', entry.since, [first.purpose, first.location].filter(Boolean).join(' · ') || null)
    ;(entry.changes ?? []).forEach(({date, note}, index) => {
      if (date && ISO_DATE.test(date)) event('changed', date, note ?? null, index + 1)
    })
    if (entry.until && ISO_DATE.test(entry.until)) event('removed', entry.until, null)
  }
  return events.sort((a, b) => b.date.localeCompare(a.date) || order[a.kind] - order[b.kind])
}
