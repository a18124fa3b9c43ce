import {citationRenumberer} from './citations'

describe('the citations of a streamed answer', () => {
  it('are renumbered in the order the extracts are first cited, across pieces', () => {
    const citations = citationRenumberer(3)
    const shown = ['Oui, en France [', '3]. Le modèle', ' est au choix [1', ', 3] et [1]', '.'].map((piece) =>
      citations.push(piece),
    )
    expect(shown).toEqual(['Oui, en France ', '[1]. Le modèle', ' est au choix ', '[2, 1] et [2]', '.'])
    expect(citations.flush()).toBe('')
    expect(citations.cited).toEqual([3, 1])
    expect(citations.invalid).toBe(false)
  })

  it('show a bracket that is no citation once it is clear', () => {
    const citations = citationRenumberer(2)
    expect(citations.push('voir [')).toBe('voir ')
    expect(citations.push('la FAQ]')).toBe('[la FAQ]')
    expect(citations.push(' [2')).toBe(' ')
    expect(citations.flush()).toBe('[2')
    expect(citations.cited).toEqual([])
  })

  it('make the answer invalid when they name an extract that does not exist', () => {
    const citations = citationRenumberer(2)
    expect(citations.push('Oui [3].')).toBe('Oui [3].')
    expect(citations.invalid).toBe(true)
  })
})
