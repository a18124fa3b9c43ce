import {meaningfulStems, questionTerms, stemMatches, textStems} from './terms'

const SYNONYMS = [
  ['prix', 'tarif', 'coût', 'combien', 'coûte', 'devis'],
  ['hébergement', 'héberger', 'hébergez', 'serveurs'],
  ['signature électronique', 'dématérialisation'],
]

describe('the words of a question that carry its meaning', () => {
  it('drops stop words and the words visitors ask with, folds accents and stems', () => {
    expect(meaningfulStems('c’est quoi la recette des crêpes')).toEqual(['recet', 'crep'])
    expect(meaningfulStems('c koi vos tarifs')).toEqual(['tarif'])
    expect(meaningfulStems('Comment résilier mon abonnement Netflix ?')).toEqual(['resili', 'abon', 'netflix'])
    expect(meaningfulStems('Bonjour, tu peux me dire quoi ?')).toEqual([])
  })

  it('match a text’s words equal, as another form of the word, or one typo apart', () => {
    const text = textStems('La plateforme et les données de vos assistants sont hébergées en France.')
    expect(stemMatches('heberg', text)).toBe(true)
    expect(stemMatches('platefrm', text)).toBe(true)
    expect(stemMatches('franc', text)).toBe(true)
    expect(stemMatches('recet', text)).toBe(false)
    // Four letters are too few to call a beginning or a typo a match.
    expect(stemMatches('plat', text)).toBe(false)
  })
})

describe('how much of a question a text says', () => {
  it('counts each meaningful word once, the editors’ synonyms as the word itself', () => {
    const terms = questionTerms('combien ça coûte pour un hébergement en France ?', SYNONYMS)
    expect(terms.stems).toEqual(['cout', 'heberg', 'franc'])
    const quote = textStems('Chaque projet étant différent, nous établissons un devis. Nos serveurs sont en France.')
    expect(terms.matched(quote)).toEqual(['cout', 'heberg', 'franc'])
    expect(terms.coverage(textStems('Un devis sur mesure.'))).toBeCloseTo(1 / 3)
  })

  it('uses a group only when the question says one of its terms whole', () => {
    const terms = questionTerms('une signature pour le contrat', SYNONYMS)
    const text = textStems('Yousign, pour la dématérialisation de vos contrats.')
    expect(terms.matched(text)).toEqual(['contrat'])
    const whole = questionTerms('une signature électronique pour le contrat', SYNONYMS)
    expect(whole.matched(text)).toEqual(['signatur', 'electron', 'contrat'])
  })

  it('is none for a question without meaningful words', () => {
    expect(questionTerms('bonjour !', SYNONYMS).coverage(textStems('Bonjour et bienvenue.'))).toBe(0)
  })
})
