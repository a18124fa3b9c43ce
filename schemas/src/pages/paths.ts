/**
 * Which pages show a document: the one map the site's revalidation webhook regenerates from, its sitemap dates pages
 * by, and the Studio's Presentation tool lists locations and opens pages from. Server and Studio code only: the
 * browser's bundles import the route map (../routes) alone.
 */
import {LISTING_PAGES, type ListingPageKey} from '../constants/listingPages'
import {SECTORS} from '../constants/sectors'
import type {documentTypes} from '../index'
import {
  avatarPath,
  connectorPath,
  customerCasePath,
  feedPath,
  jobPath,
  legalPath,
  pathForUseCase,
  postPath,
  routes,
  solutionPath,
} from '../routes'
import {
  blogCategoryPath,
  blogCategoryRoute,
  customerCaseSectorPath,
  customerCaseSectorRoute,
  type ListingCounts,
  listingPagePath,
  listingPageRoute,
  PAGED_LISTINGS,
  type PagedListingKey,
  SECTOR_PARAM,
} from '../pagedListings'
import {tenderTemplateDocuments} from '../publicBuyers/documentPaths'
import {securityDocuments} from '../security/documentPaths'

/** The name of every document type of the schema (the home page's is built from the site's sections: ../index). */
export type DocumentType = (typeof documentTypes)[number]['name'] | 'homePage'

/** A page of the site, and its name in the Studio. */
export interface Page {
  path: string
  title: string
}

/** A document as the map needs it: its type, its id (a listing's), its slug and its title when it has them. */
export interface PageDocument {
  _id?: string
  _type: string
  slug?: string | null
  title?: string | null
}

/** What the Sanity webhook tells us about a changed document (WEBHOOK_CONFIG's projection, below). */
export interface DocumentChange {
  _id: string
  _type: string
  slug?: string | null
  /** Its slug before the change, where it had one: a renamed document's old page must stop being served. */
  previousSlug?: string | null
  operation?: 'create' | 'update' | 'delete' | null
  /** The ids of the documents whose pages list it, before or after the change (`listedOnReferenced`). */
  linked?: string[] | null
}

/** A blog category with a slug, and how many articles it holds: its listing has that many pages. */
export interface BlogCategoryCount {
  slug: string
  postCount: number
}

export interface PagesIndex {
  posts: string[]
  blogCategories: BlogCategoryCount[]
  connectors: string[]
  useCases: string[]
  avatars: string[]
  jobs: string[]
  customerCases: string[]
  solutions: string[]
  legalPages: string[]
}

export interface ChangeContext {
  /** Each paged listing's items after the change: its pages (plus one that may have just emptied). */
  counts: ListingCounts
  /** Documents that reference the changed one, with their own slug. */
  referencedBy: {_type: string; slug?: string | null}[]
  /**
   * Documents the changed one references in a field their pages list it by (`listedOnReferenced`), before or after
   * the change: the projection's `linked` ids, with their own slug.
   */
  linked?: {_type: string; slug?: string | null}[]
  /** Every page's id, for changes that touch the shell of every page. */
  index: PagesIndex
}

interface TypePages {
  /** The shell (settings, navigation): on every page. */
  shell?: true
  /** A listing's texts: its fixed id names the listing. */
  listing?: true
  /** The document's own page, at the slug held in `slugField`; `kind` names it before the document's title. */
  own?: {path: (slug: string) => string; slugField: string; kind: string}
  /** The paged listing that shows it: every page of it, since an item added or removed moves the others across pages. */
  pagedList?: PagedListingKey
  /** The blog's lists (the blog list, every category's) show it, and what it references: an article's card names its categories. */
  blogList?: true
  /** Statically generated pages that show it (its listing). */
  fixed?: readonly Page[]
  /** Pages whose searches it changes, not what they show without a query: the Studio names them, no date moves. */
  searches?: readonly Page[]
  /** The paths of pages written in code that quote some of its facts beyond the shell: the sitemap dates them by it. */
  quotedOn?: readonly string[]
  /** The chat widget, on every page, reads it from an API endpoint once the page has loaded: no page holds it. */
  widget?: true
  /**
   * Its reference fields whose documents' own pages list it (a connector's page lists the use cases that reference
   * it): a change refreshes those pages, a reference just removed included.
   */
  listedOnReferenced?: readonly string[]
}

