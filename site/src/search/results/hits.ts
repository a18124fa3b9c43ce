import type {ConnectorRecord, FaqRecord} from '@parlia/search/records'
import {type HighlightParts, markHighlight, splitHighlight} from './highlight'
import type {ConnectorHitView, FaqHitView} from './types'

/** A hit as the search answers it: the fields the page shows and, for the highlighted ones, the tagged value. */
type SearchHit<Fields, Highlighted extends keyof Fields> = Fields & {
  objectID: string
  _highlightResult?: Partial<Record<Highlighted, {value: string}>>
}

export type ConnectorHit = SearchHit<
  Pick<ConnectorRecord, 'title' | 'slug' | 'categories' | 'description' | 'logo'>,
  'title'
>
export type FaqHit = SearchHit<Pick<FaqRecord, 'question' | 'anchor' | 'answer' | 'category'>, 'question' | 'answer'>

/** An attribute's highlight, or its text as written when the search left it unhighlighted. */
function parts<Fields, Highlighted extends keyof Fields & string>(
  hit: SearchHit<Fields, Highlighted>,
  attribute: Highlighted,
): HighlightParts {
  return splitHighlight(hit._highlightResult?.[attribute]?.value ?? String(hit[attribute]))
}

/** Back to what the search answered: InstantSearch reads only the highlight's value. */
const highlightResult = (highlights: Record<string, HighlightParts>) =>
  Object.fromEntries(Object.entries(highlights).map(([attribute, value]) => [attribute, {value: markHighlight(value)}]))

export function connectorHitView(hit: ConnectorHit): ConnectorHitView {
  const {objectID, slug, description, categories, logo} = hit
  return {id: objectID, slug, title: parts(hit, 'title'), description, categories, logo}
}

export function connectorHit({id, title, ...fields}: ConnectorHitView): ConnectorHit {
  return {objectID: id, title: title.join(''), ...fields, _highlightResult: highlightResult({title})}
}

export function faqHitView(hit: FaqHit): FaqHitView {
  const {objectID, anchor, category} = hit
  return {id: objectID, anchor, question: parts(hit, 'question'), answer: parts(hit, 'answer'), category}
}

export function faqHit({id, question, answer, ...fields}: FaqHitView): FaqHit {
  return {
    objectID: id,
    question: question.join(''),
    answer: answer.join(''),
    ...fields,
    _highlightResult: highlightResult({question, answer}),
  }
}
