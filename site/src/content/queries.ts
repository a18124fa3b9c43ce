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
