/** @jest-environment node */
import * as orama from '@orama/orama'

import {createEngine} from './engine'
import type {ConnectorRecord} from './records'

jest.mock('@orama/orama', () => {
  const actual = jest.requireActual<typeof import('@orama/orama')>('@orama/orama')
  return {...actual, search: jest.fn(actual.search)}
})

const oramaSearch = orama.search as jest.MockedFunction<typeof orama.search>

/** Connectors written for the test: three about tickets, two of them in ITSM. */
const connector = (title: string, categories: string[], description: string, popularity: number): ConnectorRecord => ({
  objectID: `connector-${popularity}`,
  title,
  slug: title.toLowerCase(),
  categories,
  categoryTitles: [],
  description,
  popularity,
  featured: false,
  logo: null,
})
const RECORDS = {
  connectors: [
    connector('GLPI', ['itsm'], 'Créez et suivez vos tickets.', 1),
    connector('ServiceNow', ['itsm'], 'Les tickets de vos incidents.', 2),
    connector('Zendesk', ['crm-marketing'], 'Les tickets de vos clients.', 3),
    connector('Lucca', ['hris'], 'Congés et absences.', 4),
  ],
  faq: [],
}

describe('the engine’s match cache', () => {
  it('answers the facets-only request of an InstantSearch pair from the first request’s matches', async () => {
    const engine = await createEngine(RECORDS)
    oramaSearch.mockClear()
    const [hits, counts] = await Promise.all([
      engine.search('connectors', {query: 'ticket', hitsPerPage: 12, facets: ['categories']}),
      engine.search('connectors', {query: 'ticket', hitsPerPage: 0, facets: 'categories'}),
    ])
    expect(oramaSearch).toHaveBeenCalledTimes(1)
    expect(hits.nbHits).toBe(3)
    expect(counts.nbHits).toBe(hits.nbHits)
    expect(counts.facets).toEqual(hits.facets)
    expect(counts.hits).toEqual([])
  })

  it('evaluates again when the filters or the query differ', async () => {
    const engine = await createEngine(RECORDS)
    oramaSearch.mockClear()
    const all = await engine.search('connectors', {query: 'ticket', facets: ['categories']})
    const itsm = await engine.search('connectors', {
      query: 'ticket',
      facets: ['categories'],
      facetFilters: [['categories:itsm']],
    })
    await engine.search('connectors', {query: 'tickets', facets: ['categories']})
    expect(oramaSearch).toHaveBeenCalledTimes(3)
    expect(itsm.nbHits).toBe(2)
    expect(itsm.nbHits).toBeLessThan(all.nbHits)
    expect(itsm.hits.every((hit) => (hit.categories as string[]).includes('itsm'))).toBe(true)
  })
})
