import {LISTING_PAGES} from '@parlia/schemas/constants/listingPages'
import {LISTING_COUNTS_PROJECTION, SLUG_PROJECTION} from '@parlia/schemas/pages/paths'
import {defineQuery} from 'next-sanity'

import {connectorLandingProjection} from '../features/solutions/connectorLanding/query'
import {ctaBandFields, ctaBandProjection} from '../ui/blocks/ctaBand/query'
import {featureListProjection} from '../ui/blocks/featureList/query'
import {keyFiguresProjection} from '../ui/blocks/keyFigures/query'
import {pageHeroProjection} from '../ui/blocks/pageHero/query'
import {customerCaseCard, image, linkHref, richText, seo} from './fragments'

/**
 * Every GROQ query of the site. `npm run typegen` derives their result types
 * (sanity.types.ts) from the schema, so a page can't read a field that isn't there.
 */

// Results are shaped here for the pages: ids and keys renamed, missing lists as [], missing
// values as null (page props must be JSON), dangling references left out. Only images are
// resolved afterwards (resolveImages).

const connectorCard = /* groq */ `{"id": _id, name, "connectorId": connectorId.current, shortDescription, "categories": coalesce(categories, []), logo${image}}`
/**
 * An article's reading time in whole minutes, at least 1: its words (those of each paragraph, split on spaces) read
 * at 230 a minute, the usual pace for French, rounded up. GROQ has no ceil: for a whole number of words w,
 * round((w + 114.5) / 230) is ceil(w / 230) and never falls on a half.
 */
const readingMinutes = /* groq */ `"readingMinutes": math::max([1, round((math::sum(body[_type == "block"]{
  "words": count(string::split(pt::text(@), " ")[@ != ""])
}.words) + 114.5) / 230)])`
const postCard = /* groq */ `{
  "id": _id, title, "postId": postId.current, excerpt, publishedAt, cover${image}, author{name, role}, ${readingMinutes},
  "categories": coalesce((categories[]->{"id": _id, title, "slug": slug.current})[defined(id) && defined(slug)], [])
}`
/** The articles filed under the category in scope (`^`). */
const postsOfCategory = /* groq */ `*[_type == "post" && ^._id in categories[]._ref]`
/** The categories with a slug, each with how many articles it holds. */
const blogCategoryCounts = /* groq */ `*[_type == "blogCategory" && defined(slug.current)]{"slug": slug.current, "postCount": count(${postsOfCategory})}`

