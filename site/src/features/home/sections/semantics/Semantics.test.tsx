import {render, screen, within} from '@testing-library/react'

import type {HomeData} from '../../homeData'
import {Semantics} from './Semantics'

const block: HomeData['semantics'] = {
  eyebrow: 'Compréhension du langage',
  title: 'Un moteur sémantique qui comprend vos usagers',
  text: 'Il reconnaît les intentions, même mal formulées.',
  points: ['Fautes de frappe tolérées', 'Synonymes et jargon métier', 'Plusieurs langues'],
  cta: {label: 'En savoir plus', href: '/solution/moteur-semantique'},
}

describe('Semantics', () => {
  it('is a region named by its level-2 title, its eyebrow a paragraph rather than a heading', () => {
    render(<Semantics block={block} />)
    const region = screen.getByRole('region', {name: 'Un moteur sémantique qui comprend vos usagers'})
    expect(within(region).getAllByRole('heading')).toHaveLength(1)
    expect(
      within(region).getByRole('heading', {level: 2, name: 'Un moteur sémantique qui comprend vos usagers'}),
    ).toBeInTheDocument()
    expect(within(region).getByText('Compréhension du langage').tagName).toBe('P')
    expect(within(region).getByText('Il reconnaît les intentions, même mal formulées.')).toBeInTheDocument()
  })

  it('lists its points in order', () => {
    render(<Semantics block={block} />)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Fautes de frappe tolérées',
      'Synonymes et jargon métier',
      'Plusieurs langues',
    ])
  })

  it('links its call to action', () => {
    render(<Semantics block={block} />)
    expect(screen.getByRole('link', {name: 'En savoir plus'})).toHaveAttribute('href', '/solution/moteur-semantique')
  })
})
