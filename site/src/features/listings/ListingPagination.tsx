import {listingPagePath, PAGED_LISTINGS, type PagedListingKey} from '@parlia/schemas/pagedListings'

import {Pagination} from '../../ui/components/Pagination/Pagination'
import type {PageOfList} from './paging'

interface ListingPaginationProps {
  listing: PagedListingKey
  paging: PageOfList
  /** Names the navigation for assistive technologies (« Pages des offres »). */
  label: string
  /** The public address of each page of a narrowed listing (ListingHero's `narrowed`), if not the listing's. */
  pathOf?: (page: number) => string
}

/** The pages of a paged listing, as links to their public address (nothing when it holds one page). */
export function ListingPagination({listing, paging, label, pathOf}: ListingPaginationProps) {
  return (
    <Pagination
      page={paging.page}
      pageSize={PAGED_LISTINGS[listing].pageSize}
      total={paging.total}
      hrefFor={pathOf ?? ((page) => listingPagePath(listing, page))}
      label={label}
    />
  )
}
