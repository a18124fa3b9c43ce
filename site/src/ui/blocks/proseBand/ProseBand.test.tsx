import {render, screen} from '@testing-library/react'

import {ProseBand} from './ProseBand'

describe('ProseBand', () => {
  it('holds its text in a reading-width column, on the alternate background when asked', () => {
    const {container, rerender} = render(
      <ProseBand>
        <h2>Notre histoire</h2>
      </ProseBand>,
    )
    const band = container.firstElementChild
    expect(band?.className).toBe('prose')
    expect(band?.firstElementChild).toHaveClass('proseInner')
    expect(screen.getByRole('heading', {level: 2, name: 'Notre histoire'})).toBeInTheDocument()
    rerender(
      <ProseBand tone="alt">
        <p>Texte</p>
      </ProseBand>,
    )
    expect(container.firstElementChild?.className).toBe('prose alt')
  })
})
