import type {BodyBlock, PrintedDocumentInput} from '../printedDocument'

/** Bodies to lay out, built by the tests of both layouts. */
let key = 0
export const block = (text: string, extra: Partial<Extract<BodyBlock, {_type: 'block'}>> = {}): BodyBlock => ({
  _type: 'block',
  _key: `k${(key += 1)}`,
  style: 'normal',
  children: [{_type: 'span', text, marks: []}],
  ...extra,
})
export const PARAGRAPH =
  'L’assistant répond aux questions «\u00a0simples\u00a0» des collaborateurs à toute heure\u00a0: congés, paie, mutuelle\u202f? '.repeat(
    5,
  )

/** An introduction, then `chapters` h2 sections of `paragraphs` paragraphs, a list and two figures each. */
export function paper(chapters: number, paragraphs = 1): PrintedDocumentInput {
  const body: BodyBlock[] = [block(PARAGRAPH)]
  for (let chapter = 1; chapter <= chapters; chapter += 1) {
    body.push(block(`Chapitre ${chapter}`, {style: 'h2'}), block('Une sous-partie', {style: 'h3'}))
    for (let index = 0; index < paragraphs; index += 1) body.push(block(PARAGRAPH))
    body.push(block('Un point', {listItem: 'bullet', level: 1}), block('Une étape', {listItem: 'number', level: 1}))
    body.push(
      {_type: 'keyFigure', _key: `f${chapter}a`, value: '−40 %', label: 'd’appels au standard'},
      {_type: 'keyFigure', _key: `f${chapter}b`, value: '24 h/24', label: 'de disponibilité'},
    )
  }
  return {
    kind: 'Livre blanc',
    title: 'L’assistant RH',
    summary: 'Un résumé.',
    publishedAt: '2025-06-03',
    body,
    brand: {name: 'Parlia', contactEmail: 'contact@parlia.fr'},
  }
}
