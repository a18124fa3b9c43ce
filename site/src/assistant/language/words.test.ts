import {fold, isEnglish, meaningful, readText, tokens} from './words'

describe('the French language layer', () => {
  it('folds accents and case, and splits elisions and inclusive endings', () => {
    expect(fold('Hébergées À LYON')).toBe('hebergees a lyon')
    expect(tokens('l’hébergement d’un développeur·se')).toEqual(['l', 'hebergement', 'd', 'un', 'developpeur', 'se'])
  })

  it('keeps the words that name something: no stop word, spoken filler, greeting or single letter', () => {
    expect(meaningful(tokens('Bonjour, du coup en fait genre c’est quoi le tarif svp ?'))).toEqual(['tarif'])
    expect(meaningful(tokens('Pourriez-vous m’indiquer où sont hébergées les données ?'))).toEqual([
      'hebergees',
      'donnees',
    ])
  })

  it('writes SMS forms out', () => {
    expect(readText('slt cmb de tps pr mettre en place ds 1 mairie').words).toEqual([
      'salut',
      'combien',
      'de',
      'temps',
      'pour',
      'mettre',
      'en',
      'place',
      'dans',
      '1',
      'mairie',
    ])
    expect(readText('c koi rgdp').words).toEqual(['c', 'est', 'quoi', 'rgpd'])
  })

  it('says an English question’s terms of our field in French, and tells it is English', () => {
    expect(readText('Where is our data hosted?')).toEqual({
      words: ['ou', 'is', 'our', 'donnees', 'heberge'],
      english: true,
    })
    expect(readText('Can I book a demo?').words).toContain('demonstration')
  })

  it('takes a French question with one English word for French', () => {
    expect(isEnglish(tokens('le pricing de parlia'))).toBe(false)
    expect(readText('le live chat est inclus ?')).toMatchObject({english: false})
    expect(isEnglish(tokens('how long do you keep the conversations'))).toBe(true)
  })
})
