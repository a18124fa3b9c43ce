import {printableBodyError, printableTextError, unprintableCharacter, withPrintableSubstitutes} from './printableText'

const block = (text: string) => ({_type: 'block', children: [{text}]})

describe('what a PDF can print', () => {
  it('prints French: accents, ’, « », œ, €, the no-break spaces', () => {
    expect(unprintableCharacter('L’œuvre « coûte » 12\u00a0€ ; déjà\u202f!')).toBeNull()
    expect(withPrintableSubstitutes('a\u202f!')).toBe('a\u00a0!')
  })

  it('finds what it cannot print: an emoji, an arrow, a comparison sign', () => {
    expect(unprintableCharacter('Validé ✅')).toBe('✅')
    expect(unprintableCharacter('a → b')).toBe('→')
    expect(unprintableCharacter('≥ 3')).toBe('≥')
  })

  it('refuses a body holding one, naming the character and its text', () => {
    expect(printableBodyError([block('Tout va bien.'), block('Délai ≤ 48 heures')])).toBe(
      'Le PDF ne peut pas imprimer le caractère « ≤ » (U+2264) dans « Délai ≤ 48 heures » : remplacez-le.',
    )
    expect(printableBodyError([{_type: 'keyFigure', value: '×2', label: 'de réponses'}])).toBe(true)
    expect(printableBodyError([{_type: 'keyFigure', value: '⬆ 2', label: 'de réponses'}])).toMatch(/« ⬆ »/)
    expect(printableBodyError(undefined)).toBe(true)
  })

  it('refuses a printed line holding one', () => {
    expect(printableTextError('Synthèse – sécurité')).toBe(true)
    expect(printableTextError('Synthèse ✓')).toBe(
      'Le PDF ne peut pas imprimer le caractère « ✓ » (U+2713) : remplacez-le.',
    )
    expect(printableTextError(undefined)).toBe(true)
  })
})
