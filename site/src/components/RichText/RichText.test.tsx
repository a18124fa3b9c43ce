import {render, screen} from '@testing-library/react'

import {RichText, type RichTextValue} from './RichText'

const block = (key: string, style: string, text: string, anchor?: string) => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [{_type: 'span', _key: `${key}s`, text, marks: []}],
  ...(anchor ? {anchor} : {}),
})

describe('RichText', () => {
  it('gives its h2 and h3 the ids their page’s data gives them (anchors/pageAnchors.ts), and none to the others', () => {
    const value: RichTextValue = [
      block('a', 'h2', 'Durées de conservation', 'durees-de-conservation'),
      block('b', 'normal', 'Trois ans.'),
      block('c', 'h3', 'Vos droits', 'vos-droits-2'),
      block('d', 'h2', 'Sans id'),
    ]
    render(<RichText value={value} />)
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.id])).toEqual([
      ['H2', 'durees-de-conservation'],
      ['H3', 'vos-droits-2'],
      ['H2', ''],
    ])
  })
})
