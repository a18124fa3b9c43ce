import {enoughSections} from './whitePaperBody'

const h2 = {_type: 'block', style: 'h2'}
const paragraph = {_type: 'block', style: 'normal'}

describe('the rule on a printed body (white paper, security page PDF)', () => {
  it('asks for at least three parts, each opened by a title 2', () => {
    expect(enoughSections([paragraph, h2, paragraph, h2, paragraph, h2, paragraph])).toBe(true)
    expect(enoughSections([paragraph, h2, paragraph, {_type: 'keyFigure'}])).toBe(
      'Le document compte 1 partie(s) : structurez-le en au moins 3 parties, chacune ouverte par un titre 2.',
    )
  })

  it('leaves an empty body to the required rule', () => {
    expect(enoughSections(undefined)).toBe(true)
  })
})