const PUBLIC_BUYERS_PAGE: Page = {path: routes.publicBuyers, title: 'Acheteurs publics'}

const listing = (key: ListingPageKey): Page => ({path: LISTING_PAGES[key].path, title: LISTING_PAGES[key].title})

/** Every document type of the schema, by what it appears on (TypeScript refuses a type left out). */
const PAGES_BY_TYPE: Record<DocumentType, TypePages> = {
  // The address, phone and accessibility facts the contact, demo and accessibility pages quote.
  siteSettings: {shell: true, quotedOn: [routes.contact, routes.demo, routes.accessibility]},
  navigation: {shell: true},
  listingPage: {listing: true},
  homePage: {fixed: [{path: routes.home, title: 'Page d’accueil'}]},
  aboutPage: {fixed: [{path: routes.about, title: 'Qui sommes-nous'}]},
  securityPage: {fixed: [{path: routes.security, title: 'Sécurité et conformité'}]},
  // The white papers' list offers its tender template too.
  publicBuyersPage: {fixed: [PUBLIC_BUYERS_PAGE, listing('whitePapers')]},
  // Its defaults' customer cases are references: their changes reach it through them.
  savingsCalculatorPage: {fixed: [{path: routes.savingsCalculator, title: 'Calculateur d’économies'}]},
  post: {own: {path: postPath, slugField: 'postId', kind: 'Article'}, pagedList: 'blog', blogList: true},
  blogCategory: {
    own: {path: blogCategoryPath, slugField: 'slug', kind: 'Catégorie du blog'},
    pagedList: 'blog',
    blogList: true,
  },
  connector: {
    own: {path: connectorPath, slugField: 'connectorId', kind: 'Connecteur'},
    fixed: [listing('connectors')],
  },
  // The public buyers' page shows the stories of the sectors it names; its connectors' pages list it.
  customerCase: {
    own: {path: customerCasePath, slugField: 'slug', kind: 'Cas client'},
    pagedList: 'customerCases',
    fixed: [PUBLIC_BUYERS_PAGE],
    listedOnReferenced: ['connectors'],
  },
  // Its connectors' pages and its customers' stories list it.
  useCase: {
    own: {path: pathForUseCase, slugField: 'useCaseId', kind: 'Cas d’usage'},
    pagedList: 'useCases',
    listedOnReferenced: ['connectors', 'customerCases'],
  },
  solutionPage: {
    own: {path: solutionPath, slugField: 'slug', kind: 'Solution'},
    fixed: [{path: routes.solution, title: 'Solution : vue d’ensemble'}],
  },
  avatar: {own: {path: avatarPath, slugField: 'avatarId', kind: 'Avatar'}, fixed: [listing('avatars')]},
  whitePaper: {fixed: [listing('whitePapers')]},
  webinar: {fixed: [listing('webinars')]},
  faq: {fixed: [listing('faq'), PUBLIC_BUYERS_PAGE]},
  job: {own: {path: jobPath, slugField: 'jobId', kind: 'Offre d’emploi'}, pagedList: 'jobs'},
  legalPage: {own: {path: legalPath, slugField: 'slug', kind: 'Page légale'}},
  // The widget fetches the assistant's words from its settings endpoint: a change regenerates no page, and reaches
  // visitors as soon as that endpoint's cache lets it.
  assistantSettings: {widget: true},
  // The intents teach the assistant's classifier: the webhook rebuilds it, and no page shows them.
  assistantIntent: {widget: true},
  // The synonyms change what the searches find, and those are answered on request (the catalogue's and the FAQ's
  // results for a query, the assistant's passages), not what their pages show without one: the webhook rebuilds the
  // embedded index or pushes them to Algolia instead.
  searchSynonyms: {searches: [listing('connectors'), listing('faq')]},
  // A redirect shows on no page: it is looked up where the site would answer 404, and every webhook call drops each
  // instance's table of redirects (the site's features/redirects/).
  redirect: {},
}

