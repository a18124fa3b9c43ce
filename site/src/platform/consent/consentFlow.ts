import {publicEnv} from '../env/public'
import {removeAnalyticsCookies} from './analyticsCookies'
import {type Consent, readConsent, writeConsent} from './consentCookie'
import {grantConsent, tagManagerLoaded, withdrawConsent} from './tagManager'

/**
 * On every page load: with consent the tag manager starts and `cookieInit` is pushed; without it (absent,
 * expired or refused) the analytics cookies are removed. Answers the consent found.
 */
export function applyConsentOnLoad(): Consent {
  const consent = readConsent()
  if (consent === 'granted') grantConsent({load: true})
  else removeAnalyticsCookies()
  return consent
}

/**
 * Records the visitor's choice (closing the banner is a refusal). Answers whether the page must reload: its
 * security policy was chosen by the consent it loaded with, so only a fresh page may start the container after
 * an acceptance, and only a fresh page is rid of a running one after a refusal.
 */
export function recordChoice(
  granted: boolean,
  tagManagerId: string | null = publicEnv.tagManagerId,
): {reload: boolean} {
  writeConsent(granted)
  if (granted) {
    grantConsent({load: false}, tagManagerId)
    return {reload: Boolean(tagManagerId) && !tagManagerLoaded()}
  }
  withdrawConsent()
  removeAnalyticsCookies()
  return {reload: tagManagerLoaded()}
}
