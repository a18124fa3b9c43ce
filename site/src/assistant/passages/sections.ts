import {toPlainText} from '@portabletext/react'
import type {PortableTextBlock} from '@portabletext/types'

import type {WithAnchor} from '../../ui/anchors/pageAnchors'

/** A part of a page under one heading (none for its opening), as paragraphs of plain text. */
export interface Section {
  heading: string | null
  /** The heading's id on the page. */
  anchor: string | null
  paragraphs: string[]
}

/** Portable Text blocks as the passages' query gives them (text blocks only), headings with their id (anchorHeadings). */
export type TextBlocks = readonly WithAnchor<{
  _type: string
  _key: string
  style: string | null
  children: readonly {_type: string; text?: string}[] | null
}>[]

const HEADING_STYLES: ReadonlySet<string> = new Set(['h2', 'h3'])

const plainText = (block: TextBlocks[number]) =>
  toPlainText({...block, children: block.children ?? []} as unknown as PortableTextBlock)
    .replace(/\s+/g, ' ')
    .trim()

/** Non-empty texts as paragraphs. */
export const paragraphs = (...texts: (string | null | undefined)[]) =>
  texts.map((text) => text?.replace(/\s+/g, ' ').trim() ?? '').filter(Boolean)

/**
 * Portable Text cut at its h2 and h3, each part under its heading and the heading's id on the page (`anchor`, given
 * by anchors/pageAnchors.ts as to the page's data); what comes before the first heading joins `opening`.
 */
export function sectionsOf(blocks: TextBlocks, opening: string[] = []): Section[] {
  const sections: Section[] = [{heading: null, anchor: null, paragraphs: [...opening]}]
  for (const block of blocks) {
    const text = plainText(block)
    if (block._type === 'block' && HEADING_STYLES.has(block.style ?? ''))
      sections.push({heading: text, anchor: block.anchor ?? null, paragraphs: []})
    else if (text) sections.at(-1)!.paragraphs.push(text)
  }
  return sections
}

/** A passage stays quotable and specific: longer sections are cut between paragraphs, or between sentences. */
export const MAX_PASSAGE_LENGTH = 1_200

const SENTENCE_END = /(?<=[.!?…»])\s+(?=[«\p{Lu}\d])/u

/** A paragraph longer than a passage, as pieces that each fit (cut between sentences, or words as a last resort). */
function pieces(paragraph: string): string[] {
  if (paragraph.length <= MAX_PASSAGE_LENGTH) return [paragraph]
  const parts: string[] = []
  let current = ''
  for (const sentence of paragraph
    .split(SENTENCE_END)
    .flatMap((sentence) => (sentence.length <= MAX_PASSAGE_LENGTH ? [sentence] : sentence.split(' ')))) {
    if (current && current.length + 1 + sentence.length > MAX_PASSAGE_LENGTH) {
      parts.push(current)
      current = ''
    }
    current = current ? `${current} ${sentence}` : sentence
  }
  return current ? [...parts, current] : parts
}

const PARAGRAPH_BREAK = '\n\n'

/** The paragraphs of a section as passage texts of at most MAX_PASSAGE_LENGTH characters, in order. */
export function boundedTexts(paragraphList: readonly string[]): string[] {
  const texts: string[] = []
  let current = ''
  for (const piece of paragraphList.flatMap(pieces)) {
    if (current && current.length + PARAGRAPH_BREAK.length + piece.length > MAX_PASSAGE_LENGTH) {
      texts.push(current)
      current = ''
    }
    current = current ? `${current}${PARAGRAPH_BREAK}${piece}` : piece
  }
  return current ? [...texts, current] : texts
}
