import type {ReactNode} from 'react'

import {PageHead} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import type {Crumb} from '../../ui/navigation'
import {pageTitle} from '../../platform/seo/pageTitle'
import type {ListingPageData} from './listingPage'

interface ListingHeroProps {
  listing: ListingPageData
  brandName: string
  /** The crumbs above the listing; its short name ends the trail. */
  parents?: Crumb[]
  /** What stands beside the title in place of the listing's illustration. */
  aside?: ReactNode
  /** The page's public address with its query, for a listing served through a rewrite (the search pages). */
  url?: string
}

/** The head and the hero of a listing page, from its listingPage document. */
export function ListingHero({listing, brandName, parents = [], aside, url}: ListingHeroProps) {
  const {title, hero, seo} = listing
  return (
    <>
      <PageHead
        title={pageTitle(seo.metaTitle, title, brandName)}
        description={seo.metaDescription ?? hero.lead}
        url={url}
      />
      <PageHero
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
        trail={[...parents, {label: title}]}
        aside={aside}
      />
    </>
  )
}
