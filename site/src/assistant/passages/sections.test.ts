/** @jest-environment node */
import {boundedTexts, MAX_PASSAGE_LENGTH, paragraphs, sectionsOf, type TextBlocks} from './sections'

const block = (key: string, style: string, ...texts: string[]): TextBlocks[number] => ({
  _type: 'block',
  _key: key,
  style,
  children: texts.map((text) => ({_type: 'span', text})),
})

describe('sectionsOf', () => {
  it('cuts Portable Text at its h2 and h3, each part under its heading and the id the page gives it', () => {
    const sections = sectionsOf(
      [
        block('a', 'normal', 'Avant le ', 'premier titre.'),
        {...block('b', 'h2', 'Durées de conservation'), anchor: 'durees-de-conservation'},
        block('c', 'normal', 'Trois ans.'),
        {...block('d', 'h3', 'Cookies'), anchor: 'cookies-2'},
        block('e', 'normal', '13 mois.'),
        block('f', 'h4', 'Un détail'),
        block('g', 'blockquote', 'Une citation.'),
        block('h', 'h2', 'Sans id'),
        block('i', 'normal', 'Un texte.'),
      ],
      ['Le résumé de la page.'],
    )
    expect(sections).toEqual([
      {heading: null, anchor: null, paragraphs: ['Le résumé de la page.', 'Avant le premier titre.']},
      {heading: 'Durées de conservation', anchor: 'durees-de-conservation', paragraphs: ['Trois ans.']},
      {heading: 'Cookies', anchor: 'cookies-2', paragraphs: ['13 mois.', 'Un détail', 'Une citation.']},
      {heading: 'Sans id', anchor: null, paragraphs: ['Un texte.']},
    ])
  })
})

describe('paragraphs', () => {
  it('keeps the texts that say something, their spaces tidied', () => {
    expect(paragraphs(' Un  texte\n', null, undefined, '  ', 'Deux.')).toEqual(['Un texte', 'Deux.'])
  })
})

describe('boundedTexts', () => {
  const sentence = (index: number) =>
    `Phrase numéro ${index} d’un long paragraphe qui parle de l’hébergement des données.`

  it('keeps a short section whole, its paragraphs separated by a blank line', () => {
    expect(boundedTexts(['Un.', 'Deux.'])).toEqual(['Un.\n\nDeux.'])
  })

  it('cuts a long section between paragraphs, none over the limit and nothing lost', () => {
    const long = Array.from({length: 30}, (_, index) => sentence(index))
    const texts = boundedTexts(long)
    expect(texts.length).toBeGreaterThan(1)
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(MAX_PASSAGE_LENGTH)
    expect(texts.join('\n\n')).toBe(long.join('\n\n'))
  })

  it('cuts a paragraph longer than a passage between its sentences', () => {
    const paragraph = Array.from({length: 40}, (_, index) => sentence(index)).join(' ')
    const texts = boundedTexts([paragraph])
    expect(texts.length).toBeGreaterThan(1)
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(MAX_PASSAGE_LENGTH)
      expect(text).toMatch(/^Phrase numéro \d+ .*données\.$/)
    }
    expect(texts.join(' ')).toBe(paragraph)
  })
})