/** Where "Ouvrir sur le site" and the Presentation tool show the chat widget: it is on every page. */
const WIDGET_PAGE: Page = {path: routes.home, title: 'Page d’accueil (fenêtre de l’assistant)'}

const pagesOf = (type: string): TypePages | undefined =>
  Object.hasOwn(PAGES_BY_TYPE, type) ? PAGES_BY_TYPE[type as DocumentType] : undefined

/** Pages once each, the first name kept (the solution overview is its own page and the solutions' listing). */
function unique(pages: Page[]): Page[] {
  const seen = new Set<string>()
  return pages.filter((page) => !seen.has(page.path) && seen.add(page.path))
}

/** The slug fields of the types with a page of their own (one field may serve several types). */
export const SLUG_FIELDS = [...new Set(Object.values(PAGES_BY_TYPE).flatMap(({own}) => (own ? [own.slugField] : [])))]

/**
 * A document's slug whatever its type, as GROQ: the webhook's projection, the Studio's locations and the site's
 * revalidation and sitemap queries read it. Written out, for Sanity TypeGen reads only literals where a query interpolates it; a
 * test holds it to SLUG_FIELDS.
 */
export const SLUG_PROJECTION = /* groq */ `coalesce(slug.current, postId.current, connectorId.current, useCaseId.current, avatarId.current, jobId.current)`

/**
 * How many items each paged listing holds (PAGED_LISTINGS), as GROQ, with the filters of the listings' own queries:
 * the revalidation, the sitemap and the Studio's locations read it to know each listing's pages. Written out, as
 * SLUG_PROJECTION is; a test holds its keys to PAGED_LISTINGS.
 */
export const LISTING_COUNTS_PROJECTION = /* groq */ `{"blog": count(*[_type == "post"]), "useCases": count(*[_type == "useCase" && defined(useCaseId.current)]), "customerCases": count(*[_type == "customerCase" && defined(slug.current)]), "jobs": count(*[_type == "job" && defined(jobId.current)])}`

/**
 * The Sanity webhook the site's /api/revalidate expects (`npm run webhook:config` prints it): every document type,
 * since each shows on pages, in the widget or in the searches, and what the site reads of a change.
 */
export const WEBHOOK_CONFIG = {
  filter: `_type in [${Object.keys(PAGES_BY_TYPE)
    .map((type) => JSON.stringify(type))
    .join(', ')}]`,
  projection: `{_id, _type, "slug": ${SLUG_PROJECTION}, "previousSlug": coalesce(${SLUG_FIELDS.map((field) => `before().${field}.current`).join(', ')}), "operation": delta::operation(), "linked": ${linkedIds(['before().', 'after().'])}}`,
} as const

/**
 * As GROQ, the ids a document references in the fields whose documents' own pages list it (`listedOnReferenced`),
 * read on each of `versions` (`before().` and `after().` in a webhook, `''` for the document itself); null for a
 * type without such fields.
 */
export function linkedIds(versions: readonly string[]): string {
  const cases = (Object.keys(PAGES_BY_TYPE) as DocumentType[]).flatMap((type) => {
    const fields = PAGES_BY_TYPE[type].listedOnReferenced ?? []
    if (fields.length === 0) return []
    const refs = fields.flatMap((field) => versions.map((version) => `...${version}${field}[]._ref`))
    return [`_type == ${JSON.stringify(type)} => array::unique(array::compact([${refs.join(', ')}]))`]
  })
  return `select(${cases.join(', ')})`
}

/** A document's slug, read from its type's slug field (a slug object, as Sanity stores it). */
export function slugOf(document: {_type: string} & Record<string, unknown>): string | null {
  const field = pagesOf(document._type)?.own?.slugField
  const value = field ? document[field] : null
  const current = value && typeof value === 'object' ? (value as {current?: unknown}).current : null
  return typeof current === 'string' && current ? current : null
}