export const layoutQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName, tagline, description, logo${image}, adminConsoleUrl, newsletterUrl,
  socialLink{network, url}, contactEmail,
  "menus": coalesce(*[_type == "navigation" && _id == "navigation"][0].menus[]{
    "key": _key, title, "links": links[]{"key": _key, label, "href": ${linkHref}, description}[defined(href)]
  }, [])
}`)

// Blog

/** The categories that hold articles, by title, for the blog's lists. */
const blogCategories = /* groq */ `*[_type == "blogCategory" && defined(slug.current)] | order(title asc){
  "id": _id, title, "slug": slug.current, description,
  "count": count(${postsOfCategory})
}[count > 0]`

/** A page of the blog list (`[$start...$end]`), and the categories that hold articles. */
export const blogPageQuery = defineQuery(`{
  "total": count(*[_type == "post"]),
  "posts": *[_type == "post"] | order(publishedAt desc, _id asc) [$start...$end]${postCard},
  "categories": ${blogCategories}
}`)

/** Page `[$start...$end]` of the articles of the category `$slug` (newest first), and the categories that hold any. */
export const blogCategoryPageQuery = defineQuery(`*[_type == "blogCategory" && slug.current == $slug][0]{
  "id": _id, title, "slug": slug.current, description,
  "total": count(${postsOfCategory}),
  "posts": ${postsOfCategory} | order(publishedAt desc, _id asc) [$start...$end]${postCard},
  "categories": ${blogCategories}
}`)

/** Every category with a slug and its article count: the pages of its listing. */
export const blogCategoryCountsQuery = defineQuery(blogCategoryCounts)

export const postQuery = defineQuery(`*[_type == "post" && postId.current == $postId][0]{
  ...${postCard},
  // null on the bundled dataset, which keeps no system dates.
  "updatedAt": _updatedAt,
  "body": coalesce(body${richText}, []),
  ${seo},
  // The articles sharing the most categories with this one, the newest first among equals.
  "related": *[_type == "post" && defined(postId.current) && postId.current != $postId]
    | order(count(categories[@._ref in ^.^.categories[]._ref]) desc, publishedAt desc, _id asc) [0...3]${postCard}
}`)

/** The most recent articles first, `$limit` of them: the pages prerendered at build (PRERENDERED_PER_TYPE). */
export const postIdsQuery = defineQuery(
  `array::unique(*[_type == "post" && defined(postId.current)] | order(publishedAt desc, _id asc).postId.current)[0...$limit]`,
)

// Solutions and connectors

/** The solution pages but the overview (`$overview`, served at /solution), in no particular order. */
export const solutionPagesQuery =
  defineQuery(`*[_type == "solutionPage" && defined(slug.current) && slug.current != $overview]{
  "id": _id, title, "slug": slug.current, summary
}`)

export const solutionPageQuery = defineQuery(`*[_type == "solutionPage" && slug.current == $slug][0]{
  title, "slug": slug.current, summary, ${pageHeroProjection},
  "features": coalesce(features${featureListProjection}, []),
  "body": coalesce(body${richText}, []),
  ${ctaBandProjection},
  ${seo}
}`)

export const connectorPageQuery = defineQuery(`*[_type == "connector" && connectorId.current == $connectorId][0]{
  ...${connectorCard},
  "body": coalesce(body${richText}, []),
  // GLPI's and Teams' own landing pages (spec section 2); null for the other connectors.
  "landing": ${connectorLandingProjection},
  "useCases": *[_type == "useCase" && references(^._id) && defined(useCaseId.current)] | order(title asc){
    "id": _id, title, "useCaseId": useCaseId.current, summary
  },
  // The stories of the customers who use it (their pages link back here).
  "customerCases": *[_type == "customerCase" && references(^._id) && defined(slug.current)] | order(client asc)${customerCaseCard},
  "related": *[_type == "connector" && defined(connectorId.current) && connectorId.current != $connectorId
    && count(categories[@ in ^.^.categories]) > 0] | order(popularity asc) [0...4]${connectorCard},
  // Every connector's page closes on the band its listing writes once.
  "cta": *[_type == "listingPage" && _id == "${LISTING_PAGES.connectors.id}"][0].itemCta${ctaBandFields}
}`)

/** The most popular connectors first (rank 1 first), `$limit` of them: the pages prerendered at build. */
export const connectorIdsQuery = defineQuery(
  `array::unique(*[_type == "connector" && defined(connectorId.current)] | order(popularity asc, _id asc).connectorId.current)[0...$limit]`,
)

// Listing pages: the texts of a page that lists documents (LISTING_PAGES gives each its `$listingId`)

export const listingPageQuery = defineQuery(
  `*[_type == "listingPage" && _id == $listingId][0]{title, ${pageHeroProjection}, ${ctaBandProjection}, ${seo}}`,
)

// Use cases and customer cases

/** The use cases, for their listing (grouped and ordered as the spec says by groupUseCases). */
export const useCasesQuery = defineQuery(`*[_type == "useCase" && defined(useCaseId.current)] | order(title asc){
  "id": _id, title, "useCaseId": useCaseId.current, grouping, summary, "image": hero.image${image}
}`)

/** The most recently edited use cases first, `$limit` of them: the pages prerendered at build. */
export const useCaseIdsQuery = defineQuery(
  `array::unique(*[_type == "useCase" && defined(useCaseId.current)] | order(_updatedAt desc, _id asc).useCaseId.current)[0...$limit]`,
)

/** A use case, with the categories of its connectors for links to the filtered catalogue. */
export const useCaseQuery = defineQuery(`*[_type == "useCase" && useCaseId.current == $useCaseId][0]{
  title, summary, ${pageHeroProjection},
  "benefits": coalesce(benefits${featureListProjection}, []),
  "connectors": coalesce((connectors[]->${connectorCard})[defined(connectorId)], []),
  "categories": coalesce(array::unique((connectors[]->)[defined(connectorId.current)].categories[]), []),
  "customerCases": coalesce((customerCases[]->${customerCaseCard})[defined(slug)], []),
  // Every use case's page closes on the band its listing writes once.
  "cta": *[_type == "listingPage" && _id == "${LISTING_PAGES.useCases.id}"][0].itemCta${ctaBandFields},
  ${seo}
}`)

/**
 * Page `[$start...$end]` of the customer cases (by client), of one sector unless `$sector` is null, how many there
 * are, and the sectors that have at least one (the filter's links).
 */
export const customerCasesPageQuery = defineQuery(`{
  "total": count(*[_type == "customerCase" && defined(slug.current) && ($sector == null || sector == $sector)]),
  "items": *[_type == "customerCase" && defined(slug.current) && ($sector == null || sector == $sector)] | order(client asc, _id asc) [$start...$end]${customerCaseCard},
  "sectors": array::unique(*[_type == "customerCase" && defined(slug.current)].sector)
}`)

/**
 * A customer's story (/ressources/cas-usage-client/{slug}): the case, the use cases that cite it and the connectors
 * it uses, by name (the pages of both link back to it).
 */
export const customerCaseQuery = defineQuery(`*[_type == "customerCase" && slug.current == $slug][0]{
  ...${customerCaseCard},
  challenge,
  solution,
  "publishedAt": _createdAt,
  "updatedAt": _updatedAt,
  "useCases": *[_type == "useCase" && defined(useCaseId.current) && references(^._id)] | order(title asc){
    title, summary, "useCaseId": useCaseId.current
  },
  "connectors": coalesce((connectors[]->${connectorCard})[defined(connectorId)], []) | order(name asc),
  // The customer cases' listing closes on the band each story repeats.
  "cta": *[_type == "listingPage" && _id == "${LISTING_PAGES.customerCases.id}"][0].${ctaBandProjection}
}`)

/** The customer cases whose story is generated at build: the most recently edited. */
export const customerCaseSlugsQuery = defineQuery(
  `*[_type == "customerCase" && defined(slug.current)] | order(_updatedAt desc, _id asc)[0...$limit].slug.current`,
)

// Resources: the file and the replay link are sent by e-mail and never queried for a page.

export const whitePapersQuery = defineQuery(`*[_type == "whitePaper"] | order(publishedAt desc){
  "id": _id, title, summary, publishedAt, pageCount, cover${image}
}`)

export const webinarsQuery = defineQuery(`*[_type == "webinar"] | order(date desc){
  "id": _id, title, summary, date, durationMinutes, "speakers": coalesce(speakers[]{"key": _key, name, role}, []), cover${image}
}`)

// Avatars

export const avatarsQuery = defineQuery(`*[_type == "avatar" && defined(avatarId.current)] | order(name asc){
  "id": _id, name, "avatarId": avatarId.current, category, description, image${image}
}`)

export const avatarQuery = defineQuery(`*[_type == "avatar" && avatarId.current == $avatarId][0]{
  name, "avatarId": avatarId.current, description, image${image}, png{asset}, heroImage{asset},
  "archive": archive{bytes, "url": asset->url, "ref": asset._ref},
  "variations": coalesce(variations[]{"key": _key, kind, value, image${image}, png{asset}}, []),
  ${seo}
}`)

/** Where the bundled dataset keeps an avatar's ZIP (only its assets have a path), for the site to serve it. */
export const avatarArchiveFileQuery = defineQuery(
  `*[_type == "avatar" && avatarId.current == $avatarId][0].archive.asset->path`,
)

/** The most recently edited avatars first, `$limit` of them: the pages prerendered at build. */
export const avatarIdsQuery = defineQuery(
  `array::unique(*[_type == "avatar" && defined(avatarId.current)] | order(_updatedAt desc, _id asc).avatarId.current)[0...$limit]`,
)

// Company pages

const jobCard = /* groq */ `{"id": _id, title, "jobId": jobId.current, contractType, location, remotePolicy, summary, datePosted, validThrough}`

/** Page `[$start...$end]` of the job offers (newest first), and how many there are. */
export const jobsPageQuery = defineQuery(`{
  "total": count(*[_type == "job" && defined(jobId.current)]),
  "items": *[_type == "job" && defined(jobId.current)] | order(datePosted desc, _id asc) [$start...$end]${jobCard}
}`)

export const jobQuery = defineQuery(`*[_type == "job" && jobId.current == $jobId][0]{
  ...${jobCard},
  "description": coalesce(description${richText}, []),
  ${seo}
}`)

/** The most recent job offers first, `$limit` of them: the pages prerendered at build. */
export const jobIdsQuery = defineQuery(
  `array::unique(*[_type == "job" && defined(jobId.current)] | order(datePosted desc, _id asc).jobId.current)[0...$limit]`,
)

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  ${pageHeroProjection},
  "figures": coalesce(figures${keyFiguresProjection}, []),
  "story": coalesce(story${richText}, []),
  "values": coalesce(values${featureListProjection}, []),
  ${ctaBandProjection},
  ${seo}
}`)

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{
  title, updatedAt, "body": coalesce(body${richText}, []), ${seo}
}`)

// Revalidation: what a changed document appears on.

export const revalidationQuery = defineQuery(`{
  "counts": ${LISTING_COUNTS_PROJECTION},
  "referencedBy": *[references($id)]{_type, "slug": ${SLUG_PROJECTION}},
  "linked": *[_id in $linked]{_type, "slug": ${SLUG_PROJECTION}}
}`)

/** Every document that has a page of its own, by kind: for site-wide revalidation and the sitemap. */
export const pagesIndexQuery = defineQuery(`{
  "posts": *[_type == "post" && defined(postId.current)].postId.current,
  "connectors": *[_type == "connector" && defined(connectorId.current)].connectorId.current,
  "useCases": *[_type == "useCase" && defined(useCaseId.current)].useCaseId.current,
  "avatars": *[_type == "avatar" && defined(avatarId.current)].avatarId.current,
  "jobs": *[_type == "job" && defined(jobId.current)].jobId.current,
  "customerCases": *[_type == "customerCase" && defined(slug.current)].slug.current,
  "solutions": *[_type == "solutionPage" && defined(slug.current)].slug.current,
  "legalPages": *[_type == "legalPage" && defined(slug.current)].slug.current,
  "blogCategories": ${blogCategoryCounts}
}`)

// Search records (see site/src/search/contentRecords.ts)

const connectorRecord = /* groq */ `{_id, name, "connectorId": connectorId.current, categories, shortDescription, popularity, featured, logo{asset}}`
const faqRecord = /* groq */ `{_id, question, answer, category, popular}`

export const connectorRecordsQuery = defineQuery(
  `*[_type == "connector" && defined(connectorId.current)]${connectorRecord}`,
)
export const faqRecordsQuery = defineQuery(`*[_type == "faq"]${faqRecord}`)
export const connectorRecordQuery = defineQuery(
  `*[_type == "connector" && _id == $id && defined(connectorId.current)][0]${connectorRecord}`,
)
export const faqRecordQuery = defineQuery(`*[_type == "faq" && _id == $id][0]${faqRecord}`)

// Search pages (site/src/search): what is rendered outside InstantSearch

export const popularConnectorsQuery = defineQuery(
  `*[_type == "connector" && defined(connectorId.current)] | order(popularity asc, name asc) [0...8]${connectorCard}`,
)

/** The popular questions, their answers as plain text (paragraphs separated by a blank line). */
export const popularFaqQuery = defineQuery(
  `*[_type == "faq" && popular == true] | order(question asc){"id": _id, question, "answer": pt::text(answer)}`,
)

// Leads (site/src/leads/submission, site/src/leads/delivery): what delivering a form submission needs

/**
 * The white paper or webinar a content request names, with what the e-mail carries (never a page); or the savings
 * calculator's page, whose estimate the request carries (its title is its hero's).
 */
export const leadResourceQuery = defineQuery(
  `*[_type in ["whitePaper", "webinar", "savingsCalculatorPage"] && _id == $id][0]{
  _id, _type, "title": coalesce(title, hero.title), "slug": slug.current, replayUrl,
  "file": file.asset->{url, path, extension}
}`,
)

/** Who hears about a lead, and in whose name the e-mails go out. */
export const leadMailSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName, salesEmail, contactEmail
}`)

