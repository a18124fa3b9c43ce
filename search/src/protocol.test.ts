import {MAX_QUERIES, parseSearchRequest, PROTOCOL_ERRORS, SearchRequestError} from './protocol'

const refusal = (body: unknown) => {
  try {
    parseSearchRequest(body)
  } catch (error) {
    return error instanceof SearchRequestError ? {status: error.status, message: error.message} : error
  }
  throw new Error('accepted')
}

const faq = (params: unknown) => ({requests: [{indexName: 'faq', params}]})

describe('parseSearchRequest', () => {
  it('reads the params of Algolia v5 clients (objects or flat) and v4 clients (URL-encoded strings)', () => {
    expect(
      parseSearchRequest({
        requests: [
          {indexName: 'connectors', params: {query: 'glpi', hitsPerPage: 12, facetFilters: [['categories:itsm']]}},
        ],
      }),
    ).toEqual([
      {indexName: 'connectors', params: {query: 'glpi', hitsPerPage: 12, facetFilters: [['categories:itsm']]}},
    ])
    expect(
      parseSearchRequest(faq('query=rgpd&hitsPerPage=0&facets=%5B%22category%22%5D&facetFilters=popular%3Atrue')),
    ).toEqual([
      {indexName: 'faq', params: {query: 'rgpd', hitsPerPage: 0, facets: ['category'], facetFilters: 'popular:true'}},
    ])
    expect(parseSearchRequest({requests: [{indexName: 'faq', query: 'rgpd', page: 1}]})).toEqual([
      {indexName: 'faq', params: {query: 'rgpd', page: 1}},
    ])
  })

  it('keeps a v4 query as text, whatever it looks like', () => {
    for (const query of ['123', 'true', 'null', '["a"]', '{"$ne":1}']) {
      expect(parseSearchRequest(faq(`query=${encodeURIComponent(query)}`))).toEqual([
        {indexName: 'faq', params: {query}},
      ])
    }
  })

  it('takes attribute lists as arrays or comma-separated strings, ignores parameters that change nothing, and accepts empty unsupported filters', () => {
    expect(
      parseSearchRequest(
        faq({
          attributesToRetrieve: 'question, answer',
          attributesToHighlight: ['question'],
          clickAnalytics: true,
          userToken: 'x',
          filters: '',
          numericFilters: [],
        }),
      ),
    ).toEqual([
      {indexName: 'faq', params: {attributesToRetrieve: ['question', 'answer'], attributesToHighlight: ['question']}},
    ])
  })

  it('answers an unknown index as Algolia does, with a 404', () => {
    expect(refusal({requests: [{indexName: 'users', params: {}}]})).toEqual({
      status: 404,
      message: PROTOCOL_ERRORS.unknownIndex,
    })
    expect(refusal({requests: [{indexName: 'constructor'}]})).toEqual({
      status: 404,
      message: PROTOCOL_ERRORS.unknownIndex,
    })
  })

  it.each([
    ['a body that is not an object', 'oops', PROTOCOL_ERRORS.body],
    ['no requests', {}, PROTOCOL_ERRORS.body],
    ['requests that are not a list', {requests: {indexName: 'faq'}}, PROTOCOL_ERRORS.body],
    ['a request that is not an object', {requests: ['faq']}, PROTOCOL_ERRORS.request(1)],
    ['a missing index name', {requests: [{params: {}}]}, PROTOCOL_ERRORS.indexName(1)],
    ['an index name that is not a string', {requests: [{indexName: ['faq']}]}, PROTOCOL_ERRORS.indexName(1)],
    ['params that are a list', {requests: [{indexName: 'faq', params: ['query']}]}, PROTOCOL_ERRORS.params(1)],
    [
      'too many queries',
      {requests: Array.from({length: MAX_QUERIES + 1}, () => ({indexName: 'faq', params: {}}))},
      PROTOCOL_ERRORS.tooManyQueries,
    ],
    [
      'a query over 512 characters',
      faq({query: 'a'.repeat(513)}),
      'Le paramètre query doit être une chaîne d’au plus 512 caractères.',
    ],
    ['a query that is a number', faq({query: 12}), 'Le paramètre query doit être une chaîne d’au plus 512 caractères.'],
    ['a null query', faq({query: null}), 'Le paramètre query doit être une chaîne d’au plus 512 caractères.'],
    [
      'hitsPerPage over 100',
      faq({hitsPerPage: 101}),
      'Le paramètre hitsPerPage doit être un nombre entier de 0 à 100.',
    ],
    [
      'hitsPerPage as text',
      faq({hitsPerPage: '12'}),
      'Le paramètre hitsPerPage doit être un nombre entier de 0 à 100.',
    ],
    [
      'a v4 hitsPerPage that is not a number',
      faq('hitsPerPage=douze'),
      'Le paramètre hitsPerPage doit être un nombre entier de 0 à 100.',
    ],
    ['a negative page', faq({page: -1}), 'Le paramètre page doit être un nombre entier de 0 à 1000.'],
    ['a fractional page', faq({page: 1.5}), 'Le paramètre page doit être un nombre entier de 0 à 1000.'],
    [
      'a nested object as facetFilters',
      faq({facetFilters: [{$ne: 1}]}),
      expect.stringMatching(/^Le paramètre facetFilters doit être/),
    ],
    [
      'facetFilters nested three deep',
      faq({facetFilters: [[['categories:itsm']]]}),
      expect.stringMatching(/^Le paramètre facetFilters doit être/),
    ],
    ['facets that are a number', faq({facets: 1}), expect.stringMatching(/^Le paramètre facets doit être/)],
    [
      'a highlight tag that is an object',
      faq({highlightPreTag: {}}),
      'Le paramètre highlightPreTag doit être une chaîne d’au plus 64 caractères.',
    ],
    [
      'a filters expression',
      faq({filters: 'categories:itsm'}),
      'Le paramètre filters n’est pas pris en charge par la recherche du site : filtrez avec facetFilters.',
    ],
    [
      'numericFilters',
      faq({numericFilters: [['popularity>1']]}),
      'Le paramètre numericFilters n’est pas pris en charge par la recherche du site : filtrez avec facetFilters.',
    ],
  ])('refuses %s with a 400 and a French message', (_, body, message) => {
    expect(refusal(body)).toEqual({status: 400, message})
  })
})
