import {ASSISTANT_MISS_RETENTION_DAYS} from './assistantMisses'
import {DATA_RETENTION} from './privacy'
import {retentionDuration} from './retentionPeriods'

// Intl separates some numbers from their unit with a no-break space: the test reads any space as one.
const said = (key: Parameters<typeof retentionDuration>[0]) => retentionDuration(key).replace(/\s/g, ' ')

it('says each period in French from the constants the site applies', () => {
  expect(said('contact')).toBe(`${DATA_RETENTION.contactYears} ans`)
  expect(said('consentCookie')).toBe(`${DATA_RETENTION.consentCookieMonths} mois`)
  expect(said('analyticsCookies')).toBe(
    `${DATA_RETENTION.analyticsCookieMonths[0]} à ${DATA_RETENTION.analyticsCookieMonths[1]} mois`,
  )
  expect(said('assistantMiss')).toBe(`${ASSISTANT_MISS_RETENTION_DAYS} jours`)
})
