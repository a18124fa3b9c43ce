/** @jest-environment node */
import * as orama from '@orama/orama'

import {createEngine} from '@parlia/search/engine'
import {loadRecords} from './contentRecords'

jest.mock('@orama/orama', () => {
  const actual = jest.requireActual<typeof import('@orama/orama')>('@orama/orama')
  return {...actual, search: jest.fn(actual.search)}
})

const oramaSearch = orama.search as jest.MockedFunction<typeof orama.search>

describe('the engine’s match cache', () => {
  it('answers the facets-only request of an InstantSearch pair from the first request’s matches', async () => {
    const engine = await createEngine(await loadRecords())
    oramaSearch.mockClear()
    const [hits, counts] = await Promise.all([
      engine.search('connectors', {query: 'ticket', hitsPerPage: 12, facets: ['categories']}),
      engine.search('connectors', {query: 'ticket', hitsPerPage: 0, facets: 'categories'}),
    ])
    expect(oramaSearch).toHaveBeenCalledTimes(1)
    expect(counts.nbHits).toBe(hits.nbHits)
    expect(counts.facets).toEqual(hits.facets)
    expect(counts.hits).toEqual([])
  })

  it('evaluates again when the filters or the query differ', async () => {
    const engine = await createEngine(await loadRecords())
    oramaSearch.mockClear()
    const all = await engine.search('connectors', {query: 'ticket', facets: ['categories']})
    const itsm = await engine.search('connectors', {
      query: 'ticket',
      facets: ['categories'],
      facetFilters: [['categories:itsm']],
    })
    await engine.search('connectors', {query: 'tickets', facets: ['categories']})
    expect(oramaSearch).toHaveBeenCalledTimes(3)
    expect(itsm.nbHits).toBeLessThanOrEqual(all.nbHits)
    expect(itsm.hits.every((hit) => (hit.categories as string[]).includes('itsm'))).toBe(true)
  })
})