/** The settings and the navigation appear on every page. */
export const isShellType = (type: string) => pagesOf(type)?.shell === true

/** The assistant's settings reach every page through the chat widget, never through a page's own HTML. */
export const isWidgetType = (type: string) => pagesOf(type)?.widget === true

/** Whether documents of `type` have pages of their own or in a listing (the shell's are on every page). */
export const hasPages = (type: string) => pagesOf(type) !== undefined && !isShellType(type)

/** A list's pages: those `total` items fill at `pageSize` a page, or one more that a deletion may have just emptied. */
function listPages(total: number, pageSize: number, {afterDeletion}: {afterDeletion: boolean}): number[] {
  const pages = Math.max(1, Math.ceil((total + (afterDeletion ? 1 : 0)) / pageSize))
  return Array.from({length: pages}, (_, index) => index + 1)
}

/** One page of a paged list: its number, its public address (/blog?page=2) and the route it is generated at. */
export interface ListPage {
  page: number
  path: string
  route: string
}

/**
 * Every paged list's pages (each paged listing's, then each blog category's): those their items fill, or with
 * `afterDeletion` one more each, which a deletion may have just emptied and which is still generated until then.
 */
export function pagedListPages(
  index: PagesIndex,
  counts: ListingCounts,
  options: {afterDeletion: boolean},
): ListPage[] {
  return [
    ...(Object.keys(PAGED_LISTINGS) as PagedListingKey[]).flatMap((key) => listingPages(key, counts, options)),
    ...index.blogCategories.flatMap((category) => blogCategoryPages(category, options)),
  ]
}

const listingPages = (key: PagedListingKey, counts: ListingCounts, options: {afterDeletion: boolean}): ListPage[] =>
  listPages(counts[key], PAGED_LISTINGS[key].pageSize, options).map((page) => ({
    page,
    path: listingPagePath(key, page),
    route: listingPageRoute(key, page),
  }))

/** A blog category's listing pages (/blog/categorie/<slug>?page=N); `afterDeletion` as for pagedListPages. */
export const blogCategoryPages = (
  {slug, postCount}: BlogCategoryCount,
  options: {afterDeletion: boolean},
): ListPage[] =>
  listPages(postCount, PAGED_LISTINGS.blog.pageSize, options).map((page) => ({
    page,
    path: blogCategoryPath(slug, page),
    route: blogCategoryRoute(slug, page),
  }))

/**
 * The first page of each sector's customer cases (?secteur=…), beside their listing's pages: regenerated with them;
 * a sector's later pages refresh on the site's regeneration delay.
 */
const sectorPages = (key: PagedListingKey) =>
  key === 'customerCases'
    ? SECTORS.map(({slug, title}) => ({
        route: customerCaseSectorRoute(slug),
        path: customerCaseSectorPath(slug),
        title: `${LISTING_PAGES.customerCases.title} : ${title}`,
      }))
    : []

/** A paged listing's statically generated pages, including the page a deletion may have emptied. */
const pagedListPaths = (key: PagedListingKey, counts: ListingCounts) => [
  ...listingPages(key, counts, {afterDeletion: true}).map(({route}) => route),
  ...sectorPages(key).map(({route}) => route),
]

/** A category's statically generated pages, including the page a deletion may have emptied. */
const blogCategoryPaths = (category: BlogCategoryCount) =>
  blogCategoryPages(category, {afterDeletion: true}).map(({route}) => route)

/** Every category's listing pages: an article may have just left or joined any of them. */
const blogCategoriesPaths = (index: PagesIndex) => index.blogCategories.flatMap(blogCategoryPaths)

/** The pages a document of `type` appears on, by itself (not through its references); the sitemap dates them. */
function ownPaths(type: string, slug: string | null | undefined, counts: ListingCounts): string[] {
  const pages = pagesOf(type)
  if (!pages) return []
  return [
    ...(pages.own && slug ? [pages.own.path(slug)] : []),
    ...(pages.pagedList ? pagedListPaths(pages.pagedList, counts) : []),
    ...(pages.fixed ?? []).map((page) => page.path),
  ]
}

