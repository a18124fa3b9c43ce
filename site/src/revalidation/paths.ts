import {LISTING_PAGES, type ListingPageKey} from '@parlia/schemas/constants/listingPages'

import {
  avatarPath,
  BLOG_PAGE_SIZE,
  blogPageRoute,
  connectorPath,
  jobPath,
  legalPath,
  postPath,
  routes,
  solutionPath,
  pathForUseCase,
} from '../routes'

/** What the Sanity webhook tells us about a changed document (see the studio README's projection). */
export interface DocumentChange {
  _id: string
  _type: string
  slug?: string | null
  operation?: 'create' | 'update' | 'delete' | null
}

export interface PagesIndex {
  posts: string[]
  connectors: string[]
  useCases: string[]
  avatars: string[]
  jobs: string[]
  solutions: string[]
  legalPages: string[]
}

export interface ChangeContext {
  /** Articles after the change: the blog list has that many pages (plus one that may have just emptied). */
  postCount: number
  /** Documents that reference the changed one, with their own slug. */
  referencedBy: {_type: string; slug?: string | null}[]
  /** Every page's id, for changes that touch the shell of every page. */
  index: PagesIndex
}

/** The blog list's statically generated pages, including the page a deletion may have emptied. */
function blogListPaths(postCount: number): string[] {
  const pages = Math.max(1, Math.ceil((postCount + 1) / BLOG_PAGE_SIZE))
  return Array.from({length: pages}, (_, index) => blogPageRoute(index + 1))
}

/** The pages a document of `type` appears on, by itself (not through its references); the sitemap dates them. */
export function ownPaths(type: string, slug: string | null | undefined, postCount: number): string[] {
  const page = <T>(make: (value: string) => T) => (slug ? [make(slug)] : [])
  switch (type) {
    case 'homePage':
      return [routes.home]
    case 'aboutPage':
      return [routes.about]
    case 'post':
      return [...page(postPath), ...blogListPaths(postCount)]
    case 'blogCategory':
      return blogListPaths(postCount)
    case 'connector':
      return page(connectorPath)
    case 'customerCase':
      return [routes.customerCases]
    case 'useCase':
      return [...page(pathForUseCase), routes.useCases]
    case 'solutionPage':
      return [...page(solutionPath), routes.solution]
    case 'avatar':
      return [...page(avatarPath), routes.avatars]
    case 'whitePaper':
      return [routes.whitePapers]
    case 'webinar':
      return [routes.webinars]
    case 'job':
      return [...page(jobPath), routes.jobs]
    case 'legalPage':
      return page(legalPath)
    default:
      return []
  }
}

/**
 * Listings rendered on request and cached briefly by the CDN (s-maxage), not generated statically:
 * there is nothing to regenerate.
 */
const SERVER_RENDERED_LISTINGS: ReadonlySet<string> = new Set([LISTING_PAGES.connectors.path, LISTING_PAGES.faq.path])

const LISTING_KEYS_BY_ID: ReadonlyMap<string, ListingPageKey> = new Map(
  Object.entries(LISTING_PAGES).map(([key, listing]) => [listing.id, key as ListingPageKey]),
)

/**
 * The pages showing a listing document's texts, server-rendered ones included (the sitemap dates them):
 * it has no slug, its fixed id names the listing.
 */
export function listingPaths(id: string, postCount: number): string[] {
  const key = LISTING_KEYS_BY_ID.get(id)
  if (!key) return []
  return key === 'blog' ? blogListPaths(postCount) : [LISTING_PAGES[key].path]
}

/** The statically generated pages of a listing document, the ones a change regenerates. */
const staticListingPaths = (id: string, postCount: number) =>
  listingPaths(id, postCount).filter((path) => !SERVER_RENDERED_LISTINGS.has(path))

/** Every statically generated page: the shell (settings, navigation) appears on all of them. */
export function allPaths(index: PagesIndex, postCount: number): string[] {
  const paths = [
    routes.home,
    routes.login,
    routes.about,
    routes.solution,
    routes.useCases,
    routes.customerCases,
    routes.whitePapers,
    routes.webinars,
    routes.avatars,
    routes.jobs,
    routes.accessibility,
    routes.contact,
    routes.contactConfirmation,
    routes.demo,
    routes.demoConfirmation,
    routes.contentConfirmation,
    ...blogListPaths(postCount),
    ...index.posts.map(postPath),
    ...index.connectors.map(connectorPath),
    ...index.useCases.map(pathForUseCase),
    ...index.avatars.map(avatarPath),
    ...index.jobs.map(jobPath),
    ...index.solutions.map(solutionPath),
    ...index.legalPages.map(legalPath),
  ]
  return [...new Set(paths)]
}

const SHELL_TYPES = new Set(['siteSettings', 'navigation'])

/**
 * Maps a changed document to every page it appears on: its own page, the listings that show it,
 * and the pages of the documents that reference it (an author's change refreshes their posts).
 */
export function pathsToRevalidate(change: DocumentChange, context: ChangeContext): string[] {
  const paths = SHELL_TYPES.has(change._type)
    ? allPaths(context.index, context.postCount)
    : [
        ...ownPaths(change._type, change.slug, context.postCount),
        ...(change._type === 'listingPage' ? staticListingPaths(change._id, context.postCount) : []),
        ...context.referencedBy.flatMap((doc) => ownPaths(doc._type, doc.slug, context.postCount)),
      ]
  return [...new Set(paths)]
}
