/** The two indices of the site, named as on Algolia. */
export const INDEX_NAMES = ['connectors', 'faq'] as const
export type IndexName = (typeof INDEX_NAMES)[number]

export interface ConnectorRecord {
  objectID: string
  title: string
  slug: string
  categories: string[]
  /** The categories' names (« Dématérialisation »), searchable: the slugs are for filters. */
  categoryTitles: string[]
  description: string
  popularity: number
  featured: boolean
  logo: string | null
}

export interface FaqRecord {
  objectID: string
  question: string
  /** The question's id on the FAQ page (`/ressources/faq#…`, where the assistant's sources link): set by the site's
   * server when it builds the record, so the page's script carries no slug code. */
  anchor: string
  answer: string
  category: string
  popular: boolean
}

export type SearchRecord = ConnectorRecord | FaqRecord
