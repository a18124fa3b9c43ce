import {createSpeller} from './speller'

const VOCABULARY = new Map([
  ['glpi', 3],
  ['teams', 5],
  ['parlia', 20],
  ['hebergement', 4],
  ['accompagnement', 6],
  ['accompagne', 2],
  ['situation', 1],
])

describe('typo tolerance against the site’s vocabulary', () => {
  const speller = createSpeller(VOCABULARY, (word) => ['garder', 'tete'].includes(word))

  it('reads a misspelt brand or word as the vocabulary writes it', () => {
    expect(speller.correct('glip')).toBe('glpi')
    expect(speller.correct('teems')).toBe('teams')
    expect(speller.correct('parlya')).toBe('parlia')
    expect(speller.correct('hebergment')).toBe('hebergement')
    expect(speller.correct('situtaion')).toBe('situation')
  })

  it('prefers the closest spelling, then the one the content uses most', () => {
    expect(speller.correct('acompagnement')).toBe('accompagnement')
  })

  it('leaves alone known words, French words the site does not use, numbers and short words', () => {
    expect(speller.correct('teams')).toBe('teams')
    expect(speller.correct('garder')).toBe('garder')
    expect(speller.correct('2024')).toBe('2024')
    expect(speller.correct('tes')).toBe('tes')
    expect(speller.knows('glpi')).toBe(true)
    expect(speller.knows('garder')).toBe(false)
  })
})
