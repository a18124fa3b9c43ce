import {defineQuery} from 'next-sanity'

import {customerCaseCard, richText, seo} from '../../content/fragments'
import {ctaBandProjection} from '../../ui/blocks/ctaBand/query'
import {pageHeroProjection} from '../../ui/blocks/pageHero/query'

const namedItems = /* groq */ `{title, intro, "items": coalesce(items[]{_key, name, text, leadTime}, [])}`

/** The template's text and facts: the page and the white papers' list offer it, the documents' route lays it out. */
const tenderTemplateFacts = /* groq */ `tenderTemplate{title, kind, summary, version}`

/**
 * /acheteurs-publics, whole: the ways to buy, the FAQ entries it names and the customer stories of the sectors it
 * names (in their listing's order), and the template's facts.
 */
export const publicBuyersPageQuery = defineQuery(`*[_type == "publicBuyersPage" && _id == "publicBuyersPage"][0]{
  ${pageHeroProjection},
  "updatedAt": _updatedAt,
  "procedures": procedures${namedItems},
  "buyerDocuments": buyerDocuments${namedItems},
  "leadTimes": leadTimes{title, intro, "steps": coalesce(steps[]{_key, step, duration}, [])},
  "contacts": contacts{title, "body": coalesce(body${richText}, [])},
  "faq": faq{title, "entries": coalesce((entries[]->{"id": _id, question, "answer": coalesce(answer${richText}, [])})[defined(question)], [])},
  "stories": stories{
    title, intro,
    "items": *[_type == "customerCase" && defined(slug.current) && sector in coalesce(^.sectors, [])] | order(client asc, _id asc)${customerCaseCard}
  },
  "tenderTemplate": ${tenderTemplateFacts},
  ${ctaBandProjection},
  ${seo}
}`)

/** What the white papers' list shows of the template. */
export const tenderTemplateCardQuery = defineQuery(`*[_type == "publicBuyersPage" && _id == "publicBuyersPage"][0]{
  "tenderTemplate": ${tenderTemplateFacts}
}`)

/** The template with its body, for its Word and PDF files. */
export const tenderTemplateQuery = defineQuery(`*[_type == "publicBuyersPage" && _id == "publicBuyersPage"][0]{
  "tenderTemplate": tenderTemplate{title, kind, summary, version, "body": coalesce(body[_type == "block"], [])}
}`)