// Forms: the demo confirmation's scheduling link, the content confirmation's suggestions

export const schedulingUrlQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0].schedulingUrl`)

export const contentSuggestionsQuery = defineQuery(`{
  "useCases": *[_type == "useCase" && defined(useCaseId.current)] | order(title asc)[0...3]{
    "id": _id, title, "useCaseId": useCaseId.current, summary
  },
  "whitePapers": *[_type == "whitePaper"] | order(publishedAt desc)[0...3]{"id": _id, title, summary},
  "webinars": *[_type == "webinar"] | order(date desc)[0...3]{"id": _id, title, summary}
}`)

// Head and SEO (site/src/platform/seo): the company's facts, the RSS feed and the sitemap

/** The company for the home page's Organization (site settings and their legal notice). */
export const organizationQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  "name": brandName, logo${image}, "legalName": legalNotice.companyName, description,
  "headOffice": legalNotice.headOffice, "telephone": legalNotice.phone, "email": contactEmail, "sameAs": [socialLink.url]
}`)

export const feedPostsQuery =
  defineQuery(`*[_type == "post" && defined(postId.current)] | order(publishedAt desc, _id asc) [0...$limit]{
  title, "postId": postId.current, excerpt, publishedAt, "updatedAt": _updatedAt,
  "categories": coalesce((categories[]->title)[defined(@)], [])
}`)

