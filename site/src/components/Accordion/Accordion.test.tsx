import {act, render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import {Accordion} from './Accordion'

const items = [
  {id: 'q1', title: 'Où sont hébergées les données ?', content: 'En France.'},
  {id: 'q2', title: 'Faut-il savoir coder ?', content: 'Non, l’éditeur est no-code.'},
]

describe('Accordion', () => {
  it('puts each item under a level-3 heading by default, closed', () => {
    render(<Accordion items={items} />)
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(2)
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('En France.')).not.toBeVisible()
  })

  it('opens and closes an item with a click or the keyboard', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} headingLevel={2} />)
    const first = screen.getByRole('button', {name: 'Où sont hébergées les données ?'})
    expect(first.closest('h2')).not.toBeNull()
    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('En France.')).toBeVisible()
    act(() => first.focus())
    await user.keyboard('{Enter}')
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('En France.')).not.toBeVisible()
  })
})
