import {distinctPhrasings, sitePath} from './assistantIntentRules'

describe('an intent’s phrasings', () => {
  it('accepts phrasings the assistant reads differently', () => {
    expect(distinctPhrasings(['Où sont vos serveurs ?', 'ou sont vos données', 'hébergement'])).toBe(true)
  })

  it('refuses one written twice, accents, case and punctuation aside', () => {
    expect(distinctPhrasings(['Où sont vos serveurs ?', 'ou sont  VOS serveurs'])).toBe(
      '« ou sont  VOS serveurs » figure deux fois (les accents, les majuscules et la ponctuation ne comptent pas).',
    )
  })

  it('refuses a phrasing of punctuation only', () => {
    expect(distinctPhrasings(['?!'])).toBe('Une formulation ne peut pas être vide.')
  })
})

describe('the page an intent cites', () => {
  it('is a path of the site', () => {
    expect(sitePath('/politique-de-cookies')).toBe(true)
    expect(sitePath('/ressources/faq')).toBe(true)
  })

  it('is required, without host, query or anchor', () => {
    expect(sitePath(undefined)).toBe('Indiquez la page citée.')
    for (const value of ['https://parlia.fr/contact', '/contact?x=1', '/faq#prix', 'contact'])
      expect(sitePath(value)).not.toBe(true)
  })
})