/** The listings' pages: they show their items' own fields, none of what the items reference (the blog list aside). */
const LISTING_PATHS: ReadonlySet<string> = new Set(Object.values(LISTING_PAGES).map((listing) => listing.path))

/** Whether `path` is a page of a listing (any page of a paged one, at its public address or its route). */
const isListingPath = (path: string) =>
  LISTING_PATHS.has(path) ||
  Object.values(PAGED_LISTINGS).some(
    ({path: base}) =>
      path.startsWith(`${base}?`) || path.startsWith(`${base}/page/`) || path.startsWith(`${base}/${SECTOR_PARAM}/`),
  )

/**
 * The pages where a document shows what it references: its own pages less the listings, whose cards show no
 * reference, except the blog list's (an article's card names its categories). A connector's change refreshes
 * the use cases that show it, not the use cases' listing.
 */
function referencingPaths(type: string, slug: string | null | undefined, counts: ListingCounts): string[] {
  const listsReferences = pagesOf(type)?.blogList === true
  return ownPaths(type, slug, counts).filter((path) => listsReferences || !isListingPath(path))
}

const LISTING_KEYS_BY_ID: ReadonlyMap<string, ListingPageKey> = new Map(
  Object.entries(LISTING_PAGES).map(([key, listing]) => [listing.id, key as ListingPageKey]),
)

const isPaged = (key: ListingPageKey): key is PagedListingKey => Object.hasOwn(PAGED_LISTINGS, key)

/** The pages showing a listing document's texts: it has no slug, its fixed id names the listing. */
function listingPaths(id: string, counts: ListingCounts): string[] {
  const key = LISTING_KEYS_BY_ID.get(id)
  if (!key) return []
  return isPaged(key) ? pagedListPaths(key, counts) : [LISTING_PAGES[key].path]
}

/**
 * The own pages that repeat a listing document's texts: each customer story closes on its listing's band, each
 * connector's and use case's page on the band their listing writes for them.
 */
const LISTING_REPEATED_ON = {
  customerCases: 'customerCase',
  connectors: 'connector',
  useCases: 'useCase',
} as const satisfies Partial<Record<ListingPageKey & keyof PagesIndex, DocumentType>>

const repeatsListing = (key: ListingPageKey): key is keyof typeof LISTING_REPEATED_ON =>
  Object.hasOwn(LISTING_REPEATED_ON, key)

/**
 * GROQ: whether a document's own page repeats the texts of the listing document `$id` (LISTING_REPEATED_ON), for
 * the Studio's list of the pages a listing appears on.
 */
export const REPEATS_LISTING_FILTER = /* groq */ `_type == select(${Object.entries(LISTING_REPEATED_ON)
  .map(([key, type]) => `$id == "${LISTING_PAGES[key as ListingPageKey].id}" => "${type}"`)
  .join(', ')})`

/** The pages a listing document's change regenerates: its listing's, and those that repeat its texts. */
function listingChangePaths(id: string, context: ChangeContext): string[] {
  const key = LISTING_KEYS_BY_ID.get(id)
  if (!key) return []
  const repeating = repeatsListing(key)
    ? context.index[key].flatMap((slug) => ownPagePath(LISTING_REPEATED_ON[key], slug) ?? [])
    : []
  return [...listingPaths(id, context.counts), ...repeating]
}

/** The document types whose change dates a public page in the sitemap: those its pages or facts show. */
export const PAGE_DATING_TYPES = (Object.keys(PAGES_BY_TYPE) as DocumentType[]).filter((type) => {
  const {own, fixed, pagedList, listing, quotedOn} = PAGES_BY_TYPE[type]
  return Boolean(own || fixed || pagedList || listing || quotedOn)
})

/**
 * The pages whose date in the sitemap a document moves, blog categories' listings aside: its own pages, a listing's
 * and those written in code that quote its facts.
 */
