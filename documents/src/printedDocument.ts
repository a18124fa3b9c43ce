/** What a printed document is made of: a Studio body and its cover's facts, laid out as PDF (./bodyPdf) or Word (./bodyDocx). */

/** A paragraph, heading or list item of a Studio body, as Portable Text stores it. */
export interface TextBlock {
  _type: 'block'
  _key: string
  style?: string
  listItem?: 'bullet' | 'number'
  level?: number
  children: {_type: string; text: string; marks?: string[]}[]
}

/** A figure and what it measures (the `keyFigure` object of the schema). */
export interface KeyFigure {
  _type: 'keyFigure'
  _key: string
  value: string
  label: string
}

export type BodyBlock = TextBlock | KeyFigure

export interface PrintedDocumentInput {
  /** What the document is (« Livre blanc », « Accord de traitement des données »): above the title, in capitals. */
  kind: string
  title: string
  summary: string
  /** ISO date: printed on the cover and used as the file's creation date, so that a redraw gives the same bytes. */
  publishedAt: string
  /** What the cover says before that date: « Publié le » unless given (« Version du » for an agreement). */
  dateLabel?: string
  body: BodyBlock[]
  /** Who publishes it, from the site settings. */
  brand: {name: string; tagline?: string; contactEmail?: string}
  /** A cover picture (the PDF only), drawn on the first page below the summary; without one, the covers' circles take its place. */
  coverPng?: Buffer
}

export const plainText = (block: TextBlock) => block.children.map((child) => child.text).join('')

const LONG_DATE = new Intl.DateTimeFormat('fr-FR', {dateStyle: 'long', timeZone: 'UTC'})

/** « 3 juin 2025 », « 1er septembre 2026 »: French writes the first of a month as an ordinal, as the site does. */
export const frenchDate = (iso: string) =>
  LONG_DATE.formatToParts(new Date(iso))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('')
