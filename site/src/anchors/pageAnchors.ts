import {headingAnchors} from './anchors'

/** The heading levels of Portable Text that get an id (h1 is the page's title, h4 and below sit inside a section). */
const ANCHORED_STYLES: ReadonlySet<string> = new Set(['h2', 'h3'])

interface Block {
  _type: string
  _key?: string
  style?: string | null
  children?: readonly {text?: string | null}[] | null
}

/** Sanity keys every block of a document; a heading without a key (a hand-made value) has no id to link to. */
export const isAnchoredHeading = (block: Block): block is Block & {_key: string} =>
  block._type === 'block' && ANCHORED_STYLES.has(block.style ?? '') && Boolean(block._key)

const blockText = (block: Block) => (block.children ?? []).map((child) => child.text ?? '').join('')

/** The ids of a Portable Text value's h2 and h3 by block key, after the page's `taken` ids. */
export function richTextAnchors(blocks: readonly Block[], taken: Iterable<string> = []): ReadonlyMap<string, string> {
  const headings = blocks.filter(isAnchoredHeading)
  const ids = headingAnchors(headings.map(blockText), taken)
  return new Map(headings.map((heading, index) => [heading._key, ids[index]!]))
}

/** A solution page's headings: its features, then its text. */
export function solutionAnchors(page: {features: readonly {title: string}[]; body: readonly Block[]}) {
  const features = headingAnchors(page.features.map((feature) => feature.title))
  return {features, body: richTextAnchors(page.body, features)}
}

/** The about page's headings: its story, then its values. */
export function aboutAnchors(page: {story: readonly Block[]; values: readonly {title: string}[]}) {
  const story = richTextAnchors(page.story)
  return {story, values: headingAnchors(page.values.map((value) => value.title), story.values())}
}

/** A customer case's heading on the pages that tell it (its slug is unique among cases). */
export const customerCaseAnchor = (slug: string) => `cas-${slug}`
