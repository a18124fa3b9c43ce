import {render, screen, within} from '@testing-library/react'

import {CtaBand} from './CtaBand'

describe('CtaBand', () => {
  it('names its band by its heading and offers the primary action, then the secondary one', () => {
    render(
      <CtaBand
        id="demo"
        title="Parlons-en"
        text="Une démonstration sur vos cas d’usage."
        primary={{label: 'Planifier une démo', href: '/planifier-une-demo'}}
        secondary={{label: 'Nous contacter', href: '/contact'}}
      />,
    )
    const band = screen.getByRole('region', {name: 'Parlons-en'})
    expect(band).toHaveTextContent('Une démonstration sur vos cas d’usage.')
    expect(
      within(band)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Planifier une démo', '/planifier-une-demo'],
      ['Nous contacter', '/contact'],
    ])
  })
})
