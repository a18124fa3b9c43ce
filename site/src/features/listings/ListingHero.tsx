import {listingPagePath, PAGED_LISTINGS, type PagedListingKey} from '@parlia/schemas/pagedListings'
import type {ReactNode} from 'react'

import {PageHead} from '#seo/head'

import {PageHero} from '../../ui/blocks/pageHero/PageHero'
import type {Crumb} from '../../ui/navigation'
import {pageTitle} from '../../platform/seo/pageTitle'
import type {ListingPageData} from './listingPage'
import type {PageOfList} from './paging'

interface ListingHeroProps {
  listing: ListingPageData
  brandName: string
  /** The crumbs above the listing; its short name ends the trail. */
  parents?: Crumb[]
  /** What stands beside the title in place of the listing's illustration. */
  aside?: ReactNode
  /** The page's public address with its query, for a listing served through a rewrite (the search pages). */
  url?: string
  /** The page shown of a paged listing: page N is named so in the title and the trail, at its public address. */
  paging?: PageOfList & {key: PagedListingKey}
  /** A paged listing narrowed to a part of it (one sector's customer cases): named in the title and the trail. */
  narrowed?: Narrowed
}

/** What a listing is narrowed to, and the public address of each of its pages. */
export interface Narrowed {
  label: string
  pathOf: (page: number) => string
}

/** The head and the hero of a listing page, from its listingPage document. */
export function ListingHero({listing, brandName, parents = [], aside, url, paging, narrowed}: ListingHeroProps) {
  const {title, hero, seo} = listing
  const paged = paging && paging.page > 1 ? paging : null
  const name = narrowed ? `${hero.title} : ${narrowed.label}` : hero.title
  const pathOf = (page: number) => (narrowed ? narrowed.pathOf(page) : listingPagePath(paging!.key, page))
  return (
    <>
      <PageHead
        title={
          paged
            ? `${name} – page ${paged.page} sur ${paged.pageCount}`
            : narrowed
              ? pageTitle(null, `${title} : ${narrowed.label}`, brandName)
              : pageTitle(seo.metaTitle, title, brandName)
        }
        description={seo.metaDescription ?? hero.lead}
        // A paged listing's pages are served from <address>/page/N, whose path the server would otherwise name.
        url={paging ? pathOf(paging.page) : url}
      />
      <PageHero
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
        trail={[
          ...parents,
          ...(paging && (paged || narrowed)
            ? [{label: title, href: PAGED_LISTINGS[paging.key].path}]
            : [{label: title}]),
          ...(narrowed ? [paged ? {label: narrowed.label, href: narrowed.pathOf(1)} : {label: narrowed.label}] : []),
          ...(paged ? [{label: `Page ${paged.page}`}] : []),
        ]}
        aside={aside}
      />
    </>
  )
}
