/** Every path the code links to, in one place (spec section 2). Paths are French. */
export const routes = {
  home: '/',
  login: '/connexion',
  solution: '/solution',
  connectors: '/solution/connecteurs',
  useCases: '/cas-usage',
  customerCases: '/ressources/cas-usage-client',
  whitePapers: '/ressources/livres-blancs',
  webinars: '/ressources/replay-webinars',
  avatars: '/ressources/catalogue-avatar-chatbot',
  faq: '/ressources/faq',
  blog: '/blog',
  demo: '/planifier-une-demo',
  contact: '/contact',
  about: '/qui-sommes-nous',
  jobs: '/rejoignez-nous',
  legalNotice: '/mentions-legales',
  privacyPolicy: '/politique-de-confidentialite',
  cookiePolicy: '/politique-de-cookies',
  accessibility: '/accessibilite',
  security: '/securite-conformite',
  publicBuyers: '/acheteurs-publics',
  savingsCalculator: '/ressources/calculateur-economies',
  contactConfirmation: '/contact/confirmation',
  demoConfirmation: '/planifier-une-demo/confirmation',
  contentConfirmation: '/confirmation-contenu',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const

/** The RSS feed: the feed prefix plus the locale (spec section 2, Head). */
const FEED_PREFIX = '/rss/'
export const feedPath = (locale = 'fr') => `${FEED_PREFIX}${locale}`

/** The overview's document has this slug; it is served at /solution itself. */
export const SOLUTION_OVERVIEW_SLUG = 'vue-d-ensemble'

export const solutionPath = (slug: string) =>
  slug === SOLUTION_OVERVIEW_SLUG ? routes.solution : `${routes.solution}/${slug}`
export const connectorPath = (connectorId: string) => `${routes.connectors}/${connectorId}`
/** The connector catalogue filtered on one category: /solution/connecteurs?tags=itsm (spec section 2). */
export const connectorCategoryPath = (slug: string) => `${routes.connectors}?tags=${encodeURIComponent(slug)}`
// Not named use…: React's lint rules would take a `useCase…` function for a hook.
export const pathForUseCase = (useCaseId: string) => `${routes.useCases}/${useCaseId}`
export const avatarPath = (avatarId: string) => `${routes.avatars}/${avatarId}`
/** The ZIP of an avatar's images, served by the site when it reads the bundled dataset (Sanity's CDN serves it otherwise). */
export const avatarArchivePath = (avatarId: string) => `/api/avatars/${encodeURIComponent(avatarId)}/archive`
export const postPath = (postId: string) => `${routes.blog}/${postId}`
export const jobPath = (jobId: string) => `${routes.jobs}/${jobId}`
/** A customer's story; never « page », where the listing's pages are (/ressources/cas-usage-client/page/N). */
export const customerCasePath = (slug: string) => `${routes.customerCases}/${slug}`
export const legalPath = (slug: string) => `/${slug}`

/** Anchor of the main landmark, target of the skip link. */
export const MAIN_CONTENT_ID = 'contenu'
