import {evaluate, parse} from 'groq-js'

import {LISTING_PAGES} from '../constants/listingPages'
import {SECTORS} from '../constants/sectors'
import {type ListingCounts, PAGED_LISTINGS} from '../pagedListings'

import {
  allPaths,
  type ChangeContext,
  datedPaths,
  documentPages,
  hasPages,
  isFixedPath,
  isShellType,
  LISTING_COUNTS_PROJECTION,
  mainPagePath,
  ownersOfPath,
  ownPagePath,
  PAGE_DATING_TYPES,
  pagedListPages,
  pagesShowing,
  pathsToRevalidate,
  REPEATS_LISTING_FILTER,
  SLUG_FIELDS,
  SLUG_PROJECTION,
  WEBHOOK_CONFIG,
} from './paths'

/** Each sector's customer cases: their first page is regenerated with the listing's (?secteur=…). */
const SECTOR_PAGES = SECTORS.map(({slug}) => `/ressources/cas-usage-client/secteur/${slug}`)

const index = {
  posts: ['rgpd', 'voicebot'],
  blogCategories: [
    {slug: 'ia', postCount: 9},
    {slug: 'rh', postCount: 2},
  ],
  connectors: ['glpi'],
  useCases: ['support-utilisateur'],
  avatars: ['lea'],
  jobs: ['dev'],
  customerCases: ['chu'],
  solutions: ['vue-d-ensemble', 'voicebot'],
  legalPages: ['mentions-legales'],
}
/** Each paged listing's items: 24 articles, and one of everything else (a page each). */
const counts = (over: Partial<ListingCounts> = {}): ListingCounts => ({
  blog: 24,
  useCases: 1,
  customerCases: 1,
  jobs: 1,
  ...over,
})
const context = (over: Partial<ChangeContext> = {}): ChangeContext => ({
  counts: counts(),
  referencedBy: [],
  index,
  ...over,
})