export function datedPaths(
  document: {_id: string; _type: string; slug: string | null},
  counts: ListingCounts,
): string[] {
  const pages = pagesOf(document._type)
  if (!pages) return []
  return [
    ...ownPaths(document._type, document.slug, counts),
    ...(pages.listing ? listingPaths(document._id, counts) : []),
    ...(pages.quotedOn ?? []),
  ]
}

/** Every statically generated page: the shell (settings, navigation) appears on all of them. */
export function allPaths(index: PagesIndex, counts: ListingCounts): string[] {
  const paths = [
    routes.home,
    routes.login,
    routes.about,
    routes.solution,
    routes.connectors,
    routes.faq,
    routes.whitePapers,
    routes.webinars,
    routes.avatars,
    routes.accessibility,
    routes.security,
    routes.publicBuyers,
    routes.savingsCalculator,
    routes.contact,
    routes.contactConfirmation,
    routes.demo,
    routes.demoConfirmation,
    routes.contentConfirmation,
    ...pagedListPages(index, counts, {afterDeletion: true}).map(({route}) => route),
    ...index.posts.map(postPath),
    ...index.connectors.map(connectorPath),
    ...index.useCases.map(pathForUseCase),
    ...index.avatars.map(avatarPath),
    ...index.jobs.map(jobPath),
    ...index.customerCases.map(customerCasePath),
    ...index.solutions.map(solutionPath),
    ...index.legalPages.map(legalPath),
  ]
  return [...new Set(paths)]
}

/** A renamed document's page at its old slug: regenerated, it answers 404, where the site looks up its redirect. */
function oldOwnPath(type: string, previousSlug: string): string[] {
  const path = ownPagePath(type, previousSlug)
  return path ? [path] : []
}

/** The address of a document's own page, or null for a type without one. */
export function ownPagePath(type: string, slug: string): string | null {
  const own = pagesOf(type)?.own
  return own ? own.path(slug) : null
}

/** The document types with a page of their own: those a redirect may lead to. */
export const OWN_PAGE_TYPES: readonly string[] = (Object.keys(PAGES_BY_TYPE) as DocumentType[]).filter(
  (type) => PAGES_BY_TYPE[type].own,
)

/** Every path the site serves whatever the content: the route map's fixed pages, the RSS feed, the pages' documents. */
const FIXED_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(routes),
  feedPath(),
  ...Object.values(securityDocuments),
  ...Object.values(tenderTemplateDocuments),
])

/** Whether `path` is one of the site's fixed pages, which no content change removes. */
export const isFixedPath = (path: string) => FIXED_PATHS.has(path)

/** A document type whose own page could be at a path: the slug the path gives it, and the field that holds it. */
export interface PathOwner {
  type: DocumentType
  kind: string
  slugField: string
  slug: string
}

/** Marks the slug's place in a page's address, to read the route map backwards. */
const SLUG_MARK = '\u0000'

/** The document types whose own page would be at `path`, each with the slug it would have. */
export function ownersOfPath(path: string): PathOwner[] {
  return (Object.keys(PAGES_BY_TYPE) as DocumentType[]).flatMap((type) => {
    const own = PAGES_BY_TYPE[type].own
    if (!own) return []
    const [prefix = '', suffix = ''] = own.path(SLUG_MARK).split(SLUG_MARK)
    if (path.length <= prefix.length + suffix.length || !path.startsWith(prefix) || !path.endsWith(suffix)) return []
    const slug = path.slice(prefix.length, path.length - suffix.length)
    return slug.includes('/') ? [] : [{type, kind: own.kind, slugField: own.slugField, slug}]
  })
}

/**
 * Maps a changed document to every page it appears on: its own page, the listings that show it,
 * and the pages of the documents that reference it (an author's change refreshes their posts).
 */
