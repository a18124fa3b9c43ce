import {routes} from './routes'

/**
 * The listings shown a page at a time, with how many items a page holds: page 1 at the listing's address, page N at
 * `?page=N`, served by a static page at `<address>/page/N` (a rewrite in the site's next.config.ts), so it arrives
 * server-rendered while staying static. A listing that grows with the content renders a page of it, never all of it.
 */
export const PAGED_LISTINGS = {
  blog: {path: routes.blog, pageSize: 9},
  useCases: {path: routes.useCases, pageSize: 24},
  customerCases: {path: routes.customerCases, pageSize: 12},
  jobs: {path: routes.jobs, pageSize: 20},
} as const

export type PagedListingKey = keyof typeof PAGED_LISTINGS
/** How many items each paged listing holds, which sets its pages. */
export type ListingCounts = Readonly<Record<PagedListingKey, number>>

/** The public URL of page `page` of the list at `base`: `base`, then `base?page=2`… */
export const pagedPath = (base: string, page: number) => (page <= 1 ? base : `${base}?page=${page}`)
/** Where `base?page=N` is served from: `base/page/N`, a static page per number. */
export const pagedRoute = (base: string, page: number) => (page <= 1 ? base : `${base}/page/${page}`)

/** The public URL of a page of a paged listing. */
export const listingPagePath = (key: PagedListingKey, page: number) => pagedPath(PAGED_LISTINGS[key].path, page)
/** The static page a page of a paged listing is served from. */
export const listingPageRoute = (key: PagedListingKey, page: number) => pagedRoute(PAGED_LISTINGS[key].path, page)

/**
 * A blog category's listing, paged as the blog list: /blog/categorie/<slug>, then ?page=2…
 * Two segments under /blog, so it never meets an article (/blog/<postId>) nor a page of the list (/blog/page/N).
 */
const blogCategoryBase = (slug: string) => `${routes.blog}/categorie/${slug}`
export const blogCategoryPath = (slug: string, page = 1) => pagedPath(blogCategoryBase(slug), page)
/** Where /blog/categorie/<slug>?page=N is served from, as for the paged listings. */
export const blogCategoryRoute = (slug: string, page = 1) => pagedRoute(blogCategoryBase(slug), page)

/** The query parameter that narrows the customer cases to one sector (a slug of SECTORS). */
export const SECTOR_PARAM = 'secteur'
/** The customer cases of one sector, paged as their listing: ?secteur=<slug>, then &page=2… */
export const customerCaseSectorPath = (sector: string, page = 1) =>
  `${routes.customerCases}?${SECTOR_PARAM}=${sector}${page > 1 ? `&page=${page}` : ''}`
/** Where a sector's customer cases are served from: a static page per sector, then per page number. */
export const customerCaseSectorRoute = (sector: string, page = 1) =>
  pagedRoute(`${routes.customerCases}/${SECTOR_PARAM}/${sector}`, page)
