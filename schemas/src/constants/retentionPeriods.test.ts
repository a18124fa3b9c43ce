import {ASSISTANT_MISS_RETENTION_DAYS} from './assistantMisses'
import {DATA_RETENTION} from './privacy'
import {missingRetentionPeriods, RETENTION_PERIODS, retentionDuration} from './retentionPeriods'

// Intl separates some numbers from their unit with a no-break space: the test reads any space as one.
const said = (key: Parameters<typeof retentionDuration>[0]) => retentionDuration(key).replace(/\s/g, ' ')

it('says each period in French from the constants the site applies', () => {
  expect(said('contact')).toBe(`${DATA_RETENTION.contactYears} ans`)
  expect(said('consentCookie')).toBe(`${DATA_RETENTION.consentCookieMonths} mois`)
  expect(said('analyticsCookies')).toBe(
    `${DATA_RETENTION.analyticsCookieMonths[0]} à ${DATA_RETENTION.analyticsCookieMonths[1]} mois`,
  )
  expect(said('assistantMiss')).toBe(`${ASSISTANT_MISS_RETENTION_DAYS} jours`)
  // Section 9: newsletter data is kept until unsubscribe, with no fixed term.
  expect(said('newsletter')).toBe('jusqu’à votre désinscription')
})

it('refuses a retention table that leaves a period of section 9 out, naming it', () => {
  const all = Object.keys(RETENTION_PERIODS).map((period) => ({period}))
  expect(missingRetentionPeriods(all)).toBe(true)
  expect(missingRetentionPeriods(all.filter(({period}) => period !== 'newsletter'))).toBe(
    'Ajoutez une ligne pour : Inscrits à la newsletter.',
  )
  expect(missingRetentionPeriods(undefined)).toBe(true)
})
