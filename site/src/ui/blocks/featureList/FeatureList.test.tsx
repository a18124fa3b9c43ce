import {render, screen, within} from '@testing-library/react'

import {FeatureList} from './FeatureList'

const feature = (key: string, title: string) => ({key, title, text: `${title} : en quelques mots.`})

describe('FeatureList', () => {
  it('puts an h2 over h3 items, each with its text and the anchor its page gives it', () => {
    render(
      <FeatureList
        id="valeurs"
        title="Nos valeurs"
        features={[{...feature('a', 'Exigence'), anchor: 'exigence'}, feature('b', 'Transparence')]}
      />,
    )
    const band = screen.getByRole('region', {name: 'Nos valeurs'})
    const [first, second] = within(band)
      .getAllByRole('listitem')
      .map((item) => within(item))
    expect(first?.getByRole('heading', {level: 3, name: 'Exigence'})).toHaveAttribute('id', 'exigence')
    expect(second?.getByRole('heading', {level: 3, name: 'Transparence'})).not.toHaveAttribute('id')
    expect(second?.getByText('Transparence : en quelques mots.')).toBeInTheDocument()
  })

  it('lays four items on one row and other counts in rows of three', () => {
    const four = ['a', 'b', 'c', 'd'].map((key) => feature(key, key))
    const {rerender} = render(<FeatureList id="x" title="Quatre" features={four} />)
    expect(screen.getByRole('list')).toHaveClass('grid4')
    rerender(<FeatureList id="x" title="Trois" features={four.slice(0, 3)} />)
    expect(screen.getByRole('list')).toHaveClass('grid3')
  })

  it('renders nothing without items', () => {
    const {container} = render(<FeatureList id="valeurs" title="Nos valeurs" features={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
