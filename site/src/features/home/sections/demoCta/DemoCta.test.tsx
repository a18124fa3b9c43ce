import {render, screen, within} from '@testing-library/react'

import type {HomeData} from '../../homeData'
import {DemoCta} from './DemoCta'

const block: HomeData['demoCta'] = {
  title: 'Voyez-le répondre à vos questions',
  text: 'Une démonstration de 30 minutes, sur vos propres contenus.',
  cta: {label: 'Demander une démo', href: '/contact?sujet=demo'},
}

describe('DemoCta', () => {
  it('is a region named by its level-2 title, with its text and its call to action as a link', () => {
    render(<DemoCta block={block} />)
    const region = screen.getByRole('region', {name: 'Voyez-le répondre à vos questions'})
    expect(
      within(region).getByRole('heading', {level: 2, name: 'Voyez-le répondre à vos questions'}),
    ).toBeInTheDocument()
    expect(within(region).getByText('Une démonstration de 30 minutes, sur vos propres contenus.')).toBeInTheDocument()
    const links = within(region).getAllByRole('link')
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAccessibleName('Demander une démo')
    expect(links[0]).toHaveAttribute('href', '/contact?sujet=demo')
  })
})
