/** @jest-environment node */
// Jest runs CommonJS: the ES build of InstantSearch's history router is swapped for its CJS twin.
jest.mock('instantsearch.js/es/lib/routers/history', () =>
  jest.requireActual('instantsearch.js/cjs/lib/routers/history'),
)

import type {GetServerSidePropsContext} from 'next'
import {isSerializableProps} from 'next/dist/lib/is-serializable-props'

import {LISTING_PAGES} from '@parlia/schemas/constants/listingPages'

import {serveBundledDataset, serveDocuments, textBlock} from '../../test/fixtures/builtDataset'
import {documentsOfType, listingTexts, siteSettings} from '../../test/fixtures/dataset'
import {fetchContent} from '../content/fetch'
import {layoutQuery, listingPageQuery, popularConnectorsQuery, popularFaqQuery} from '../content/queries'
import {PUBLISH_WINDOW_MS, publishWindow} from '../content/revalidation/publishWindow'
import {REVALIDATE_SECONDS} from '../ui/layout/staticProps'
import {connectorCatalogueProps, connectorCatalogueStaticProps, faqPageProps, faqPageStaticProps} from './serverProps'
import {PREVIEW_CACHE_CONTROL, QUERY_PAGE_CACHE_CONTROL} from '../platform/routing/queryPages'
import {invalidateSearchEngine} from './multiSearch'

// The real reads, watched for the options they are given: of the bundled dataset, or of documents a test builds.
jest.mock('../content/fetch', () => {
  const content = jest
    .requireActual<typeof import('../../test/fixtures/builtDataset')>('../../test/fixtures/builtDataset')
    .builtContentFetch()
  return {...content, fetchContent: jest.fn(content.fetchContent)}
})
const content = jest.mocked(fetchContent)

/** What Next.js gives getServerSideProps for `url`: the query parsed, repeated keys as arrays. */
const context = (url: string, draftMode = false) => {
  const setHeader = jest.fn()
  const params = new URL(url, 'http://localhost').searchParams
  const query = Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key)
      return [key, values.length > 1 ? values : values[0]!]
    }),
  )
  return {context: {res: {setHeader}, query, draftMode} as unknown as GetServerSidePropsContext, setHeader}
}

