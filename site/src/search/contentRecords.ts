import {CONNECTOR_CATEGORIES} from '@parlia/schemas/constants'
import type {ConnectorRecord, FaqRecord, IndexName, SearchRecord} from '@parlia/search/records'
import type {PortableTextBlock} from '@portabletext/types'
import {toPlainText} from '@portabletext/react'

import {headingAnchors} from '../ui/anchors/anchors'
import {fetchContent} from '../content/fetch'
import type {FetchOptions} from '../content/backends/types'
import {resolveImage} from '../content/image'
import {connectorRecordQuery, connectorRecordsQuery, faqRecordQuery, faqRecordsQuery} from '../content/queries'

/** Algolia refuses records over 10 KB; we keep a margin for the JSON envelope. */
export const MAX_RECORD_BYTES = 9_000

const plainText = (blocks: unknown) => toPlainText((blocks ?? []) as PortableTextBlock[])

const CATEGORY_TITLES: ReadonlyMap<string, string> = new Map(CONNECTOR_CATEGORIES.map(({slug, title}) => [slug, title]))

/** Cuts the longest text field until the record fits the limit. */
function fitted<R extends SearchRecord>(record: R, field: keyof R & string): R {
  let result = record
  while (Buffer.byteLength(JSON.stringify(result)) > MAX_RECORD_BYTES) {
    const text = String(result[field])
    result = {...result, [field]: text.slice(0, Math.floor(text.length * 0.8)).replace(/\s+\S*$/, '…')}
  }
  return result
}

export function toConnectorRecord(doc: {
  _id: string
  name: string
  connectorId: string
  categories: string[]
  shortDescription: string
  popularity: number
  featured?: boolean | null
  logo?: {asset?: {_ref: string} | null} | null
}): ConnectorRecord {
  return fitted(
    {
      objectID: doc._id,
      title: doc.name,
      slug: doc.connectorId,
      categories: doc.categories,
      categoryTitles: doc.categories.flatMap((slug) => CATEGORY_TITLES.get(slug) ?? []),
      description: doc.shortDescription,
      popularity: doc.popularity,
      featured: Boolean(doc.featured),
      logo: resolveImage(doc.logo)?.src ?? null,
    },
    'description',
  )
}

export function toFaqRecord(doc: {
  _id: string
  question: string
  answer: unknown
  category: string
  popular?: boolean | null
}): FaqRecord {
  return fitted(
    {
      objectID: doc._id,
      question: doc.question,
      anchor: headingAnchors([doc.question])[0] as string,
      answer: plainText(doc.answer),
      category: doc.category,
      popular: Boolean(doc.popular),
    },
    'answer',
  )
}

export async function loadRecords(
  options: FetchOptions = {},
): Promise<{connectors: ConnectorRecord[]; faq: FaqRecord[]}> {
  const [connectors, faq] = await Promise.all([
    fetchContent(connectorRecordsQuery, {}, options),
    fetchContent(faqRecordsQuery, {}, options),
  ])
  return {connectors: connectors.map(toConnectorRecord), faq: faq.map(toFaqRecord)}
}

/** The current record of one document, or null once it is gone (for webhook re-indexing). */
export async function loadRecord(
  indexName: IndexName,
  id: string,
  options: FetchOptions = {},
): Promise<SearchRecord | null> {
  if (indexName === 'connectors') {
    const doc = await fetchContent(connectorRecordQuery, {id}, options)
    return doc ? toConnectorRecord(doc) : null
  }
  const doc = await fetchContent(faqRecordQuery, {id}, options)
  return doc ? toFaqRecord(doc) : null
}
