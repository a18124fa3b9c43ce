// Which routes the benchmarks measure, read from the build itself so the lists never go stale.

/** Next's own entries of the build manifest, which are no page of their own (`/_error` is: the 404 page). */
const NOT_PAGES = new Set(['/_app', '/_document'])

/** The search pages' public addresses and the static rendering serving each (searchPageRoutes; a test holds them). */
export const SEARCH_PAGE_ADDRESSES = {
  '/solution/connecteurs': '/recherche/connecteurs',
  '/ressources/faq': '/recherche/faq',
}

/** Every page route of the build (patterns such as `/blog/[postId]`), sorted. */
export function pageRoutes(buildManifest) {
  return Object.keys(buildManifest.pages)
    .filter((route) => !NOT_PAGES.has(route))
    .sort()
}

/**
 * The key routes: issue 17's, then the pages of issue 30 (for the people who sign). A pattern stands for the first
 * path the build prerendered for it (in the prerender manifest's order), so the list follows the content.
 */
export const KEY_ROUTES = [
  '/',
  '/blog',
  '/blog/[postId]',
  '/solution/connecteurs',
  '/ressources/faq',
  '/contact',
  '/planifier-une-demo',
  '/ressources/catalogue-avatar-chatbot',
  '/ressources/catalogue-avatar-chatbot/[avatarId]',
  '/qui-sommes-nous',
  '/cas-usage/[useCaseId]',
  '/securite-conformite',
  '/acheteurs-publics',
  '/ressources/calculateur-economies',
  '/ressources/cas-usage-client',
  '/ressources/cas-usage-client/[slug]',
]

/** A concrete path for each of `patterns`: itself when static, else the first path prerendered for it. */
export function keyRoutes(prerenderManifest, patterns = KEY_ROUTES) {
  return patterns.map((pattern) => {
    if (!pattern.includes('[')) return pattern
    const path = Object.keys(prerenderManifest.routes).find(
      (route) => prerenderManifest.routes[route].srcRoute === pattern,
    )
    if (!path) throw new Error(`The build prerendered no page for ${pattern}.`)
    return path
  })
}

/**
 * The page route of the build manifest serving `path`: `path` itself when it is one (`/contact`,
 * `/blog/[postId]`), else the pattern a prerendered path was generated from (`/blog/un-article` → `/blog/[postId]`).
 */
export function pageRouteOf(path, buildManifest, prerenderManifest) {
  const pages = pageRoutes(buildManifest)
  if (pages.includes(path)) return path
  // A search page's public address is served by its static rendering (a rewrite, searchPageRoutes).
  const rewritten = SEARCH_PAGE_ADDRESSES[path]
  if (rewritten && pages.includes(rewritten)) return rewritten
  const source = prerenderManifest.routes[path]?.srcRoute
  if (source && pages.includes(source)) return source
  throw new Error(`${path} is no page of this build (pages: ${pages.join(', ')}).`)
}
