import {render, screen} from '@testing-library/react'

import {KeyFigures} from './KeyFigures'

describe('KeyFigures', () => {
  it('reads each value before its label', () => {
    render(
      <KeyFigures
        figures={[
          {key: 'a', value: '2018', label: 'année de création'},
          {key: 'b', value: '−40 %', label: 'd’appels au standard'},
        ]}
      />,
    )
    const list = screen.getByRole('list')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2018année de création',
      '−40 %d’appels au standard',
    ])
    expect(list.querySelectorAll('.figureValue')).toHaveLength(2)
  })

  it('renders nothing without figures', () => {
    const {container} = render(<KeyFigures figures={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
