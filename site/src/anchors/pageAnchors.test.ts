import {aboutAnchors, richTextAnchors, solutionAnchors} from './pageAnchors'

const block = (key: string, style: string, text: string) => ({_type: 'block', _key: key, style, children: [{text}]})

describe('richTextAnchors', () => {
  it('names the h2 and h3 of a Portable Text value by their blocks’ keys', () => {
    const anchors = richTextAnchors([
      block('a', 'h2', 'Les données traitées'),
      block('b', 'normal', 'Un paragraphe.'),
      block('c', 'h3', 'Cookie de consentement'),
      block('d', 'h4', 'Un détail'),
      {_type: 'bodyImage', _key: 'e'},
      block('f', 'h2', 'Les données traitées'),
    ])
    expect([...anchors]).toEqual([
      ['a', 'les-donnees-traitees'],
      ['c', 'cookie-de-consentement'],
      ['f', 'les-donnees-traitees-2'],
    ])
  })

  it('keeps clear of the page’s other ids, and leaves a heading without a key out', () => {
    const anchors = richTextAnchors([block('a', 'h2', 'Sécurité'), {...block('b', 'h2', 'Sans clé'), _key: undefined}], ['securite'])
    expect([...anchors]).toEqual([['a', 'securite-2']])
  })
})

describe('the pages’ outlines', () => {
  it('a solution page: its features, then its text', () => {
    const anchors = solutionAnchors({features: [{title: 'Multi-modèle'}, {title: 'Sécurité'}], body: [block('a', 'h2', 'Sécurité')]})
    expect(anchors.features).toEqual(['multi-modele', 'securite'])
    expect(anchors.body.get('a')).toBe('securite-2')
  })

  it('the about page: its story, then its values', () => {
    const anchors = aboutAnchors({story: [block('a', 'h2', 'Exigence')], values: [{title: 'Exigence'}, {title: 'Indépendance'}]})
    expect(anchors.story.get('a')).toBe('exigence')
    expect(anchors.values).toEqual(['exigence-2', 'independance'])
  })
})
