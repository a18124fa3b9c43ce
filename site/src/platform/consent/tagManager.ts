import {publicEnv} from '../env/public'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** The container's script: the only third party the site loads, and only with consent. */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'
const tagManagerScriptUrl = (id: string) => `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`

/** The event the tag manager's trigger listens to: pushed on acceptance and on every load with consent. */
const CONSENT_EVENT = {event: 'cookieInit'} as const

/** Google Consent Mode v2: everything denied until the visitor accepts; acceptance grants audience measurement only. */
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const
const GRANTED = {analytics_storage: 'granted'} as const

// The page holds the state (its data layer and its scripts): a new page load starts from nothing.
const dataLayer = () => (window.dataLayer ??= [])
const isCommand = (entry: unknown, ...command: string[]) =>
  Object.prototype.toString.call(entry) === '[object Arguments]' &&
  command.every((word, index) => (entry as ArrayLike<unknown>)[index] === word)
const defaultsSet = () => (window.dataLayer ?? []).some((entry) => isCommand(entry, 'consent', 'default'))

// The tag manager reads consent commands only as `arguments` objects, the way Google's gtag() pushes them.
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments)
}

function setDefaults(): void {
  if (!defaultsSet()) gtag('consent', 'default', DENIED)
}

/**
 * Consent is `true`: the defaults (denied), their update (granted), the container when `load` is set
 * and an id is configured, then `cookieInit`, which the container's trigger fires on.
 */
export function grantConsent({load}: {load: boolean}, id: string | null = publicEnv.tagManagerId): void {
  setDefaults()
  gtag('consent', 'update', GRANTED)
  if (load && id && !tagManagerLoaded()) {
    dataLayer().push({'gtm.start': Date.now(), event: 'gtm.js'})
    const script = document.createElement('script')
    script.async = true
    script.src = tagManagerScriptUrl(id)
    document.head.append(script)
  }
  dataLayer().push({...CONSENT_EVENT})
}

/** Consent is withdrawn while the container runs on this page: it must stop writing cookies at once. */
export function withdrawConsent(): void {
  if (defaultsSet()) gtag('consent', 'update', DENIED)
}

/** Whether the container runs on this page (the security policy this page loaded with allows it). */
export const tagManagerLoaded = (): boolean => document.querySelector(`script[src^="${TAG_MANAGER_ORIGIN}/"]`) !== null
