import {LISTING_PAGES} from '../constants/listingPages'
import {
  customerCaseSectorRoute,
  type ListingCounts,
  listingPageRoute,
  PAGED_LISTINGS,
  type PagedListingKey,
  pagedRoute,
  SECTOR_PARAM,
} from '../pagedListings'
import {locationsState} from './locations'
import {type DocumentType, type PageDocument, pathsToRevalidate} from './paths'

const index = {
  posts: [],
  blogCategories: [],
  connectors: [],
  useCases: [],
  avatars: [],
  jobs: [],
  customerCases: [],
  solutions: [],
  legalPages: [],
}

const useCase = {_id: 'useCase-support', _type: 'useCase', slug: 'support-utilisateur', title: 'Support utilisateur'}
const home = {_id: 'homePage', _type: 'homePage', slug: null, title: null}
const calculator = {_id: 'savingsCalculatorPage', _type: 'savingsCalculatorPage'}
const article = {_id: 'post-rgpd', _type: 'post', slug: 'rgpd', title: 'Le RGPD sans peine'}

/** A document of every type of the schema (TypeScript refuses a type left out), with documents referencing it. */
const documents: Record<
  Exclude<DocumentType, 'siteSettings' | 'navigation' | 'assistantSettings' | 'assistantIntent' | 'redirect'>,
  [PageDocument, PageDocument[]][]
> = {
  homePage: [[home, []]],
  aboutPage: [[{_id: 'aboutPage', _type: 'aboutPage'}, []]],
  securityPage: [[{_id: 'securityPage', _type: 'securityPage'}, []]],
  publicBuyersPage: [[{_id: 'publicBuyersPage', _type: 'publicBuyersPage'}, []]],
  savingsCalculatorPage: [[calculator, []]],
  listingPage: Object.values(LISTING_PAGES).map(({id}) => [{_id: id, _type: 'listingPage'}, []]),
  post: [[article, []]],
  blogCategory: [
    [{_id: 'c', _type: 'blogCategory', slug: null, title: 'IA'}, [article]],
    [{_id: 'c2', _type: 'blogCategory', slug: 'ia', title: 'IA'}, [article]],
  ],
  connector: [[{_id: 'connector-glpi', _type: 'connector', slug: 'glpi', title: 'GLPI'}, [useCase, home]]],
  customerCase: [[{_id: 'cc', _type: 'customerCase'}, [useCase, home, calculator]]],
  useCase: [[useCase, []]],
  solutionPage: [
    [{_id: 's1', _type: 'solutionPage', slug: 'voicebot', title: 'Voicebot'}, []],
    [{_id: 's2', _type: 'solutionPage', slug: 'vue-d-ensemble', title: 'Vue d’ensemble'}, []],
  ],
  avatar: [[{_id: 'a', _type: 'avatar', slug: 'lea', title: 'Léa'}, []]],
  whitePaper: [[{_id: 'w', _type: 'whitePaper', title: 'Guide'}, []]],
  webinar: [[{_id: 'r', _type: 'webinar', title: 'Replay'}, []]],
  faq: [[{_id: 'f', _type: 'faq'}, []]],
  job: [[{_id: 'j', _type: 'job', slug: 'dev', title: 'Développeur'}, []]],
  legalPage: [[{_id: 'l', _type: 'legalPage', slug: 'mentions-legales', title: 'Mentions légales'}, []]],
  searchSynonyms: [[{_id: 'searchSynonyms', _type: 'searchSynonyms'}, []]],
}

const hrefs = (data: Parameters<typeof locationsState>[0]) =>
  (locationsState(data)?.locations ?? []).map(({href}) => href)
/**
 * A paged list's public address back to the route the webhook regenerates: /blog?page=2 to /blog/page/2, a sector's
 * customer cases (?secteur=sante) to their own static page.
 */
