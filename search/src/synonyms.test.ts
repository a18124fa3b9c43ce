import {expandQuery, namesGroup, queryAlternatives, termsSaid} from './synonyms'
import {fold, words} from './text'

const GROUPS = [
  ['signature électronique', 'e-signature', 'signature numérique'],
  ['prix', 'tarif', 'coût', 'combien'],
  ['données personnelles', 'RGPD'],
]

describe('expandQuery', () => {
  it('appends the other terms of each group the query names, accents and case aside', () => {
    expect(expandQuery('Signature electronique des contrats', GROUPS)).toBe(
      'Signature electronique des contrats e-signature signature numérique',
    )
    // « coûte » is not the word « coût »: stemming is the engine's job, after the expansion.
    expect(expandQuery('combien ça coûte', GROUPS)).toBe('combien ça coûte prix tarif coût')
    expect(expandQuery('vos données personnelles et le prix', GROUPS)).toBe(
      'vos données personnelles et le prix tarif coût combien RGPD',
    )
  })

  it('matches whole words only, and leaves a query that names no group as it is', () => {
    expect(expandQuery('les signatures', GROUPS)).toBe('les signatures')
    expect(expandQuery('prixfixe', GROUPS)).toBe('prixfixe')
    expect(expandQuery('', GROUPS)).toBe('')
    expect(expandQuery('rgpd', [])).toBe('rgpd')
  })
})

describe('termsSaid and namesGroup', () => {
  const folded = (text: string) => words(fold(text))
  const terms = GROUPS[0]!.map(folded)

  it('tells which terms a text says, as whole words in order', () => {
    expect(termsSaid(folded('Une SIGNATURE électronique ?'), terms)).toEqual([true, false, false])
    expect(termsSaid(folded('électronique signature'), terms)).toEqual([false, false, false])
    expect(termsSaid(folded('la e-signature'), terms)).toEqual([false, true, false])
    expect(termsSaid(folded('anything'), [[]])).toEqual([false])
  })

  it('names a group when some of its terms are said, not none and not all', () => {
    expect(namesGroup([true, false])).toBe(true)
    expect(namesGroup([false, false])).toBe(false)
    expect(namesGroup([true, true])).toBe(false)
    expect(expandQuery('signature électronique, e-signature, signature numérique', GROUPS)).toBe(
      'signature électronique, e-signature, signature numérique',
    )
  })
})

describe('queryAlternatives', () => {
  it('is the query, then the query with a group’s term replaced by each other term, whole words, accents and case aside', () => {
    expect(queryAlternatives('Signature electronique des contrats', GROUPS)).toEqual([
      'Signature electronique des contrats',
      'e signature des contrats',
      'signature numerique des contrats',
    ])
    expect(queryAlternatives('le prix', GROUPS)).toEqual(['le prix', 'le tarif', 'le cout', 'le combien'])
  })

  it('combines the groups a query names, up to the limit', () => {
    const alternatives = queryAlternatives('prix RGPD', GROUPS)
    expect(alternatives).toEqual(
      expect.arrayContaining([
        'prix RGPD',
        'tarif rgpd',
        'prix donnees personnelles',
        'tarif donnees personnelles',
        'combien donnees personnelles',
      ]),
    )
    expect(alternatives).toHaveLength(8)
    expect(queryAlternatives('prix RGPD', GROUPS, 3)).toHaveLength(3)
  })

  it('leaves a query that names no group alone, partial words included', () => {
    expect(queryAlternatives('les signatures', GROUPS)).toEqual(['les signatures'])
    expect(queryAlternatives('pri', GROUPS)).toEqual(['pri'])
    expect(queryAlternatives('', GROUPS)).toEqual([''])
  })
})
