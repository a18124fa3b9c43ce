/**
 * The listing pages (spec section 2): each is one `listingPage` document under a fixed id, which
 * carries its hero and its SEO texts; `path` is the page's route, `title` its name in the studio.
 */
export const LISTING_PAGES = {
  connectors: {id: 'listingPage-connectors', title: 'Catalogue des connecteurs', path: '/solution/connecteurs'},
  useCases: {id: 'listingPage-useCases', title: 'Cas d’usage', path: '/cas-usage'},
  customerCases: {id: 'listingPage-customerCases', title: 'Cas clients', path: '/ressources/cas-usage-client'},
  whitePapers: {id: 'listingPage-whitePapers', title: 'Livres blancs', path: '/ressources/livres-blancs'},
  webinars: {id: 'listingPage-webinars', title: 'Replays de webinars', path: '/ressources/replay-webinars'},
  avatars: {id: 'listingPage-avatars', title: 'Catalogue d’avatars', path: '/ressources/catalogue-avatar-chatbot'},
  faq: {id: 'listingPage-faq', title: 'FAQ', path: '/ressources/faq'},
  blog: {id: 'listingPage-blog', title: 'Blog', path: '/blog'},
  jobs: {id: 'listingPage-jobs', title: 'Rejoignez-nous', path: '/rejoignez-nous'},
} as const

export type ListingPageKey = keyof typeof LISTING_PAGES

/** Written in the avatar catalogue's lead, replaced on the page by the number of avatars it shows. */
export const AVATAR_COUNT_PLACEHOLDER = '{nombre}'

/** In the closing band of each connector's or use case's page, written on their listing: the page's name. */
export const ITEM_NAME_PLACEHOLDER = '{nom}'
