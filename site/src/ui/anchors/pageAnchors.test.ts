import {anchorAbout, anchorHeadings, anchorItems, anchorSolution} from './pageAnchors'

const block = (key: string, style: string, text: string) => ({_type: 'block', _key: key, style, children: [{text}]})

describe('anchorHeadings', () => {
  it('gives the h2 and h3 of Portable Text their id, unique in the text, and leaves the rest as it is', () => {
    const paragraph = block('b', 'normal', 'Un paragraphe.')
    const image = {_type: 'bodyImage', _key: 'e'}
    const anchored = anchorHeadings([
      block('a', 'h2', 'Les données traitées'),
      paragraph,
      block('c', 'h3', 'Cookie de consentement'),
      block('d', 'h4', 'Un détail'),
      image,
      block('f', 'h2', 'Les données traitées'),
    ])
    expect(anchored.map((item) => ('anchor' in item ? item.anchor : null))).toEqual([
      'les-donnees-traitees',
      null,
      'cookie-de-consentement',
      null,
      null,
      'les-donnees-traitees-2',
    ])
    expect(anchored[1]).toBe(paragraph)
    expect(anchored[4]).toBe(image)
  })

  it('keeps clear of the page’s other ids, and gives no id to a heading without a key', () => {
    const anchored = anchorHeadings(
      [block('a', 'h2', 'Sécurité'), {...block('b', 'h2', 'Sans clé'), _key: undefined}],
      ['securite'],
    )
    expect(anchored.map((item) => item.anchor)).toEqual(['securite-2', undefined])
  })
})

describe('anchorItems', () => {
  it('gives each item its title’s id', () => {
    expect(anchorItems([{title: 'Exigence'}, {title: 'Exigence'}], ['x'])).toEqual([
      {title: 'Exigence', anchor: 'exigence'},
      {title: 'Exigence', anchor: 'exigence-2'},
    ])
  })
})

describe('the pages’ outlines', () => {
  it('a solution page: its features, then its text', () => {
    const page = anchorSolution({
      slug: 'nlp',
      features: [{title: 'Multi-modèle'}, {title: 'Sécurité'}],
      body: [block('a', 'h2', 'Sécurité')],
    })
    expect(page.slug).toBe('nlp')
    expect(page.features.map((feature) => feature.anchor)).toEqual(['multi-modele', 'securite'])
    expect(page.body[0]!.anchor).toBe('securite-2')
  })

  it('the about page: its story, then its values', () => {
    const page = anchorAbout({
      story: [block('a', 'h2', 'Exigence')],
      values: [{title: 'Exigence'}, {title: 'Indépendance'}],
    })
    expect(page.story[0]!.anchor).toBe('exigence')
    expect(page.values.map((value) => value.anchor)).toEqual(['exigence-2', 'independance'])
  })
})
