import type {FetchOptions} from '../content/backends/types'
import {fetchContent} from '../content/fetch'
import {resolveImage, type ResolvedImage} from '../content/image'
import {homePageQuery} from '../content/queries'
import type {HomePageQueryResult} from '../content/sanity.types'

type Query = NonNullable<HomePageQueryResult>

export interface LinkData {
  label: string
  href: string
}

export interface HomeData {
  hero: {title: string; lead: string; primaryCta: LinkData; secondaryCta: LinkData | null; image: ResolvedImage | null}
  customerLogos: {title: string; customers: {key: string; name: string; logo: ResolvedImage | null}[]}
  semantics: {eyebrow: string; title: string; text: string; points: string[]; cta: LinkData}
  values: {key: string; title: string; text: string}[]
  customerCases: {
    title: string
    items: {
      id: string
      client: string
      sector: string
      summary: string
      keyFigure: {value: string; label: string} | null
      quote: {text: string; author: string; role: string} | null
      logo: ResolvedImage | null
    }[]
  }
  connectors: {
    title: string
    text: string
    cta: LinkData
    items: {id: string; name: string; slug: string; shortDescription: string; logo: ResolvedImage | null}[]
  }
  demoCta: {title: string; text: string; cta: LinkData}
  seo: {metaTitle: string | null; metaDescription: string | null}
}

const toLink = (link: {label: string; href: string} | null): LinkData | null =>
  link ? {label: link.label, href: link.href} : null

export async function getHomeData(options: FetchOptions): Promise<HomeData | null> {
  const home = await fetchContent(homePageQuery, {}, options)
  return home ? toHomeData(home) : null
}

function toHomeData(home: Query): HomeData {
  return {
    hero: {
      title: home.hero.title,
      lead: home.hero.lead,
      primaryCta: {label: home.hero.primaryCta.label, href: home.hero.primaryCta.href},
      secondaryCta: toLink(home.hero.secondaryCta),
      image: resolveImage(home.hero.image),
    },
    customerLogos: {
      title: home.customerLogos.title,
      customers: home.customerLogos.customers.map((customer) => ({
        key: customer._key,
        name: customer.name,
        logo: resolveImage(customer.logo),
      })),
    },
    semantics: {...home.semantics, cta: {label: home.semantics.cta.label, href: home.semantics.cta.href}},
    values: home.values.map(({_key, title, text}) => ({key: _key, title, text})),
    customerCases: {
      title: home.customerCases.title,
      items: home.customerCases.items.map((item) => ({
        id: item._id,
        client: item.client,
        sector: item.sector,
        summary: item.summary,
        keyFigure: item.keyFigure,
        quote: item.quote ?? null,
        logo: resolveImage(item.logo),
      })),
    },
    connectors: {
      title: home.connectors.title,
      text: home.connectors.text,
      cta: {label: home.connectors.cta.label, href: home.connectors.cta.href},
      items: home.connectors.items.map((item) => ({
        id: item._id,
        name: item.name,
        slug: item.slug,
        shortDescription: item.shortDescription,
        logo: resolveImage(item.logo),
      })),
    },
    demoCta: {...home.demoCta, cta: {label: home.demoCta.cta.label, href: home.demoCta.cta.href}},
    seo: {metaTitle: home.seo?.metaTitle ?? null, metaDescription: home.seo?.metaDescription ?? null},
  }
}
