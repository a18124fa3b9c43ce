import {excerpt, sentencesOf} from './sentences'

describe('French sentences', () => {
  it('split at the end of each sentence and at paragraph breaks, never inside an abbreviation or a number', () => {
    const text = 'Oui. L’assistant répond 24 h/24, 7 j/7. M. Dupont, DPO, valide les réponses !\n\nVoir la page Contact'
    expect(sentencesOf(text)).toEqual([
      'Oui.',
      'L’assistant répond 24 h/24, 7 j/7.',
      'M. Dupont, DPO, valide les réponses !',
      'Voir la page Contact',
    ])
  })
})

describe('the excerpt', () => {
  const sentences = [
    'Oui.',
    'Les données sont hébergées en France.',
    'Le modèle est au choix.',
    'Les sauvegardes sont chiffrées.',
    'Rien d’autre.',
  ]
  const says = (words: string[]) => (sentence: string) => words.filter((word) => sentence.toLowerCase().includes(word))

  it('is the run of up to three sentences that says most of the question, as written', () => {
    expect(excerpt(sentences, says(['hébergées', 'france']), {maxSentences: 3, maxLength: 480})).toEqual(
      sentences.slice(0, 3),
    )
    expect(excerpt(sentences, says(['sauvegardes', 'chiffrées', 'modèle']), {maxSentences: 3, maxLength: 480})).toEqual(
      sentences.slice(1, 4),
    )
  })

  it('prefers the run where more sentences say something, then the earliest', () => {
    expect(excerpt(sentences, says(['données', 'modèle']), {maxSentences: 2, maxLength: 480})).toEqual(
      sentences.slice(1, 3),
    )
    expect(excerpt(sentences, () => [], {maxSentences: 2, maxLength: 480})).toEqual(sentences.slice(0, 2))
  })

  it('keeps within the length, but never cuts a sentence', () => {
    expect(excerpt(sentences, says(['sauvegardes']), {maxSentences: 3, maxLength: 40})).toEqual([
      'Les sauvegardes sont chiffrées.',
    ])
    const long = 'x'.repeat(600)
    expect(excerpt([long, 'Court.'], says(['x']), {maxSentences: 3, maxLength: 480})).toEqual([long])
  })
})
