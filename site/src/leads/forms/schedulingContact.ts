import type {FormValues} from './schema'

/**
 * The demo form hands name and e-mail to its confirmation page through the tab's session storage, so
 * that they prefill the scheduling link without ever appearing in a URL of the site. What the form writes; its
 * confirmation page reads it with demoScheduling.ts (the form's first load carries none of that).
 */
export const STORAGE_KEY = 'parlia:demo-contact'

export interface SchedulingContact {
  name: string
  email: string
}

export function rememberSchedulingContact(values: FormValues) {
  const contact: SchedulingContact = {
    name: [values.firstName, values.lastName].filter(Boolean).join(' '),
    email: values.email ?? '',
  }
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(contact))
  } catch {
    // Storage disabled (private mode, policy): the link simply goes unprefilled.
  }
}