/** Every document a public page shows, with its own path key and when it last changed. */
export const sitemapQuery = defineQuery(`{
  "counts": ${LISTING_COUNTS_PROJECTION},
  "documents": *[_type in $types]{
    _id,
    _type,
    "slug": ${SLUG_PROJECTION},
    "updatedAt": coalesce(_updatedAt, updatedAt, publishedAt, datePosted, date),
    // The category lists an article appears on.
    "blogCategories": select(_type == "post" => coalesce((categories[]->slug.current)[defined(@)], []), [])
  }
}`)

// Compliance (site/src/features/legal, site/src/features/accessibility): the facts the law requires of the publisher and its host

export const legalNoticeQuery =
  defineQuery(`*[_type == "siteSettings" && _id == "siteSettings" && defined(legalNotice)][0]{
  ...legalNotice{companyName, legalForm, shareCapital, rcsNumber, rcsCity, vatNumber, headOffice, phone, publicationDirector, host{name, address, phone}},
  "email": contactEmail
}`)

// The site's assistant (site/src/assistant) and the editors' synonyms (site/src/search/synonymGroups.ts)

/** The assistant's words, with the response time the handover's confirmation announces (site settings). */
export const assistantSettingsQuery = defineQuery(`*[_type == "assistantSettings" && _id == "assistantSettings"][0]{
  greeting, disclosure, "suggestedQuestions": coalesce(suggestedQuestions, []), refusal,
  "openingHours": *[_type == "siteSettings" && _id == "siteSettings"][0].openingHours
}`)

