import {render, screen} from '@testing-library/react'

import {Card} from './Card'

describe('Card', () => {
  it('titles itself with a level-2 heading by default', () => {
    render(<Card title="Simplicité">Un éditeur no-code.</Card>)
    expect(screen.getByRole('heading', {level: 2, name: 'Simplicité'})).toBeInTheDocument()
    expect(screen.getByText('Un éditeur no-code.')).toBeInTheDocument()
  })

  it('takes another heading level and links its title when given an href', () => {
    render(<Card title="CHU de Valbonne" titleLevel={3} href="/ressources/cas-usage-client" />)
    const heading = screen.getByRole('heading', {level: 3, name: 'CHU de Valbonne'})
    expect(heading.querySelector('a')).toHaveAttribute('href', '/ressources/cas-usage-client')
  })
})
