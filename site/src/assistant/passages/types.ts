import type {Section} from './sections'

/** The kinds of page the assistant quotes. */
export type PassageKind =
  | 'faq'
  | 'solution'
  | 'useCase'
  | 'about'
  | 'connector'
  | 'post'
  | 'job'
  | 'whitePaper'
  | 'webinar'
  | 'legal'
  | 'security'
  | 'publicBuyers'
  | 'calculator'
  | 'customerStory'

/** A published page as its passages are cut from it. */
export interface Page {
  /** The document's id. */
  id: string
  kind: PassageKind
  title: string
  path: string
  sections: Section[]
}

/** What the assistant can quote: one section of a published page, or a part of it when the section is long. */
export interface Passage {
  /** Stable across rebuilds while the document and its headings stay: the document's id, the anchor, the part. */
  id: string
  kind: PassageKind
  /** The page's title (a FAQ entry's question). */
  title: string
  /** The heading the passage sits under, null for the page's opening. */
  section: string | null
  /** The page's path, then `#` and the section heading's id when there is one: the link lands on the section. */
  url: string
  /** Plain text, paragraphs separated by a blank line. */
  text: string
}
