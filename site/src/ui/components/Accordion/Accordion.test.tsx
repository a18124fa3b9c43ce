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

describe('an Accordion item with an anchor', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  const anchored = items.map((item, index) => ({...item, anchor: `question-${index + 1}`}))

  it('carries it as its heading’s id, and opens when the address names it', () => {
    window.history.replaceState(null, '', '/ressources/faq#question-1')
    render(<Accordion items={anchored} />)
    const heading = screen.getByRole('heading', {name: 'Où sont hébergées les données ?'})
    expect(heading).toHaveAttribute('id', 'question-1')
    expect(screen.getByRole('button', {name: 'Où sont hébergées les données ?'})).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByRole('button', {name: 'Faut-il savoir coder ?'})).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens when a link on the page moves to it', () => {
    render(<Accordion items={anchored} />)
    const second = screen.getByRole('button', {name: 'Faut-il savoir coder ?'})
    expect(second).toHaveAttribute('aria-expanded', 'false')
    act(() => {
      window.location.hash = 'question-2'
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(second).toHaveAttribute('aria-expanded', 'true')
  })
})
