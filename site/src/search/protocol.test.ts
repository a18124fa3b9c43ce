import {MAX_QUERIES, parseSearchRequest} from './protocol'

describe('parseSearchRequest', () => {
  it('reads the params of Algolia v5 clients (objects) and v4 clients (URL-encoded strings)', async () => {
    await expect(
      parseSearchRequest({requests: [{indexName: 'connectors', params: {query: 'glpi', hitsPerPage: 12, facetFilters: [['categories:itsm']]}}]}),
    ).resolves.toEqual([{indexName: 'connectors', params: {query: 'glpi', hitsPerPage: 12, facetFilters: [['categories:itsm']]}}])
    await expect(
      parseSearchRequest({requests: [{indexName: 'faq', params: 'query=rgpd&hitsPerPage=0&facets=%5B%22category%22%5D'}]}),
    ).resolves.toEqual([{indexName: 'faq', params: {query: 'rgpd', hitsPerPage: 0, facets: ['category']}}])
  })

  it.each([
    ['a body that is not an object', 'oops'],
    ['no requests', {}],
    ['an unknown index', {requests: [{indexName: 'users', params: {}}]}],
    ['too many queries', {requests: Array.from({length: MAX_QUERIES + 1}, () => ({indexName: 'faq', params: {}}))}],
    ['a query over 512 characters', {requests: [{indexName: 'faq', params: {query: 'a'.repeat(513)}}]}],
    ['hitsPerPage over 100', {requests: [{indexName: 'faq', params: {hitsPerPage: 101}}]}],
    ['a nested object as facetFilters', {requests: [{indexName: 'faq', params: {facetFilters: [{$ne: 1}]}}]}],
    ['a negative page', {requests: [{indexName: 'faq', params: {page: -1}}]}],
  ])('rejects %s', async (_, body) => {
    await expect(parseSearchRequest(body)).rejects.toThrow()
  })
})
