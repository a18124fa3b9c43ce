import {render, screen} from '@testing-library/react'

import {RichText, type RichTextValue} from './RichText'

const block = (key: string, style: string, text: string) => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [{_type: 'span', _key: `${key}s`, text, marks: []}],
})

const value: RichTextValue = [
  block('a', 'h2', 'Durées de conservation'),
  block('b', 'normal', 'Trois ans.'),
  block('c', 'h3', 'Vos droits'),
  block('d', 'h2', 'Durées de conservation'),
]

describe('RichText', () => {
  it('gives its h2 and h3 the slug of their text as id, unique in the text', () => {
    render(<RichText value={value} />)
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.id])).toEqual([
      ['H2', 'durees-de-conservation'],
      ['H3', 'vos-droits'],
      ['H2', 'durees-de-conservation-2'],
    ])
  })

  it('takes the ids the page computed with its other headings', () => {
    render(<RichText value={value} anchors={new Map([['c', 'vos-droits-2']])} />)
    expect(screen.getByRole('heading', {name: 'Vos droits'})).toHaveAttribute('id', 'vos-droits-2')
  })
})
