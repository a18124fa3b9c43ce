import {defineQuery} from 'next-sanity'

import {richText, seo} from '../../content/fragments'
import {ctaBandProjection} from '../../ui/blocks/ctaBand/query'
import {pageHeroProjection} from '../../ui/blocks/pageHero/query'

/** A part of the page: its title and its text. */
const section = /* groq */ `{title, "body": coalesce(body${richText}, [])}`

/** A PDF's text and facts: the page offers it, the documents' route lays it out. */
const printable = /* groq */ `{title, kind, summary, version, "body": coalesce(body[_type == "block"], [])}`

const subProcessors = /* groq */ `subProcessors{
  title, intro, feedTitle, feedDescription,
  "entries": coalesce(entries[]{_key, name, purpose, location, since, until, "changes": coalesce(changes[]{_key, date, note, previousPurpose, previousLocation}, [])}, [])
}`

/** /securite-conformite, whole: the page, its sub-processors' history and its two PDFs. */
export const securityPageQuery = defineQuery(`*[_type == "securityPage" && _id == "securityPage"][0]{
  ${pageHeroProjection},
  "updatedAt": _updatedAt,
  "hosting": hosting${section},
  "encryption": encryption${section},
  ${subProcessors},
  "retention": retention{title, intro, "periods": coalesce(periods[]{_key, data, period, start}, [])},
  "rights": rights${section},
  "models": models${section},
  "assistant": assistant${section},
  "accessibility": accessibility${section},
  "dpa": dpa${printable},
  "securitySummary": securitySummary${printable},
  ${ctaBandProjection},
  ${seo}
}`)

/** What the Atom feed of the sub-processors' changes reads. */
export const subProcessorsFeedQuery = defineQuery(`*[_type == "securityPage" && _id == "securityPage"][0]{
  ${subProcessors}
}`)

/** One of the page's PDFs, by field name. */
export const securityPdfQuery = defineQuery(`*[_type == "securityPage" && _id == "securityPage"][0]{
  "dpa": dpa${printable},
  "securitySummary": securitySummary${printable}
}`)
