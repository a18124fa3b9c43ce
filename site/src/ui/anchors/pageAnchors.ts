import {headingAnchors} from './anchors'

/**
 * The pages' data with the ids of their headings from the content, computed on the server (the data loaders and the
 * assistant's passages call these, so a passage's link lands on its heading); components only render `anchor`.
 */

/** The heading levels of Portable Text that get an id (h1 is the page's title, h4 and below sit inside a section). */
const ANCHORED_STYLES: ReadonlySet<string> = new Set(['h2', 'h3'])

interface Block {
  _type: string
  _key?: string
  style?: string | null
  children?: readonly {text?: string | null}[] | null
}

/** A heading's id on its page, when it has one. */
export type WithAnchor<T> = T & {anchor?: string}

/** Sanity keys every block of a document; a heading without a key (a hand-made value) gets no id. */
const isAnchoredHeading = (block: Block): block is Block & {_key: string} =>
  block._type === 'block' && ANCHORED_STYLES.has(block.style ?? '') && Boolean(block._key)

const blockText = (block: Block) => (block.children ?? []).map((child) => child.text ?? '').join('')

/** Portable Text whose h2 and h3 carry their id (`anchor`), after the page's `taken` ids. */
export function anchorHeadings<B extends Block>(blocks: readonly B[], taken: Iterable<string> = []): WithAnchor<B>[] {
  const headings = blocks.filter(isAnchoredHeading)
  const ids = new Map(headingAnchors(headings.map(blockText), taken).map((id, index) => [headings[index]!, id]))
  return blocks.map((block) => (ids.has(block) ? {...block, anchor: ids.get(block)!} : block))
}

/** Items under a heading of their title (features, benefits, values, cards), each with the heading's id. */
export function anchorItems<I extends {title: string}>(
  items: readonly I[],
  taken: Iterable<string> = [],
): (I & {anchor: string})[] {
  const ids = headingAnchors(
    items.map((item) => item.title),
    taken,
  )
  return items.map((item, index) => ({...item, anchor: ids[index]!}))
}

const anchorsOf = (items: readonly {anchor?: string}[]) => items.flatMap((item) => (item.anchor ? [item.anchor] : []))

type Items = readonly {title: string}[]
type Blocks = readonly Block[]

/** A solution page's headings: its features, then its text. */
export function anchorSolution<P extends {features: Items; body: Blocks}>(
  page: P,
): Omit<P, 'features' | 'body'> & {
  features: (P['features'][number] & {anchor: string})[]
  body: WithAnchor<P['body'][number]>[]
} {
  const features = anchorItems(page.features)
  return {...page, features, body: anchorHeadings(page.body, anchorsOf(features))}
}

/** The about page's headings: its story, then its values. */
export function anchorAbout<P extends {story: Blocks; values: Items}>(
  page: P,
): Omit<P, 'story' | 'values'> & {
  story: WithAnchor<P['story'][number]>[]
  values: (P['values'][number] & {anchor: string})[]
} {
  const story = anchorHeadings(page.story)
  return {...page, story, values: anchorItems(page.values, anchorsOf(story))}
}
