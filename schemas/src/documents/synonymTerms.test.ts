import {noRepeatedTerm, notBlank} from './synonymTerms'

describe('the rules on a synonym group’s terms', () => {
  it('refuses a term named twice in a group, accents, case and spacing aside', () => {
    expect(noRepeatedTerm(['prix', 'tarif', 'coût'])).toBe(true)
    expect(noRepeatedTerm(['Signature électronique', 'e-signature', 'signature  electronique '])).toBe(
      '« signature  electronique » figure deux fois dans ce groupe (les accents et les majuscules ne comptent pas).',
    )
    expect(noRepeatedTerm(undefined)).toBe(true)
  })

  it('refuses a term of spaces alone', () => {
    expect(notBlank('RGPD')).toBe(true)
    expect(notBlank('   ')).toBe('Un terme ne peut pas être vide.')
    expect(notBlank(undefined)).toBe(true)
  })
})