const asRoute = (href: string) => {
  const url = new URL(href, 'http://site')
  const page = url.searchParams.get('page')
  const sector = url.searchParams.get(SECTOR_PARAM)
  if (sector) return customerCaseSectorRoute(sector, Number(page ?? 1))
  return page ? pagedRoute(url.pathname, Number(page)) : href
}
/** One page of each listing but the blog's; then several of each. */
const COUNTS: ListingCounts[] = [
  {blog: 24, useCases: 1, customerCases: 1, jobs: 1},
  {blog: 18, useCases: 30, customerCases: 30, jobs: 45},
]
/** The page of each paged listing a deletion may have just emptied: the webhook regenerates it, no item is on it. */
const emptied = (counts: ListingCounts) =>
  (Object.keys(PAGED_LISTINGS) as PagedListingKey[]).map((key) =>
    listingPageRoute(key, Math.ceil(counts[key] / PAGED_LISTINGS[key].pageSize) + 1),
  )
/** The synonyms change what the search pages find for a query, not what those pages show without one. */
const searchesOnly = (document: PageDocument) => document._type === 'searchSynonyms'

describe('the Presentation tool’s locations', () => {
  const cases = Object.values(documents).flatMap((fixtures) =>
    fixtures.flatMap(([document, referencedBy]) => COUNTS.map((counts) => ({document, referencedBy, counts}))),
  )

  it.each(cases)(
    'lists the pages the webhook regenerates for $document._id ($counts.blog articles, $counts.jobs offers)',
    ({document, referencedBy, counts}) => {
      const listed = hrefs({document, referencedBy, counts}).map(asRoute)
      const regenerated = pathsToRevalidate(
        {_id: document._id ?? '', _type: document._type, slug: document.slug},
        {counts, referencedBy, index},
      )
      // The webhook also regenerates a list's page a deletion may have just emptied: no item is on it.
      expect(regenerated.filter((path) => !listed.includes(path) && !emptied(counts).includes(path))).toEqual([])
      // The only pages listed but not regenerated are the search pages whose results the synonyms change.
      expect(listed.filter((path) => !regenerated.includes(path))).toEqual(
        searchesOnly(document) ? [LISTING_PAGES.connectors.path, LISTING_PAGES.faq.path] : [],
      )
      expect(listed.length).toBeGreaterThan(0)
    },
  )

  it('names a connector’s page, the catalogue, and the pages of the documents that show it', () => {
    const connector = documents.connector[0]![0]
    expect(locationsState({document: connector, referencedBy: [useCase, home], counts: COUNTS[0]!})).toEqual({
      locations: [
        {title: 'Connecteur : GLPI', href: '/solution/connecteurs/glpi'},
        {title: 'Catalogue des connecteurs', href: '/solution/connecteurs'},
        {title: 'Cas d’usage : Support utilisateur', href: '/cas-usage/support-utilisateur'},
        {title: 'Page d’accueil', href: '/'},
      ],
    })
  })

  it('names, for a use case, the pages of the connectors and customers it lists itself on, as the webhook does', () => {
    const linked = [
      {_id: 'connector-glpi', _type: 'connector', slug: 'glpi', title: 'GLPI'},
      {_id: 'customerCase-chu', _type: 'customerCase', slug: 'chu-de-valbonne', title: 'CHU de Valbonne'},
    ]
    const listed = hrefs({document: useCase, referencedBy: [], linked, counts: COUNTS[0]!})
    expect(listed).toEqual(
      expect.arrayContaining(['/solution/connecteurs/glpi', '/ressources/cas-usage-client/chu-de-valbonne']),
    )
    // Their own pages only: the catalogue and the customers' listing do not show a use case.
    expect(listed).not.toContain('/solution/connecteurs')
    const regenerated = pathsToRevalidate(
      {_id: useCase._id ?? '', _type: 'useCase', slug: useCase.slug},
      {counts: COUNTS[0]!, referencedBy: [], linked, index},
    )
    expect(listed.map(asRoute).sort()).toEqual(regenerated.filter((path) => !emptied(COUNTS[0]!).includes(path)).sort())
  })

  it('names, for the customer cases’ listing, each story that closes on its band, as the webhook does', () => {
    const listing = {_id: LISTING_PAGES.customerCases.id, _type: 'listingPage', slug: null, title: 'Cas clients'}
    const repeating = [
      {_id: 'customerCase-chu', _type: 'customerCase', slug: 'chu-de-valbonne', title: 'CHU de Valbonne'},
      {_id: 'customerCase-montclair', _type: 'customerCase', slug: 'ville-de-montclair', title: 'Ville de Montclair'},
    ]
    const listed = hrefs({document: listing, referencedBy: [], repeating, counts: COUNTS[0]!})
    expect(listed).toEqual(
      expect.arrayContaining([
        '/ressources/cas-usage-client',
        '/ressources/cas-usage-client/chu-de-valbonne',
        '/ressources/cas-usage-client/ville-de-montclair',
      ]),
    )
    const regenerated = pathsToRevalidate(
      {_id: listing._id, _type: 'listingPage', slug: null},
      {
        counts: COUNTS[0]!,
        referencedBy: [],
        index: {...index, customerCases: ['chu-de-valbonne', 'ville-de-montclair']},
      },
    )
    expect(listed.map(asRoute).sort()).toEqual(regenerated.filter((path) => !emptied(COUNTS[0]!).includes(path)).sort())
  })

  it('lists an article and the blog list pages at their public address', () => {
    expect(locationsState({document: article, referencedBy: [], counts: {...COUNTS[0]!, blog: 18}})?.locations).toEqual(
      [
        {title: 'Article : Le RGPD sans peine', href: '/blog/rgpd'},
        {title: 'Blog', href: '/blog'},
        {title: 'Blog, page 2', href: '/blog?page=2'},
      ],
    )
  })

  it('lists the solution overview once, as the page of its own', () => {
    const overview = documents.solutionPage[1]![0]
    expect(locationsState({document: overview, referencedBy: [], counts: COUNTS[0]!})?.locations).toEqual([
      {title: 'Solution : Vue d’ensemble', href: '/solution'},
    ])
  })

  it('says the settings and the navigation are on every page, and offers the home page', () => {
    for (const type of ['siteSettings', 'navigation']) {
      expect(locationsState({document: {_id: type, _type: type}, referencedBy: [], counts: COUNTS[0]!})).toEqual({
        message: 'Ce document s’affiche sur toutes les pages du site.',
        tone: 'caution',
        locations: [{title: 'Page d’accueil', href: '/'}],
      })
    }
  })

  it('lists the catalogue and the FAQ for the synonyms, whose searches they change', () => {
    expect(
      locationsState({
        document: {_id: 'searchSynonyms', _type: 'searchSynonyms'},
        referencedBy: [],
        counts: COUNTS[0]!,
      }),
    ).toEqual({
      locations: [
        {title: 'Catalogue des connecteurs', href: '/solution/connecteurs'},
        {title: 'FAQ', href: '/ressources/faq'},
      ],
    })
  })

  it('says the assistant’s settings show in its window on every page, and offers the home page', () => {
    expect(
      locationsState({
        document: {_id: 'assistantSettings', _type: 'assistantSettings'},
        referencedBy: [],
        counts: COUNTS[0]!,
      }),
    ).toEqual({
      message: 'Ce document s’affiche dans la fenêtre de l’assistant, sur toutes les pages du site.',
      locations: [{title: 'Page d’accueil (fenêtre de l’assistant)', href: '/'}],
    })
  })

  it('says an intent, like the assistant’s settings, shows in its window on every page', () => {
    expect(
      locationsState({document: {_id: 'intent-demo', _type: 'assistantIntent'}, referencedBy: [], counts: COUNTS[0]!}),
    ).toEqual({
      message: 'Ce document s’affiche dans la fenêtre de l’assistant, sur toutes les pages du site.',
      locations: [{title: 'Page d’accueil (fenêtre de l’assistant)', href: '/'}],
    })
  })

  it('says so when a document is on no page yet, and waits for a document that does not exist', () => {
    expect(
      locationsState({document: {_id: 'l', _type: 'legalPage', slug: null}, referencedBy: [], counts: COUNTS[0]!}),
    ).toEqual({
      message: 'Ce document n’apparaît encore sur aucune page du site.',
      tone: 'caution',
    })
    expect(locationsState({document: null, referencedBy: [], counts: COUNTS[0]!})).toBeNull()
  })
})
