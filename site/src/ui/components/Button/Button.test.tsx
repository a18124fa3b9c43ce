import {render, screen} from '@testing-library/react'

import {Button} from './Button'

describe('Button', () => {
  it('is a large primary button of type "button" by default', () => {
    render(<Button>Envoyer</Button>)
    const button = screen.getByRole('button', {name: 'Envoyer'})
    expect(button).toHaveAttribute('type', 'button')
    expect(button.className).toMatch(/\blg\b/)
    expect(button.className).toMatch(/\bprimary\b/)
  })

  it.each(['xs', 'sm', 'md', 'lg'] as const)('takes the size %s', (size) => {
    render(<Button size={size}>Taille</Button>)
    expect(screen.getByRole('button').className).toMatch(new RegExp(`\\b${size}\\b`))
  })

  it.each(['primary', 'secondary', 'ghost', 'theme'] as const)('takes the kind %s', (kind) => {
    render(<Button kind={kind}>Genre</Button>)
    expect(screen.getByRole('button').className).toMatch(new RegExp(`\\b${kind}\\b`))
  })

  it('renders a link when given an href, internal or external', () => {
    render(
      <>
        <Button href="/contact">Contact</Button>
        <Button href="https://app.parlia.fr/">Console</Button>
      </>,
    )
    expect(screen.getByRole('link', {name: 'Contact'})).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', {name: 'Console'})).toHaveAttribute('href', 'https://app.parlia.fr/')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
