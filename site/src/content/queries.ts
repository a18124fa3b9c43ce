import {defineQuery} from 'next-sanity'

/**
 * Every GROQ query of the site. `npm run typegen` derives their result types
 * (sanity.types.ts) from the schema, so a page can't read a field that isn't there.
 */

const image = /* groq */ `{asset, alt, crop, hotspot}`
const link = /* groq */ `{label, href, description}`

export const layoutQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    brandName,
    tagline,
    description,
    logo${image},
    adminConsoleUrl,
    newsletterUrl,
    socialLink{network, url},
    tenderTemplateUrl,
    contactEmail
  },
  "navigation": *[_type == "navigation" && _id == "navigation"][0]{
    menus[]{_key, title, links[]{_key, label, href, description}}
  }
}`)

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  hero{title, lead, primaryCta${link}, secondaryCta${link}, image${image}},
  customerLogos{title, customers[]{_key, name, logo${image}}},
  semantics{eyebrow, title, text, points, cta${link}},
  values[]{_key, key, title, text},
  customerCases{title, items[]->{_id, client, sector, summary, "keyFigure": results[0]{value, label}, quote, logo${image}}},
  connectors{title, text, cta${link}, items[]->{_id, name, "slug": connectorId.current, shortDescription, logo${image}}},
  demoCta{title, text, cta${link}},
  seo
}`)

const seo = /* groq */ `seo{metaTitle, metaDescription}`
const hero = /* groq */ `hero{title, lead, image${image}}`
const connectorCard = /* groq */ `{_id, name, "connectorId": connectorId.current, shortDescription, categories, logo${image}}`
const customerCaseCard = /* groq */ `{_id, client, "slug": slug.current, sector, summary, challenge, solution, results[]{_key, value, label}, quote, logo${image}}`
const postCard = /* groq */ `{_id, title, "postId": postId.current, excerpt, publishedAt, cover${image}, author, categories[]->{_id, title, "slug": slug.current}}`
/** Portable Text with its inline images' assets, and internal links left as paths. */
const richText = /* groq */ `[]{..., _type == "bodyImage" => {_key, _type, asset, alt, caption, crop, hotspot}}`

// Blog

export const blogPageQuery = defineQuery(`{
  "total": count(*[_type == "post"]),
  "posts": *[_type == "post"] | order(publishedAt desc, _id asc) [$start...$end]${postCard},
  "categories": *[_type == "blogCategory"] | order(title asc){
    _id, title, "slug": slug.current, description,
    "count": count(*[_type == "post" && references(^._id)])
  }
}`)

export const postQuery = defineQuery(`*[_type == "post" && postId.current == $postId][0]{
  ...${postCard},
  _updatedAt,
  body${richText},
  ${seo},
  "related": *[_type == "post" && postId.current != $postId && count(categories[@._ref in ^.^.categories[]._ref]) > 0]
    | order(publishedAt desc) [0...3]${postCard}
}`)

export const postIdsQuery = defineQuery(`*[_type == "post" && defined(postId.current)].postId.current`)

// Solutions and connectors

export const solutionPagesQuery = defineQuery(`*[_type == "solutionPage"]{
  _id, title, "slug": slug.current, summary, ${hero}
}`)

export const solutionPageQuery = defineQuery(`*[_type == "solutionPage" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, summary, ${hero},
  features[]{_key, title, text},
  body${richText},
  ${seo}
}`)

export const connectorPageQuery = defineQuery(`*[_type == "connector" && connectorId.current == $connectorId][0]{
  ...${connectorCard},
  body${richText},
  "useCases": *[_type == "useCase" && references(^._id)] | order(title asc){_id, title, "useCaseId": useCaseId.current, summary},
  "related": *[_type == "connector" && connectorId.current != $connectorId && count(categories[@ in ^.^.categories]) > 0]
    | order(popularity asc) [0...4]${connectorCard}
}`)

export const connectorIdsQuery = defineQuery(`*[_type == "connector" && defined(connectorId.current)].connectorId.current`)

// Use cases and customer cases

export const useCasesQuery = defineQuery(`*[_type == "useCase"] | order(title asc){
  _id, title, "useCaseId": useCaseId.current, grouping, summary, ${hero}
}`)

export const useCaseQuery = defineQuery(`*[_type == "useCase" && useCaseId.current == $useCaseId][0]{
  _id, title, "useCaseId": useCaseId.current, grouping, summary, ${hero},
  benefits[]{_key, title, text},
  connectors[]->${connectorCard},
  customerCases[]->${customerCaseCard},
  ${seo}
}`)

export const customerCasesQuery = defineQuery(`*[_type == "customerCase"] | order(client asc)${customerCaseCard}`)

// Resources: the file and the replay link are sent by e-mail and never queried for a page.

export const whitePapersQuery = defineQuery(`*[_type == "whitePaper"] | order(publishedAt desc){
  _id, title, "slug": slug.current, summary, publishedAt, pageCount, cover${image}
}`)

export const webinarsQuery = defineQuery(`*[_type == "webinar"] | order(date desc){
  _id, title, "slug": slug.current, summary, date, durationMinutes, speakers[]{_key, name, role}, cover${image}
}`)

// Avatars

export const avatarsQuery = defineQuery(`*[_type == "avatar"] | order(name asc){
  _id, name, "avatarId": avatarId.current, category, description, image${image}
}`)

export const avatarQuery = defineQuery(`*[_type == "avatar" && avatarId.current == $avatarId][0]{
  _id, name, "avatarId": avatarId.current, category, description, image${image}, png{asset},
  variations[]{_key, kind, value, image${image}, png{asset}},
  ${seo}
}`)