describe('pathsToRevalidate', () => {
  // An article may have just left a category, which the change no longer names: every category's list is refreshed.
  it('refreshes an article, every page of the blog list and of each category’s, including one a deletion may empty', () => {
    expect(pathsToRevalidate({_id: 'p', _type: 'post', slug: 'rgpd'}, context({counts: counts({blog: 18})}))).toEqual([
      '/blog/rgpd',
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
      '/blog/categorie/ia',
      '/blog/categorie/ia/page/2',
      '/blog/categorie/rh',
    ])
  })

  // Every card names its categories: a renamed category shows on the other categories' lists too.
  it('refreshes a category’s own list, the blog list, every category’s list and the articles of the category', () => {
    const paths = pathsToRevalidate(
      {_id: 'c', _type: 'blogCategory', slug: 'ia'},
      context({counts: counts({blog: 5}), referencedBy: [{_type: 'post', slug: 'rgpd'}]}),
    )
    expect(paths).toEqual([
      '/blog/categorie/ia',
      '/blog',
      '/blog/categorie/ia/page/2',
      '/blog/categorie/rh',
      '/blog/rgpd',
    ])
  })

  it('refreshes the page of a deleted category, which the index no longer holds, so that it answers 404', () => {
    const paths = pathsToRevalidate(
      {_id: 'c', _type: 'blogCategory', slug: 'ancienne', operation: 'delete'},
      context({counts: counts({blog: 5})}),
    )
    expect(paths).toContain('/blog/categorie/ancienne')
  })

  it('refreshes a connector, the catalogue, the use cases that show it and the home page that features it, not the use cases’ listing', () => {
    const paths = pathsToRevalidate(
      {_id: 'connector-glpi', _type: 'connector', slug: 'glpi'},
      context({
        referencedBy: [
          {_type: 'useCase', slug: 'support-utilisateur'},
          {_type: 'homePage', slug: null},
        ],
      }),
    )
    expect(paths).toEqual([
      '/solution/connecteurs/glpi',
      '/solution/connecteurs',
      '/cas-usage/support-utilisateur',
      '/',
    ])
  })

  it('refreshes every page when a menu links to the changed page, for its new address reaches every page’s shell', () => {
    const paths = pathsToRevalidate(
      {_id: 'solution-voicebot', _type: 'solutionPage', slug: 'voicebot', previousSlug: 'voicebot-ancien'},
      context({referencedBy: [{_type: 'navigation', slug: null}]}),
    )
    // Every page, and the old address, which then answers 404 and redirects.
    expect(paths).toEqual([...allPaths(index, counts()), '/solution/voicebot-ancien'])
    expect(
      pathsToRevalidate({_id: 'solution-voicebot', _type: 'solutionPage', slug: 'voicebot'}, context()),
    ).not.toContain('/qui-sommes-nous')
  })

  it.each([
    [
      'customerCase',
      'chu',
      ['/ressources/cas-usage-client/chu', '/ressources/cas-usage-client', ...SECTOR_PAGES, '/acheteurs-publics'],
    ],
    ['useCase', 'support-utilisateur', ['/cas-usage/support-utilisateur', '/cas-usage']],
    ['solutionPage', 'voicebot', ['/solution/voicebot', '/solution']],
    ['solutionPage', 'vue-d-ensemble', ['/solution']],
    ['avatar', 'lea', ['/ressources/catalogue-avatar-chatbot/lea', '/ressources/catalogue-avatar-chatbot']],
    ['whitePaper', 'guide', ['/ressources/livres-blancs']],
    ['webinar', 'replay', ['/ressources/replay-webinars']],
    ['job', 'dev', ['/rejoignez-nous/dev', '/rejoignez-nous']],
    ['legalPage', 'mentions-legales', ['/mentions-legales']],
    ['aboutPage', null, ['/qui-sommes-nous']],
    ['securityPage', null, ['/securite-conformite']],
    ['publicBuyersPage', null, ['/acheteurs-publics', '/ressources/livres-blancs']],
    // Its public address: the webhook regenerates the static page behind it (staticPageRoute).
    ['savingsCalculatorPage', null, ['/ressources/calculateur-economies']],
    ['homePage', null, ['/']],
  ])('maps a %s to its pages', (type, slug, expected) => {
    expect(pathsToRevalidate({_id: 'x', _type: type, slug}, context())).toEqual(expected)
  })

  // A listing document has no slug: its fixed id names the listing.
  const listingCases: [string, string[]][] = [
    // Each use case's and connector's page closes on the band their listing writes for them.
    ['listingPage-useCases', ['/cas-usage', '/cas-usage/support-utilisateur']],
    // Each story closes on the listing's call to action.
    [
      'listingPage-customerCases',
      ['/ressources/cas-usage-client', ...SECTOR_PAGES, '/ressources/cas-usage-client/chu'],
    ],
    ['listingPage-whitePapers', ['/ressources/livres-blancs']],
    ['listingPage-webinars', ['/ressources/replay-webinars']],
    ['listingPage-jobs', ['/rejoignez-nous']],
    ['listingPage-avatars', ['/ressources/catalogue-avatar-chatbot']],
    ['listingPage-blog', ['/blog', '/blog/page/2', '/blog/page/3']],
    // Their public address: the webhook regenerates the static page behind it (staticPageRoute).
    ['listingPage-connectors', ['/solution/connecteurs', '/solution/connecteurs/glpi']],
    ['listingPage-faq', ['/ressources/faq']],
  ]

  it.each(listingCases)('maps the listing document %s to its pages', (id, expected) => {
    expect(
      pathsToRevalidate({_id: id, _type: 'listingPage', slug: null}, context({counts: counts({blog: 18})})),
    ).toEqual(expected)
  })

  it('covers every listing of LISTING_PAGES, and maps an unknown listing id to nothing', () => {
    expect(listingCases.map(([id]) => id).sort()).toEqual(
      Object.values(LISTING_PAGES)
        .map((listing) => listing.id)
        .sort(),
    )
    expect(pathsToRevalidate({_id: 'listingPage-inconnu', _type: 'listingPage'}, context())).toEqual([])
  })

  it('refreshes every page when the settings or the navigation change', () => {
    const paths = pathsToRevalidate({_id: 'siteSettings', _type: 'siteSettings'}, context({counts: counts({blog: 10})}))
    expect(paths).toEqual(allPaths(index, counts({blog: 10})))
    const listings = [
      '/cas-usage',
      '/ressources/cas-usage-client',
      '/ressources/livres-blancs',
      '/ressources/replay-webinars',
      '/rejoignez-nous',
      '/blog',
      '/solution/connecteurs',
      '/ressources/faq',
    ]
    // The static pages of the forms show the shell too (brand name, chat widget).
    const forms = [
      '/contact',
      '/contact/confirmation',
      '/planifier-une-demo',
      '/planifier-une-demo/confirmation',
      '/confirmation-contenu',
    ]
    for (const path of [
      '/',
      '/connexion',
      '/blog/page/2',
      '/blog/voicebot',
      '/blog/categorie/ia',
      '/blog/categorie/ia/page/2',
      '/blog/categorie/rh',
      '/solution',
      '/solution/voicebot',
      '/mentions-legales',
      '/accessibilite',
      '/securite-conformite',
      ...listings,
      ...forms,
    ]) {
      expect(paths).toContain(path)
    }
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('regenerates the calculator when a customer case it cites changes', () => {
    const change = {_id: 'cc', _type: 'customerCase', slug: 'chu'}
    const referencedBy = [{_type: 'savingsCalculatorPage'}]
    expect(pathsToRevalidate(change, context({referencedBy}))).toContain('/ressources/calculateur-economies')
    expect(pathsToRevalidate(change, context())).not.toContain('/ressources/calculateur-economies')
  })

  it('regenerates the search pages, whose unfiltered rendering is static, for a connector and an FAQ entry', () => {
    expect(pathsToRevalidate({_id: 'f', _type: 'faq'}, context())).toEqual(['/ressources/faq', '/acheteurs-publics'])
    expect(pathsToRevalidate({_id: 'c', _type: 'connector', slug: 'glpi'}, context())).toEqual([
      '/solution/connecteurs/glpi',
      '/solution/connecteurs',
    ])
  })

  it('regenerates nothing for the assistant’s settings and the synonyms: the widget and the searches read them on request', () => {
    expect(
      pathsToRevalidate({_id: 'assistantSettings', _type: 'assistantSettings'}, context({counts: counts({blog: 10})})),
    ).toEqual([])
    expect(
      pathsToRevalidate({_id: 'searchSynonyms', _type: 'searchSynonyms'}, context({counts: counts({blog: 10})})),
    ).toEqual([])
    expect(
      pathsToRevalidate({_id: 'intent-demo', _type: 'assistantIntent'}, context({counts: counts({blog: 10})})),
    ).toEqual([])
  })
})

describe('the page "Ouvrir sur le site" opens', () => {
  it.each([
    [{_id: 'post-rgpd', _type: 'post', postId: {_type: 'slug', current: 'rgpd'}}, '/blog/rgpd'],
    [{_id: 'connector-glpi', _type: 'connector', connectorId: {current: 'glpi'}}, '/solution/connecteurs/glpi'],
    [{_id: 'solution', _type: 'solutionPage', slug: {current: 'vue-d-ensemble'}}, '/solution'],
    [{_id: 'legal', _type: 'legalPage', slug: {current: 'mentions-legales'}}, '/mentions-legales'],
    [{_id: 'homePage', _type: 'homePage'}, '/'],
    [{_id: 'category', _type: 'blogCategory', slug: {current: 'ia'}}, '/blog/categorie/ia'],
    [{_id: 'category', _type: 'blogCategory'}, '/blog'],
    [{_id: 'question', _type: 'faq'}, '/ressources/faq'],
    [{_id: 'paper', _type: 'whitePaper'}, '/ressources/livres-blancs'],
    [{_id: 'listingPage-blog', _type: 'listingPage'}, '/blog'],
    [{_id: 'listingPage-connectors', _type: 'listingPage'}, '/solution/connecteurs'],
    [{_id: 'searchSynonyms', _type: 'searchSynonyms'}, '/solution/connecteurs'],
    [{_id: 'assistantSettings', _type: 'assistantSettings'}, '/'],
  ])('for %j is %s', (document, path) => {
    expect(mainPagePath(document)).toBe(path)
  })

  it('is none for the shell, an unknown listing or a type the schema does not have', () => {
    for (const type of ['siteSettings', 'navigation', 'inconnu']) {
      expect(mainPagePath({_id: type, _type: type})).toBeNull()
      expect(hasPages(type)).toBe(false)
    }
    expect(mainPagePath({_id: 'listingPage-inconnu', _type: 'listingPage'})).toBeNull()
    expect(hasPages('post')).toBe(true)
  })
})

describe('the sitemap’s dates', () => {
  it('move with the types whose pages or facts visitors read, not the widget’s, the searches’ or the menus’', () => {
    expect(PAGE_DATING_TYPES).toEqual(
      expect.arrayContaining(['homePage', 'post', 'connector', 'faq', 'listingPage', 'siteSettings']),
    )
    for (const type of ['navigation', 'assistantSettings', 'assistantIntent', 'searchSynonyms'])
      expect(PAGE_DATING_TYPES).not.toContain(type)
  })

  it('of a document: its own pages, its listing’s and its facts’', () => {
    const dated = (document: {_id: string; _type: string; slug?: string}) =>
      datedPaths({slug: null, ...document}, counts())
    expect(dated({_id: 'c', _type: 'connector', slug: 'glpi'})).toEqual([
      '/solution/connecteurs/glpi',
      '/solution/connecteurs',
    ])
    expect(dated({_id: 'q', _type: 'faq'})).toEqual(['/ressources/faq', '/acheteurs-publics'])
    expect(dated({_id: 'listingPage-connectors', _type: 'listingPage'})).toEqual(['/solution/connecteurs'])
    expect(dated({_id: 'siteSettings', _type: 'siteSettings'})).toEqual([
      '/contact',
      '/planifier-une-demo',
      '/accessibilite',
    ])
    expect(dated({_id: 'searchSynonyms', _type: 'searchSynonyms'})).toEqual([])
    expect(dated({_id: 'x', _type: 'inconnu'})).toEqual([])
  })
})

it('reads every slug field, and only those, in the slug projection', () => {
  const fields = SLUG_PROJECTION.match(/^coalesce\((.*)\)$/)?.[1]?.split(', ')
  expect(fields?.toSorted()).toEqual(SLUG_FIELDS.map((field) => `${field}.current`).toSorted())
  expect(SLUG_FIELDS).toEqual(
    expect.arrayContaining(['slug', 'postId', 'connectorId', 'useCaseId', 'avatarId', 'jobId']),
  )
})

describe('the paged listings', () => {
  // Pages of 12 customer cases, 24 use cases and 20 offers (PAGED_LISTINGS).
  const many = counts({customerCases: 30, useCases: 30, jobs: 45})

  it('refresh every page of a listing an item joins or leaves, and the page a deletion may empty', () => {
    expect(pathsToRevalidate({_id: 'x', _type: 'customerCase', slug: 'chu'}, context({counts: many}))).toEqual([
      '/ressources/cas-usage-client/chu',
      '/ressources/cas-usage-client',
      '/ressources/cas-usage-client/page/2',
      '/ressources/cas-usage-client/page/3',
      ...SECTOR_PAGES,
      '/acheteurs-publics',
    ])
    expect(pathsToRevalidate({_id: 'x', _type: 'job', slug: 'dev'}, context({counts: many}))).toEqual([
      '/rejoignez-nous/dev',
      '/rejoignez-nous',
      '/rejoignez-nous/page/2',
      '/rejoignez-nous/page/3',
    ])
    expect(pathsToRevalidate({_id: 'listingPage-useCases', _type: 'listingPage'}, context({counts: many}))).toEqual([
      '/cas-usage',
      '/cas-usage/page/2',
      // And the use cases' pages, which close on the band the listing writes for them.
      '/cas-usage/support-utilisateur',
    ])
  })

  it('leave out a listing’s pages when an item’s reference changes, its cards showing none', () => {
    const paths = pathsToRevalidate(
      {_id: 'connector-glpi', _type: 'connector', slug: 'glpi'},
      context({counts: many, referencedBy: [{_type: 'useCase', slug: 'support-utilisateur'}]}),
    )
    expect(paths).toContain('/cas-usage/support-utilisateur')
    expect(paths.filter((path) => path.startsWith('/cas-usage/page/'))).toEqual([])
    const shown = pagesShowing(
      {_id: 'connector-glpi', _type: 'connector', slug: 'glpi'},
      [{_type: 'useCase', slug: 'support-utilisateur'}],
      many,
    ).map((page) => page.path)
    expect(shown.filter((path) => path.startsWith('/cas-usage?'))).toEqual([])
  })

  it('are every page of each in the site’s pages, and the Studio names them at their public address', () => {
    expect(allPaths(index, many)).toEqual(
      expect.arrayContaining(['/rejoignez-nous/page/3', '/cas-usage/page/2', '/ressources/cas-usage-client/page/3']),
    )
    expect(documentPages({_type: 'job', slug: 'dev', title: 'Dév'}, many)).toEqual([
      {path: '/rejoignez-nous/dev', title: 'Offre d’emploi : Dév'},
      {path: '/rejoignez-nous', title: 'Rejoignez-nous'},
      {path: '/rejoignez-nous?page=2', title: 'Rejoignez-nous, page 2'},
      {path: '/rejoignez-nous?page=3', title: 'Rejoignez-nous, page 3'},
    ])
  })

  it('list each page items fill at its public address and route, and with a deletion one page more', () => {
    const filled = pagedListPages(index, many, {afterDeletion: false})
    expect(filled.filter(({path}) => path.startsWith('/rejoignez-nous'))).toEqual([
      {page: 1, path: '/rejoignez-nous', route: '/rejoignez-nous'},
      {page: 2, path: '/rejoignez-nous?page=2', route: '/rejoignez-nous/page/2'},
      {page: 3, path: '/rejoignez-nous?page=3', route: '/rejoignez-nous/page/3'},
    ])
    // 9 articles in « ia » fill one page of 9; a tenth could have been deleted a moment ago.
    expect(filled.filter(({path}) => path.startsWith('/blog/categorie/ia')).map(({page}) => page)).toEqual([1])
    const generated = pagedListPages(index, many, {afterDeletion: true}).map(({route}) => route)
    expect(generated).toEqual(expect.arrayContaining(['/rejoignez-nous/page/3', '/blog/categorie/ia/page/2']))
    expect(generated.filter((route) => route.startsWith('/rejoignez-nous'))).toHaveLength(3)
    const sitePaths = allPaths(index, many)
    for (const route of generated) expect(sitePaths).toContain(route)
  })

  it('are counted by LISTING_COUNTS_PROJECTION, one count per paged listing, of the items its page lists', async () => {
    const dataset = [
      {_id: 'p1', _type: 'post'},
      {_id: 'u1', _type: 'useCase', useCaseId: {current: 'rh'}},
      {_id: 'u2', _type: 'useCase'},
      {_id: 'c1', _type: 'customerCase', slug: {current: 'chu'}},
      {_id: 'c2', _type: 'customerCase', slug: {current: 'mairie'}},
      {_id: 'j1', _type: 'job', jobId: {current: 'dev'}},
      {_id: 'j2', _type: 'job'},
    ]
    const result = await (await evaluate(parse(LISTING_COUNTS_PROJECTION), {dataset})).get()
    expect(Object.keys(result).sort()).toEqual(Object.keys(PAGED_LISTINGS).sort())
    expect(result).toEqual({blog: 1, useCases: 1, customerCases: 2, jobs: 1})
  })
})

describe('the documents that repeat a listing’s texts, as the Studio asks for them', () => {
  const dataset = [
    {_id: 'c1', _type: 'customerCase'},
    {_id: 'n1', _type: 'connector'},
    {_id: 'u1', _type: 'useCase'},
    {_id: 'p1', _type: 'post'},
  ]
  const repeating = async (id: string) =>
    (await (await evaluate(parse(`*[${REPEATS_LISTING_FILTER}]._id`), {dataset, params: {id}})).get()) as string[]

  it('are the items of the listings whose band their pages repeat, and none for another document', async () => {
    expect(await repeating(LISTING_PAGES.customerCases.id)).toEqual(['c1'])
    expect(await repeating(LISTING_PAGES.connectors.id)).toEqual(['n1'])
    expect(await repeating(LISTING_PAGES.useCases.id)).toEqual(['u1'])
    expect(await repeating(LISTING_PAGES.blog.id)).toEqual([])
    expect(await repeating('aboutPage')).toEqual([])
  })
})

describe('WEBHOOK_CONFIG', () => {
  // A type left out of the filter would never reach the site (PAGES_BY_TYPE, a record of every document type, makes
  // TypeScript refuse a type left out of the map the filter is read from).
  it('filters on every type of the document-to-pages map, the widget’s and the searches’ included', () => {
    const types = WEBHOOK_CONFIG.filter
      .match(/^_type in \[(.*)\]$/)?.[1]
      ?.split(', ')
      .map((type) => JSON.parse(type) as string)
    expect(types).toEqual(
      expect.arrayContaining(['post', 'connector', 'siteSettings', 'assistantIntent', 'searchSynonyms']),
    )
    expect(new Set(types).size).toBe(types?.length)
    for (const type of types ?? []) expect(hasPages(type) || isShellType(type)).toBe(true)
  })

  it('projects what the revalidation reads: id, type, slug from every slug field, and the operation', async () => {
    const projection = parse(WEBHOOK_CONFIG.projection, {mode: 'delta'})
    const project = async (before: object | null, after: object | null) =>
      (await evaluate(projection, {root: after ?? before, before, after})).get()
    for (const field of SLUG_FIELDS) {
      const before = {_id: 'd', _type: 't', [field]: {current: 'ancien'}}
      const after = {_id: 'd', _type: 't', [field]: {current: 'nouveau'}}
      expect(await project(before, after)).toEqual({
        _id: 'd',
        _type: 't',
        slug: 'nouveau',
        previousSlug: 'ancien',
        operation: 'update',
        linked: null,
      })
    }
    expect(await project(null, {_id: 'd', _type: 'post', postId: {current: 'neuf'}})).toMatchObject({
      slug: 'neuf',
      previousSlug: null,
      operation: 'create',
    })
  })
})

describe('a document listed on the pages of those it references', () => {
  const projection = parse(WEBHOOK_CONFIG.projection, {mode: 'delta'})
  const linked = async (before: object | null, after: object | null) =>
    ((await (await evaluate(projection, {root: after ?? before, before, after})).get()) as {linked: unknown}).linked
  const ref = (id: string) => ({_type: 'reference', _ref: id})

  it('names, from the webhook, the connectors and customer cases a use case references before or after', async () => {
    const before = {_id: 'u', _type: 'useCase', connectors: [ref('glpi'), ref('teams')], customerCases: [ref('chu')]}
    const after = {_id: 'u', _type: 'useCase', connectors: [ref('glpi')], customerCases: [ref('ville')]}
    expect(await linked(before, after)).toEqual(['glpi', 'teams', 'chu', 'ville'])
    expect(await linked(null, {_id: 'u', _type: 'useCase', connectors: [ref('glpi')]})).toEqual(['glpi'])
    expect(await linked(before, null)).toEqual(['glpi', 'teams', 'chu'])
    expect(await linked(null, {_id: 'p', _type: 'post', connectors: [ref('glpi')]})).toBeNull()
  })

  it('regenerates their own pages, which list it, a reference just removed included; not their listings', () => {
    const paths = pathsToRevalidate(
      {_id: 'u', _type: 'useCase', slug: 'support-utilisateur', linked: ['glpi', 'chu']},
      context({
        linked: [
          {_type: 'connector', slug: 'glpi'},
          {_type: 'customerCase', slug: 'chu-de-valbonne'},
        ],
      }),
    )
    expect(paths).toEqual(
      expect.arrayContaining([
        '/cas-usage/support-utilisateur',
        '/solution/connecteurs/glpi',
        '/ressources/cas-usage-client/chu-de-valbonne',
      ]),
    )
    expect(paths).not.toContain('/solution/connecteurs')
    expect(paths).not.toContain('/acheteurs-publics')
  })
})

describe('a renamed document', () => {
  const context: ChangeContext = {counts: counts({blog: 2}), referencedBy: [], index}

  it('has its page at the old slug regenerated too, so that it answers 404 and its redirect applies', () => {
    const change = {_id: 'c', _type: 'connector', slug: 'glpi-v2', previousSlug: 'glpi', operation: 'update' as const}
    expect(pathsToRevalidate(change, context)).toEqual(
      expect.arrayContaining(['/solution/connecteurs/glpi-v2', '/solution/connecteurs/glpi']),
    )
  })

  it('regenerates one page when the slug did not change, and no old page for a type without its own', () => {
    const same = {_id: 'c', _type: 'connector', slug: 'glpi', previousSlug: 'glpi', operation: 'update' as const}
    expect(pathsToRevalidate(same, context).filter((path) => path.includes('glpi'))).toEqual([
      '/solution/connecteurs/glpi',
    ])
    const faq = {_id: 'f', _type: 'faq', slug: null, previousSlug: 'ancien', operation: 'update' as const}
    expect(pathsToRevalidate(faq, context).some((path) => path.includes('ancien'))).toBe(false)
  })
})

describe('ownersOfPath: the route map read backwards', () => {
  it('names the type and slug of every own page at its address', () => {
    for (const [type, path] of [
      ['post', '/blog/rgpd'],
      ['connector', '/solution/connecteurs/glpi'],
      ['useCase', '/cas-usage/support-utilisateur'],
      ['avatar', '/ressources/catalogue-avatar-chatbot/lea'],
      ['job', '/rejoignez-nous/dev'],
      ['solutionPage', '/solution/voicebot'],
      ['legalPage', '/mentions-legales'],
      ['blogCategory', '/blog/categorie/ia'],
    ] as const) {
      const owners = ownersOfPath(path)
      expect(owners).toContainEqual(expect.objectContaining({type, slug: path.split('/').at(-1)}))
      expect(ownPagePath(type, path.split('/').at(-1) ?? '')).toBe(path)
    }
  })

  it('finds no owner for a deeper or shorter path', () => {
    expect(ownersOfPath('/blog/categorie/ia/autre')).toEqual([])
    expect(ownersOfPath('/solution/connecteurs/')).toEqual([])
    expect(ownersOfPath('/a/b/c')).toEqual([])
  })

  it('knows the fixed pages, the feed included, and nothing else', () => {
    expect(isFixedPath('/contact')).toBe(true)
    expect(isFixedPath('/rss/fr')).toBe(true)
    expect(isFixedPath('/contact-ancien')).toBe(false)
  })
})
