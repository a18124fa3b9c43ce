/** @jest-environment node */
// Jest runs CommonJS: the ES build of InstantSearch's history router is swapped for its CJS twin.
jest.mock('instantsearch.js/es/lib/routers/history', () => jest.requireActual('instantsearch.js/cjs/lib/routers/history'))

import type {GetServerSidePropsContext} from 'next'

import {connectorCatalogueProps, faqPageProps, SEARCH_PAGE_CACHE_CONTROL} from './serverProps'

const context = (resolvedUrl: string) => {
  const setHeader = jest.fn()
  return {context: {res: {setHeader}, resolvedUrl} as unknown as GetServerSidePropsContext, setHeader}
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
    expect(popular[0]).toMatchObject({id: expect.any(String), connectorId: expect.any(String), logo: {src: expect.any(String)}})
    expect(popular.flatMap((connector) => connector.categories).every((category) => category.slug && category.title)).toBe(true)
    expect(layout.brandName).toBe('Parlia')
    expect(serverUrl).toBe('/solution/connecteurs')
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
  it('answer 404 when the listing document is missing, like a static page whose document is gone', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../listings/listingPage', () => ({withListingPage: jest.fn().mockResolvedValue(null)}))
      const serverProps = await import('./serverProps')
      expect(await serverProps.faqPageProps(context('/ressources/faq').context)).toEqual({notFound: true})
      expect(await serverProps.connectorCatalogueProps(context('/solution/connecteurs').context)).toEqual({notFound: true})
    })
  })
})