/** Portable Text as GROQ's pt::text gives it: each block's text, blocks separated by a blank line. */
const plainText = (blocks: {_type: string; children?: {text?: string}[]}[] | undefined) =>
  (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .join('\n\n')

const connector = (id: string, name: string, categories: string[], popularity: number) => ({
  _id: `connector-${id}`,
  _type: 'connector',
  name,
  connectorId: {_type: 'slug', current: id},
  categories,
  shortDescription: `Reliez votre assistant à ${name}.`,
  popularity,
})
const faq = (id: string, question: string, popular: boolean) => ({
  _id: `faq-${id}`,
  _type: 'faq',
  question,
  answer: [textBlock('a', `Réponse à : ${question}`)],
  category: 'securite',
  popular,
})
const listing = (id: string, title: string) => ({
  _id: id,
  _type: 'listingPage',
  title,
  hero: {title, lead: `${title}.`},
})

/** A small catalogue and FAQ, with what every page's shell needs. */
const SEARCHED = [
  {
    _id: 'siteSettings',
    _type: 'siteSettings',
    brandName: 'Parlia',
    tagline: 'L’IA conversationnelle',
    description: 'Des assistants virtuels.',
    logo: {_type: 'accessibleImage', alt: 'Parlia', _sanityAsset: `image@file://./images/${'d'.repeat(40)}-200x56.svg`},
    adminConsoleUrl: 'https://app.parlia.fr/',
    newsletterUrl: 'https://newsletter.parlia.fr/',
    socialLink: {network: 'LinkedIn', url: 'https://www.linkedin.com/company/parlia'},
    contactEmail: 'contact@parlia.fr',
  },
  listing(LISTING_PAGES.connectors.id, 'Connecteurs'),
  listing(LISTING_PAGES.faq.id, 'FAQ'),
  connector('glpi', 'GLPI', ['itsm'], 1),
  connector('jira', 'Jira Service Management', ['itsm', 'collaboration'], 2),
  connector('sap', 'SAP', ['erp'], 3),
  connector('sage', 'Sage', ['erp', 'bi'], 4),
  faq('rgpd', 'Parlia est-il conforme au RGPD\u202f?', true),
  faq('donnees', 'Où sont hébergées les données\u202f?', false),
]

// The listings' texts and popular items are read from the bundled dataset in content/, the one `npm start` serves:
// what is expected is computed from its documents, so an editor's change of them fails none of these tests.
describe('search pages’ server props', () => {
  it('give the catalogue its listing texts and the popular connectors, categories named', async () => {
    const {context: ctx, setHeader} = context('/solution/connecteurs')
    const result = await connectorCatalogueProps(ctx)
    if (!('props' in result)) throw new Error('expected props')
    const {listing, popular, layout, serverUrl} = await result.props
    expect(listing).toMatchObject(listingTexts('connectors'))
    const connectors = documentsOfType('connector').filter((item) => item.connectorId?.current)
    // The most popular ones (the lowest popularity rank), eight at most.
    expect(popular).toHaveLength(Math.min(8, connectors.length))
    const ranks = popular.map((item) => connectors.find((candidate) => candidate._id === item.id)!.popularity)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    const left = connectors.filter((candidate) => !popular.some((item) => item.id === candidate._id))
    for (const other of left) expect(other.popularity).toBeGreaterThanOrEqual(Math.max(...ranks))
    expect(popular[0]).toMatchObject({
      id: expect.any(String),
      connectorId: expect.any(String),
      logo: {src: expect.any(String)},
    })
    expect(
      popular.flatMap((connector) => connector.categories).every((category) => category.slug && category.title),
    ).toBe(true)
    expect(layout.brandName).toBe(siteSettings().brandName)
    expect(serverUrl).toBe('/solution/connecteurs')
    // What `next dev` checks before sending the props (InstantSearch's state holds undefined values).
    expect(isSerializableProps('/solution/connecteurs', 'getServerSideProps', await result.props)).toBe(true)
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', QUERY_PAGE_CACHE_CONTROL)
  })

  it('give the FAQ its listing texts and the popular questions, answers as plain paragraphs', async () => {
    const result = await faqPageProps(context('/ressources/faq').context)
    if (!('props' in result)) throw new Error('expected props')
    const {listing, popular} = await result.props
    expect(listing).toMatchObject(listingTexts('faq'))
    const entries = documentsOfType('faq').filter((entry) => entry.popular === true)
    expect(popular.map((entry) => entry.id).sort()).toEqual(entries.map((entry) => entry._id).sort())
    const questions = popular.map((entry) => entry.question)
    expect(questions).toEqual([...questions].sort())
    for (const entry of popular) {
      expect(entry.answer).toBe(plainText(entries.find((candidate) => candidate._id === entry.id)!.answer))
    }
  })

  it('give the first results of the URL’s own state, their hits in the first results only', async () => {
    // The engine reads the content again when told it changed, as the webhook tells it after a publish.
    serveDocuments(SEARCHED)
    invalidateSearchEngine()
    try {
      const result = await connectorCatalogueProps(context('/solution/connecteurs?q=glpi&tags=itsm').context)
      if (!('props' in result)) throw new Error('expected props')
      const {firstResults, serverState} = await result.props
      expect(firstResults).toMatchObject({query: 'glpi', tags: ['itsm'], hasMore: false})
      expect(firstResults.hits[0]).toMatchObject({slug: 'glpi', title: ['', 'GLPI'], categories: ['itsm']})
      expect(firstResults.nbHits).toBe(firstResults.hits.length)
      expect(serverState.initialResults.connectors?.results?.[0]?.hits).toEqual([])

      // The categories' own counts: what ticking one more would add, the ticked one aside.
      const itsm = await connectorCatalogueProps(context('/solution/connecteurs?tags=itsm').context)
      if (!('props' in itsm)) throw new Error('expected props')
      const {firstResults: itsmResults} = await itsm.props
      expect(itsmResults.nbHits).toBe(2)
      expect(itsmResults.counts).toMatchObject({itsm: 2, erp: 2, collaboration: 1, bi: 1})

      // Reached through the rewrite, the page is still the public one, with the visitor's query.
      const rewritten = await connectorCatalogueProps(context('/recherche/connecteurs/filtres?tags=erp').context)
      if (!('props' in rewritten)) throw new Error('expected props')
      const {serverUrl, firstResults: erp} = await rewritten.props
      expect(serverUrl).toBe('/solution/connecteurs?tags=erp')
      expect(erp.hits.map((hit) => hit.slug).sort()).toEqual(['sage', 'sap'])

      // Unfiltered, the static rendering: every connector, regenerated at least every REVALIDATE_SECONDS.
      const unfiltered = await connectorCatalogueStaticProps({})
      if (!('props' in unfiltered)) throw new Error('expected props')
      expect(unfiltered.revalidate).toBe(REVALIDATE_SECONDS)
      expect(unfiltered.props.serverUrl).toBe('/solution/connecteurs')
      expect(unfiltered.props.firstResults).toMatchObject({query: '', tags: [], nbHits: 4})
      expect(isSerializableProps('/recherche/connecteurs', 'getStaticProps', unfiltered.props)).toBe(true)
      const allQuestions = await faqPageStaticProps({})
      if (!('props' in allQuestions)) throw new Error('expected props')
      expect(allQuestions.props.serverUrl).toBe('/ressources/faq')
      expect(allQuestions.props.firstResults.hits.map((hit) => hit.id).sort()).toEqual(['faq-donnees', 'faq-rgpd'])

      const faq = await faqPageProps(context('/ressources/faq?q=rgpd').context)
      if (!('props' in faq)) throw new Error('expected props')
      const {firstResults: questions} = await faq.props
      expect(questions.query).toBe('rgpd')
      expect(questions.hits.map((hit) => hit.id)).toEqual(['faq-rgpd'])
      // Highlighted words sit at odd places of a text's parts.
      expect(questions.hits[0]!.question.indexOf('RGPD') % 2).toBe(1)
    } finally {
      serveBundledDataset()
      invalidateSearchEngine()
    }
  })

  it('answer 404 when the listing document is missing, like a static page whose document is gone', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../features/listings/listingPage', () => ({withListingPage: jest.fn().mockResolvedValue(null)}))
      const serverProps = await import('./serverProps')
      expect(await serverProps.faqPageProps(context('/ressources/faq').context)).toEqual({notFound: true})
      expect(await serverProps.connectorCatalogueProps(context('/solution/connecteurs').context)).toEqual({
        notFound: true,
      })
      expect(await serverProps.connectorCatalogueStaticProps({})).toEqual({
        notFound: true,
        revalidate: REVALIDATE_SECONDS,
      })
    })
  })

  // The window is the process's own: each test publishes after the previous one's window closed.
  let lastPublish = Date.now()

  describe.each([
    ['the catalogue', connectorCatalogueProps, '/solution/connecteurs', popularConnectorsQuery],
    ['the FAQ', faqPageProps, '/ressources/faq', popularFaqQuery],
  ])('%s', (_, props, url, popularQuery) => {
    /** The `fresh` options the page's own reads (shell, listing, popular items) were given at `at`, each once. */
    async function readsLive(at: number) {
      jest.spyOn(Date, 'now').mockReturnValue(at)
      content.mockClear()
      const result = await props(context(url).context)
      if (!('props' in result)) throw new Error('expected props')
      const own: string[] = [layoutQuery, listingPageQuery, popularQuery]
      const reads = content.mock.calls.filter(([query]) => own.includes(query))
      expect(reads.map(([query]) => query).sort()).toEqual(own.sort())
      return [...new Set(reads.map(([, , options]) => options?.fresh))]
    }
    afterEach(() => jest.restoreAllMocks())

    it('shows an editor in draft mode the drafts, read live, in a page no cache keeps and the shell marks as a preview', async () => {
      content.mockClear()
      const {context: draft, setHeader} = context(url, true)
      const result = await props(draft)
      if (!('props' in result)) throw new Error('expected props')
      expect(await result.props).toMatchObject({preview: true})
      const own: string[] = [layoutQuery, listingPageQuery, popularQuery]
      const reads = content.mock.calls.filter(([query]) => own.includes(query))
      expect(reads.map(([, , options]) => options)).toEqual(own.map(() => ({fresh: true, preview: true})))
      expect(setHeader).toHaveBeenCalledWith('Cache-Control', PREVIEW_CACHE_CONTROL)

      const {context: visitor, setHeader: visitorHeader} = context(url)
      const published = await props(visitor)
      expect('props' in published && (await published.props)).not.toHaveProperty('preview')
      expect(visitorHeader).toHaveBeenCalledWith('Cache-Control', QUERY_PAGE_CACHE_CONTROL)
    })

    it('reads from the API CDN, then live from a publish until the window closes', async () => {
      const publishedAt = (lastPublish += 2 * PUBLISH_WINDOW_MS)
      expect(await readsLive(publishedAt - 1)).toEqual([false])
      await publishWindow.notePublish(publishedAt)
      expect(await readsLive(publishedAt)).toEqual([true])
      expect(await readsLive(publishedAt + PUBLISH_WINDOW_MS - 1)).toEqual([true])
      expect(await readsLive(publishedAt + PUBLISH_WINDOW_MS)).toEqual([false])
    })
  })

  it('let a shared CDN keep the page 1 s at most, never serve it stale while revalidating, and browsers ask again', () => {
    const directives = new Map(
      QUERY_PAGE_CACHE_CONTROL.split(',').map((directive) => {
        const [name, value] = directive.trim().split('=')
        return [name!, value === undefined ? true : Number(value)] as const
      }),
    )
    expect(directives.get('public')).toBe(true)
    expect(directives.get('s-maxage')).toBeLessThanOrEqual(1)
    expect(directives.get('max-age')).toBe(0)
    expect(directives.has('stale-while-revalidate')).toBe(false)
  })
})
