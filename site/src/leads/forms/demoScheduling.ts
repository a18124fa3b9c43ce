// The demo's confirmation page: the contact its form stored (schedulingContact.ts) and the booking link it prefills.
import {STORAGE_KEY, type SchedulingContact} from './schedulingContact'

/** The stored contact as written, for `useSyncExternalStore` (a string compares by value). */
export function storedSchedulingContact(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

export function parseSchedulingContact(stored: string | null): SchedulingContact | null {
  try {
    const parsed: unknown = JSON.parse(stored ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return null
    const {name, email} = parsed as Partial<SchedulingContact>
    return typeof name === 'string' && typeof email === 'string' ? {name, email} : null
  } catch {
    return null
  }
}

/** The booking page's URL prefilled with `name` and `email`, the parameters scheduling services share. */
export function schedulingLink(url: string, contact: SchedulingContact | null): string {
  if (!contact) return url
  try {
    const link = new URL(url)
    if (contact.name) link.searchParams.set('name', contact.name)
    if (contact.email) link.searchParams.set('email', contact.email)
    return link.toString()
  } catch {
    return url
  }
}
