/**
 * The body of `POST /api/search` as the catalogue's InstantSearch sends it for `query`: the results with their category
 * counts, then the counts alone (what the filters show). Shared by bench:search and bench:scale.
 */
export const catalogueSearchBody = (query: string) =>
  JSON.stringify({
    requests: [
      {
        indexName: 'connectors',
        params: {
          query,
          hitsPerPage: 12,
          facets: ['categories'],
          attributesToRetrieve: ['title', 'slug', 'logo', 'description'],
          attributesToHighlight: ['title'],
        },
      },
      {indexName: 'connectors', params: {query, hitsPerPage: 0, facets: 'categories'}},
    ],
  })
