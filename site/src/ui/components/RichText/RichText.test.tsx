import {render, screen} from '@testing-library/react'

import {renderRichText, type RichTextValue} from './renderRichText'
import {RichText} from './RichText'

const span = (key: string, text: string, marks: string[] = []) => ({_type: 'span', _key: key, text, marks})
const block = (key: string, style: string, text: string, anchor?: string) => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [span(`${key}s`, text)],
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
    render(<RichText content={renderRichText(value)} />)
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.id])).toEqual([
      ['H2', 'durees-de-conservation'],
      ['H3', 'vos-droits-2'],
      ['H2', ''],
    ])
    expect(screen.getByText('Trois ans.').tagName).toBe('P')
  })

  it('opens outside links in a new tab, says so, and keeps the site’s links in the tab', () => {
    const value = [
      {
        _type: 'block',
        _key: 'l',
        style: 'normal',
        markDefs: [
          {_type: 'link', _key: 'out', href: 'https://www.cnil.fr'},
          {_type: 'link', _key: 'in', href: '/contact'},
        ],
        children: [span('a', 'la CNIL', ['out']), span('b', ' ou '), span('c', 'nous écrire', ['in'])],
      },
    ]
    render(<RichText content={renderRichText(value)} />)
    expect(screen.getByRole('link', {name: 'la CNIL (nouvel onglet)'})).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', {name: 'nous écrire'})).not.toHaveAttribute('target')
  })

  it('shows a link whose page resolved to no address (a draft’s, in preview) as its text alone', () => {
    const value = [
      {
        _type: 'block',
        _key: 'd',
        style: 'normal',
        markDefs: [{_type: 'link', _key: 'draft', href: null, page: {_type: 'reference', _ref: 'connector-draft'}}],
        children: [span('a', 'notre futur connecteur', ['draft'])],
      },
    ]
    const {__html} = renderRichText(value)
    expect(__html).toBe('<p>notre futur connecteur</p>')
  })

  it('escapes the editors’ text and never renders a script link', () => {
    const value = [
      {
        _type: 'block',
        _key: 'x',
        style: 'normal',
        markDefs: [{_type: 'link', _key: 'js', href: 'javascript:alert(1)'}],
        children: [span('a', '<img src=x onerror=alert(1)>'), span('b', 'lien', ['js'])],
      },
    ]
    const {__html} = renderRichText(value)
    expect(__html).not.toContain('<img')
    expect(__html).not.toContain('javascript:alert')
    render(<RichText content={{__html}} />)
    expect(screen.getByText('<img src=x onerror=alert(1)>', {exact: false})).toBeInTheDocument()
  })

  it('renders no text for an empty body', () => {
    expect(renderRichText([])).toEqual({__html: ''})
  })
})
