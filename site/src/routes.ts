/** Every path the code links to, in one place (spec section 2). Paths are French. */
export const routes = {
  home: '/',
  login: '/connexion',
  solution: '/solution',
  connectors: '/solution/connecteurs',
  useCases: '/cas-usage',
  customerCases: '/ressources/cas-usage-client',
  faq: '/ressources/faq',
  blog: '/blog',
  demo: '/planifier-une-demo',
  contact: '/contact',
  about: '/qui-sommes-nous',
  jobs: '/rejoignez-nous',
  legalNotice: '/mentions-legales',
  privacyPolicy: '/politique-de-confidentialite',
  cookiePolicy: '/politique-de-cookies',
} as const

export const connectorPath = (connectorId: string) => `${routes.connectors}/${connectorId}`

/** Anchor of the main landmark, target of the skip link. */
export const MAIN_CONTENT_ID = 'contenu'