export const avatarIdsQuery = defineQuery(`*[_type == "avatar" && defined(avatarId.current)].avatarId.current`)

// Company pages

export const jobsQuery = defineQuery(`*[_type == "job"] | order(datePosted desc){
  _id, title, "jobId": jobId.current, contractType, location, remotePolicy, summary, datePosted, validThrough
}`)

export const jobQuery = defineQuery(`*[_type == "job" && jobId.current == $jobId][0]{
  _id, title, "jobId": jobId.current, contractType, location, remotePolicy, summary, datePosted, validThrough,
  description${richText},
  ${seo}
}`)

export const jobIdsQuery = defineQuery(`*[_type == "job" && defined(jobId.current)].jobId.current`)

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  ${hero}, figures[]{_key, value, label}, story${richText}, values[]{_key, title, text}, ${seo}
}`)

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, updatedAt, body${richText}, ${seo}
}`)

// Revalidation: what a changed document appears on.

export const revalidationQuery = defineQuery(`{
  "postCount": count(*[_type == "post"]),
  "referencedBy": *[references($id)]{_type, "slug": coalesce(slug.current, postId.current, connectorId.current, useCaseId.current, avatarId.current, jobId.current)}
}`)

/** Every document that has a page of its own, by kind: for site-wide revalidation and the sitemap. */
export const pagesIndexQuery = defineQuery(`{
  "posts": *[_type == "post" && defined(postId.current)].postId.current,
  "connectors": *[_type == "connector" && defined(connectorId.current)].connectorId.current,
  "useCases": *[_type == "useCase" && defined(useCaseId.current)].useCaseId.current,
  "avatars": *[_type == "avatar" && defined(avatarId.current)].avatarId.current,
  "jobs": *[_type == "job" && defined(jobId.current)].jobId.current,
  "solutions": *[_type == "solutionPage" && defined(slug.current)].slug.current,
  "legalPages": *[_type == "legalPage" && defined(slug.current)].slug.current
}`)

// Search records (see site/src/search/records.ts)

const connectorRecord = /* groq */ `{_id, name, "connectorId": connectorId.current, categories, shortDescription, popularity, featured, logo{asset}}`
const faqRecord = /* groq */ `{_id, question, answer, category, popular}`

export const connectorRecordsQuery = defineQuery(`*[_type == "connector" && defined(connectorId.current)]${connectorRecord}`)
export const faqRecordsQuery = defineQuery(`*[_type == "faq"]${faqRecord}`)
export const connectorRecordQuery = defineQuery(`*[_type == "connector" && _id == $id && defined(connectorId.current)][0]${connectorRecord}`)
export const faqRecordQuery = defineQuery(`*[_type == "faq" && _id == $id][0]${faqRecord}`)

// Search pages (site/src/search): what is rendered outside InstantSearch

export const popularConnectorsQuery = defineQuery(`*[_type == "connector" && defined(connectorId.current)] | order(popularity asc, name asc) [0...8]${connectorCard}`)

export const popularFaqQuery = defineQuery(`*[_type == "faq" && popular == true] | order(question asc){_id, question, answer}`)

// Leads (site/src/submissions, site/src/delivery): what delivering a form submission needs

/** The white paper or webinar a content request names, with what the e-mail carries (never a page). */
export const leadResourceQuery = defineQuery(`*[_type in ["whitePaper", "webinar"] && _id == $id][0]{
  _id, _type, title, "slug": slug.current, replayUrl,
  "file": file.asset->{url, path, extension}
}`)

/** Who hears about a lead, and in whose name the e-mails go out. */
export const leadMailSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName, salesEmail, contactEmail
}`)

// Forms: the demo confirmation's scheduling link, the content confirmation's suggestions

export const schedulingUrlQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0].schedulingUrl`)

export const contentSuggestionsQuery = defineQuery(`{
  "useCases": *[_type == "useCase" && defined(useCaseId.current)] | order(title asc)[0...3]{
    _id, title, "useCaseId": useCaseId.current, summary
  },
  "whitePapers": *[_type == "whitePaper"] | order(publishedAt desc)[0...3]{_id, title, summary},
  "webinars": *[_type == "webinar"] | order(date desc)[0...3]{_id, title, summary}
}`)

// Head and SEO (site/src/seo): the company's facts, the RSS feed and the sitemap

export const organizationQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName, logo${image}, description, contactEmail, socialLink{url}, legalNotice{companyName, headOffice, phone}
}`)

export const feedPostsQuery = defineQuery(`*[_type == "post" && defined(postId.current)] | order(publishedAt desc, _id asc) [0...$limit]{
  _id, title, "postId": postId.current, excerpt, publishedAt, _updatedAt, categories[]->{title}
}`)

/** Every document a public page shows, with its own path key and when it last changed. */
export const sitemapQuery = defineQuery(`{
  "postCount": count(*[_type == "post"]),
  "documents": *[_type in $types]{
    _type,
    "slug": coalesce(slug.current, postId.current, connectorId.current, useCaseId.current, avatarId.current, jobId.current),
    "updatedAt": coalesce(_updatedAt, updatedAt, publishedAt, datePosted, date)
  }
}`)

// Compliance (site/src/legal, site/src/compliance): the facts the law requires of the publisher and its host

export const legalNoticeQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  contactEmail,
  legalNotice{companyName, legalForm, shareCapital, rcsNumber, rcsCity, vatNumber, headOffice, phone, publicationDirector, host{name, address, phone}}
}`)
