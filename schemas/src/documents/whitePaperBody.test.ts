import {enoughSections, unnumberedParts} from './whitePaperBody'

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

describe('the rule on a printed body’s part titles', () => {
  const title = (text: string) => ({_type: 'block', style: 'h2', children: [{text}]})

  it('refuses a title 2 that numbers itself, since the PDF and the Word file number the parts', () => {
    expect(unnumberedParts([title('1. Objet et parties')])).toBe(
      'Le titre « 1. Objet et parties » porte son numéro : retirez « 1. », le PDF et le fichier Word numérotent eux-mêmes les parties.',
    )
    for (const text of ['10) Audits', 'IV - Prix', '2 – Durée']) expect(unnumberedParts([title(text)])).not.toBe(true)
  })

  it('accepts titles that merely hold a figure, and other blocks that start with one', () => {
    const body = [
      title('Objet et parties'),
      title('2026 en chiffres'),
      title('RGPD, article 28'),
      {_type: 'block', style: 'normal', children: [{text: '1. Un paragraphe'}]},
    ]
    expect(unnumberedParts(body)).toBe(true)
    expect(unnumberedParts(undefined)).toBe(true)
  })
})