export function pathsToRevalidate(change: DocumentChange, context: ChangeContext): string[] {
  // A page the menus link to is in every page's shell: its new address reaches them all.
  const inShell = isShellType(change._type) || context.referencedBy.some((doc) => isShellType(doc._type))
  const renamed =
    change.previousSlug && change.previousSlug !== change.slug ? oldOwnPath(change._type, change.previousSlug) : []
  const paths = inShell
    ? [...allPaths(context.index, context.counts), ...renamed]
    : [
        ...ownPaths(change._type, change.slug, context.counts),
        ...renamed,
        ...(change._type === 'listingPage' ? listingChangePaths(change._id, context) : []),
        ...(pagesOf(change._type)?.blogList ? blogCategoriesPaths(context.index) : []),
        ...context.referencedBy.flatMap((doc) => referencingPaths(doc._type, doc.slug, context.counts)),
        // The pages of the documents it lists itself on: their own page only, which lists it.
        ...(context.linked ?? []).flatMap((doc) => {
          const path = doc.slug ? ownPagePath(doc._type, doc.slug) : null
          return path ? [path] : []
        }),
      ]
  return [...new Set(paths)]
}

/** A paged listing's pages at their public address (/blog, /blog?page=2…): those its items fill. */
const pagedListLinks = (key: PagedListingKey, counts: ListingCounts): Page[] => [
  ...listingPages(key, counts, {afterDeletion: false}).map(({page, path}) => ({
    path,
    title: page === 1 ? LISTING_PAGES[key].title : `${LISTING_PAGES[key].title}, page ${page}`,
  })),
  ...sectorPages(key).map(({path, title}) => ({path, title})),
]

/**
 * The pages a document appears on by itself, at their public address, with their name for the Studio:
 * what `ownPaths` and a listing's pages regenerate, less a list's page no item fills, plus the pages whose
 * searches it changes. The first is the document's own page when it has one.
 */
export function documentPages(document: PageDocument, counts: ListingCounts): Page[] {
  const pages = pagesOf(document._type)
  if (!pages) return []
  if (pages.listing) {
    const key = document._id ? LISTING_KEYS_BY_ID.get(document._id) : undefined
    if (!key) return []
    return isPaged(key) ? pagedListLinks(key, counts) : [listing(key)]
  }
  const {own} = pages
  const slug = document.slug
  return unique([
    ...(own && slug
      ? [{path: own.path(slug), title: document.title ? `${own.kind} : ${document.title}` : own.kind}]
      : []),
    ...(pages.pagedList ? pagedListLinks(pages.pagedList, counts) : []),
    ...(pages.fixed ?? []),
    ...(pages.searches ?? []),
    ...(pages.widget ? [WIDGET_PAGE] : []),
  ])
}

/**
 * Every page a document appears on: its own pages, those of the documents that reference it and the own pages of
 * those that list it (`linked`), once each. The settings and the navigation are on every page: see `isShellType`.
 */
export function pagesShowing(
  document: PageDocument,
  referencedBy: PageDocument[],
  counts: ListingCounts,
  linked: PageDocument[] = [],
): Page[] {
  const showsReferences = (doc: PageDocument) => (page: Page) =>
    pagesOf(doc._type)?.blogList === true || !isListingPath(page.path)
  return unique([
    ...documentPages(document, counts),
    ...referencedBy.flatMap((doc) => documentPages(doc, counts).filter(showsReferences(doc))),
    // The own page (the first) of each document that lists it (a use case on its connectors' pages).
    ...linked.flatMap((doc) => (doc.slug && pagesOf(doc._type)?.own ? documentPages(doc, counts).slice(0, 1) : [])),
  ])
}

/** No item in any paged listing: each has its first page only. */
const NO_ITEMS: ListingCounts = {blog: 0, useCases: 0, customerCases: 0, jobs: 0}

/** The page "Ouvrir sur le site" opens for a stored document: its own page, else the first that shows it. */
export function mainPagePath(document: {_id: string; _type: string} & Record<string, unknown>): string | null {
  const [page] = documentPages({_id: document._id, _type: document._type, slug: slugOf(document)}, NO_ITEMS)
  return page?.path ?? null
}
