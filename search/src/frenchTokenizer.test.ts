/** @jest-environment node */
import {foldingFrenchTokenizer, isStopWord, WORDS_KEPT} from './frenchTokenizer'

describe('the folding French tokenizer', () => {
  it('folds accents and case before stemming, in documents and queries alike', () => {
    const tokenizer = foldingFrenchTokenizer({typing: false})
    expect(tokenizer.tokenize('Hébergement des données', 'french', 'text')).toEqual(
      tokenizer.tokenize('hebergement des donnees'),
    )
    expect(tokenizer.tokenize('Téléphonie')).toEqual(tokenizer.tokenize('telephonie'))
  })

  it('drops stop words from documents, and from a finished question, even the last word', () => {
    const tokenizer = foldingFrenchTokenizer({typing: false})
    expect(tokenizer.tokenize('où sont vos données', 'french', 'text')).toEqual(tokenizer.tokenize('données'))
    expect(tokenizer.tokenize('vous hébergez les données où')).toEqual(tokenizer.tokenize('hébergez données'))
  })

  it('keeps the last word of a query typed as you go, which may start a longer word', () => {
    expect(foldingFrenchTokenizer({typing: true}).tokenize('connecteur se')).toHaveLength(2)
    expect(foldingFrenchTokenizer({typing: false}).tokenize('connecteur se')).toHaveLength(1)
  })

  it('keeps a bounded number of stemmed words, whatever visitors type', () => {
    const tokenizer = foldingFrenchTokenizer({typing: false})
    const typed = Array.from({length: WORDS_KEPT + 1_000}, (_, index) => `mot${index.toString(36)}`)
    for (const word of typed) tokenizer.tokenize(word)
    tokenizer.tokenize('hébergement', 'french', 'text')
    expect(tokenizer.normalizationCache.size).toBe(WORDS_KEPT)
    // What was let go is stemmed again, alike.
    expect(tokenizer.tokenize(typed[0]!)).toEqual(foldingFrenchTokenizer({typing: false}).tokenize(typed[0]!))
  })

  it('knows the folded stop words', () => {
    expect(isStopWord('ou')).toBe(true)
    expect(isStopWord('etaient')).toBe(true)
    expect(isStopWord('donnees')).toBe(false)
  })
})
