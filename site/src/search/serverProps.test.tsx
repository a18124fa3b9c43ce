/** @jest-environment node */
// Jest runs CommonJS: the ES build of InstantSearch's history router is swapped for its CJS twin.
jest.mock('instantsearch.js/es/lib/routers/history', () =>
  jest.requireActual('instantsearch.js/cjs/lib/routers/history'),
)

import type {GetServerSidePropsContext} from 'next'
import {isSerializableProps} from 'next/dist/lib/is-serializable-props'

import {fetchContent} from '../content/fetch'
import {layoutQuery, listingPageQuery, popularConnectorsQuery, popularFaqQuery} from '../content/queries'
import {PUBLISH_WINDOW_MS, publishWindow} from '../revalidation/publishWindow'
import {connectorCatalogueProps, faqPageProps, PREVIEW_CACHE_CONTROL, SEARCH_PAGE_CACHE_CONTROL} from './serverProps'

// The real reads, watched for the options they are given.
jest.mock('../content/fetch', () => {
  const actual = jest.requireActual<typeof import('../content/fetch')>('../content/fetch')
  return {...actual, fetchContent: jest.fn(actual.fetchContent)}
})
const content = jest.mocked(fetchContent)

const context = (resolvedUrl: string, draftMode = false) => {
  const setHeader = jest.fn()
  return {context: {res: {setHeader}, resolvedUrl, draftMode} as unknown as GetServerSidePropsContext, setHeader}
}

// These tests read the bundled dataset in content/, the one `npm start` serves.
describe('search pages’ server props', () => {
  it('give the catalogue its listing texts and the popular connectors, categories named', async () => {
    const {context: ctx, setHeader} = context('/solution/connecteurs')
    const result = await connectorCatalogueProps(ctx)
    if (!('props' in result)) throw new Error('expected props')
    const {listing, popular, layout, serverUrl} = await result.props
    expect(listing).toMatchObject({
      title: 'Connecteurs',
      hero: {title: 'Connecteurs'},
      seo: {metaTitle: 'Connecteurs : Parlia et vos outils métiers | Parlia'},
    })
    expect(popular).toHaveLength(8)
    expect(popular[0]).toMatchObject({
      id: expect.any(String),
      connectorId: expect.any(String),
      logo: {src: expect.any(String)},
    })
    expect(
      popular.flatMap((connector) => connector.categories).every((category) => category.slug && category.title),
    ).toBe(true)
    expect(layout.brandName).toBe('Parlia')
    expect(serverUrl).toBe('/solution/connecteurs')
    // What `next dev` checks before sending the props (InstantSearch's state holds undefined values).
    expect(isSerializableProps('/solution/connecteurs', 'getServerSideProps', await result.props)).toBe(true)
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', SEARCH_PAGE_CACHE_CONTROL)
  })

  it('give the FAQ its listing texts and the popular questions, answers as plain paragraphs', async () => {
    const result = await faqPageProps(context('/ressources/faq').context)
    if (!('props' in result)) throw new Error('expected props')
    const {listing, popular} = await result.props
    expect(listing).toMatchObject({title: 'FAQ', hero: {title: 'Foire aux questions'}})
    expect(popular.length).toBeGreaterThan(0)
    const gdpr = popular.find((entry) => entry.question.startsWith('Parlia est-il conforme au RGPD'))
    expect(gdpr?.answer).toMatch(/^Oui\. Pour les assistants de nos clients, Parlia agit en tant que sous-traitant/)
    expect(gdpr?.answer).toMatch(/\n\nConcrètement\s:\n\n/)
  })
  it('give the first results of the URL’s own state, their hits in the first results only', async () => {
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
    expect(itsmResults.counts.itsm).toBe(itsmResults.nbHits)
    expect(itsmResults.counts.erp).toBeGreaterThan(0)

    const faq = await faqPageProps(context('/ressources/faq?q=rgpd').context)
    if (!('props' in faq)) throw new Error('expected props')
    const {firstResults: questions} = await faq.props
    expect(questions.query).toBe('rgpd')
    expect(questions.hits.some((hit) => hit.question.includes('RGPD') && hit.question.indexOf('RGPD') % 2 === 1)).toBe(
      true,
    )
  })

  it('answer 404 when the listing document is missing, like a static page whose document is gone', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../listings/listingPage', () => ({withListingPage: jest.fn().mockResolvedValue(null)}))
      const serverProps = await import('./serverProps')
      expect(await serverProps.faqPageProps(context('/ressources/faq').context)).toEqual({notFound: true})
      expect(await serverProps.connectorCatalogueProps(context('/solution/connecteurs').context)).toEqual({
        notFound: true,
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
      expect(visitorHeader).toHaveBeenCalledWith('Cache-Control', SEARCH_PAGE_CACHE_CONTROL)
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
      SEARCH_PAGE_CACHE_CONTROL.split(',').map((directive) => {
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
