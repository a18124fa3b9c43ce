import {render, within} from '@testing-library/react'

import {ProseBand} from './ProseBand'

describe('ProseBand', () => {
  it('holds its text in a reading-width column', () => {
    const {container} = render(
      <ProseBand>
        <h2>Notre histoire</h2>
      </ProseBand>,
    )
    const band = container.firstElementChild
    expect(band?.className).toBe('prose')
    expect(band?.firstElementChild).toHaveClass('proseInner')
    expect(within(band as HTMLElement).getByRole('heading', {level: 2, name: 'Notre histoire'})).toBeInTheDocument()
  })
})