/** The synonym groups as lists of terms; empty terms and groups left with fewer than two are dropped. */
export const searchSynonymsQuery = defineQuery(`coalesce(
  *[_type == "searchSynonyms" && _id == "searchSynonyms"][0].groups[]{"terms": coalesce(terms[@ != ""], [])}[count(terms) > 1].terms,
  []
)`)

/**
 * The assistant's intents (site/src/assistant/intents): their phrasings, and what answers them. Phrasings left
 * empty are dropped; a FAQ intent names its entry by id, whose passage the assistant quotes.
 */
export const assistantIntentsQuery =
  defineQuery(`*[_type == "assistantIntent" && count(phrasings[@ != ""]) > 0] | order(_id){
  "id": _id, name, "phrasings": phrasings[@ != ""], kind, "faq": faq._ref, action, answer, path
}`)

// The assistant's passages (site/src/assistant/passages): what it can quote, from every published page it answers
// about. Text blocks only (images have no words); a file or a replay link is never queried.

const passageBlocks = /* groq */ `[_type == "block"]{_key, _type, style, children}`
/** A titled part of a page, its text as passages read it. */
const passagePart = /* groq */ `{title, "body": coalesce(body${passageBlocks}, [])}`

export const assistantPassagesQuery = defineQuery(`{
  "brandName": *[_type == "siteSettings" && _id == "siteSettings"][0].brandName,
  "faq": *[_type == "faq"] | order(popular desc, question asc){"id": _id, question, "answer": coalesce(answer${passageBlocks}, [])},
  "solutions": *[_type == "solutionPage" && defined(slug.current)]{
    "id": _id, title, "slug": slug.current, summary, "lead": hero.lead,
    "features": coalesce(features[]{title, text}, []), "body": coalesce(body${passageBlocks}, [])
  },
  "useCases": *[_type == "useCase" && defined(useCaseId.current)]{
    "id": _id, title, "useCaseId": useCaseId.current, summary, "lead": hero.lead,
    "benefits": coalesce(benefits[]{title, text}, []),
    "customerCases": coalesce((customerCases[]->{client, "slug": slug.current, summary, "results": coalesce(results[]{value, label}, [])})[defined(slug)], [])
  },
  "about": *[_type == "aboutPage" && _id == "aboutPage"][0]{
    "id": _id, "title": hero.title, "lead": hero.lead, "figures": coalesce(figures[]{value, label}, []),
    "story": coalesce(story${passageBlocks}, []), "values": coalesce(values[]{title, text}, [])
  },
  "connectors": *[_type == "connector" && defined(connectorId.current)]{
    "id": _id, name, "connectorId": connectorId.current, shortDescription, "categories": coalesce(categories, []),
    "body": coalesce(body${passageBlocks}, [])
  },
  "posts": *[_type == "post" && defined(postId.current)]{"id": _id, title, "postId": postId.current, excerpt, "body": coalesce(body${passageBlocks}, [])},
  "jobs": *[_type == "job" && defined(jobId.current)]{
    "id": _id, title, "jobId": jobId.current, summary, contractType, location, remotePolicy,
    "description": coalesce(description${passageBlocks}, [])
  },
  "listings": *[_type == "listingPage" && _id in $listingIds]{"id": _id, "title": hero.title, "lead": hero.lead},
  "whitePapers": *[_type == "whitePaper"] | order(publishedAt desc){title, summary},
  "webinars": *[_type == "webinar"] | order(date desc){title, summary},
  "legalPages": *[_type == "legalPage" && slug.current in $legalSlugs]{"id": _id, title, "slug": slug.current, "body": coalesce(body${passageBlocks}, [])},
  "security": *[_type == "securityPage" && _id == "securityPage"][0]{
    "id": _id, "title": hero.title, "lead": hero.lead,
    "hosting": hosting${passagePart}, "encryption": encryption${passagePart}, "models": models${passagePart},
    "assistant": assistant${passagePart}, "rights": rights${passagePart}, "accessibility": accessibility${passagePart},
    "subProcessors": subProcessors{
      title, intro,
      "entries": coalesce(entries[]{_key, name, purpose, location, since, until, "changes": coalesce(changes[]{date, note, previousPurpose, previousLocation}, [])}, [])
    },
    "retention": retention{title, intro, "periods": coalesce(periods[]{data, period, start}, [])},
    "dpa": dpa{title, summary}, "securitySummary": securitySummary{title, summary}
  },
  "publicBuyers": *[_type == "publicBuyersPage" && _id == "publicBuyersPage"][0]{
    "id": _id, "title": hero.title, "lead": hero.lead,
    "procedures": procedures{title, intro, "items": coalesce(items[]{name, text, leadTime}, [])},
    "buyerDocuments": buyerDocuments{title, intro, "items": coalesce(items[]{name, text}, [])},
    "leadTimes": leadTimes{title, intro, "steps": coalesce(steps[]{step, duration}, [])},
    "faq": faq{title}, "stories": stories{title}, "contacts": contacts${passagePart},
    "tenderTemplate": tenderTemplate{title, summary}
  },
  "calculator": *[_type == "savingsCalculatorPage" && _id == "savingsCalculatorPage"][0]{
    "id": _id, "title": hero.title, "lead": hero.lead, "shareBasis": shareBasis{title, text}, "method": method${passagePart}
  },
  "customerCases": *[_type == "customerCase" && defined(slug.current)]{
    "id": _id, client, "slug": slug.current, sector, summary, challenge, solution,
    "results": coalesce(results[]{value, label}, []), quote{text, author, role}
  }
}`)
