import {array, mixed, number, object, string, type InferType} from 'yup'

import type {SearchParams} from './engine'
import {INDEX_NAMES, type IndexName} from './records'

export const MAX_QUERIES = 10
export const MAX_QUERY_LENGTH = 512
export const MAX_HITS_PER_PAGE = 100

const stringOrList = mixed<string | (string | string[])[]>().test(
  'string-or-list',
  'doit être une chaîne ou une liste de chaînes',
  (value) =>
    value === undefined ||
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string' || (Array.isArray(item) && item.every((inner) => typeof inner === 'string')))),
)

const paramsSchema = object({
  query: string().max(MAX_QUERY_LENGTH, `La requête dépasse ${MAX_QUERY_LENGTH} caractères.`),
  page: number().integer().min(0).max(1000),
  hitsPerPage: number().integer().min(0).max(MAX_HITS_PER_PAGE, `hitsPerPage ne peut dépasser ${MAX_HITS_PER_PAGE}.`),
  facets: stringOrList,
  facetFilters: stringOrList,
  highlightPreTag: string().max(64),
  highlightPostTag: string().max(64),
  maxValuesPerFacet: number().integer().min(1).max(1000),
  attributesToRetrieve: array(string().required().max(64)).max(50),
  attributesToHighlight: array(string().required().max(64)).max(50),
})

const requestSchema = object({
  requests: array(
    object({
      indexName: string()
        .oneOf([...INDEX_NAMES], 'Index inconnu.')
        .required('indexName est requis.'),
      params: mixed(),
    }),
  )
    .required('requests est requis.')
    .max(MAX_QUERIES, `${MAX_QUERIES} requêtes au plus par appel.`),
})

/** Algolia v4 clients send params as a URL-encoded string, v5 as an object (or flat on the request). */
function paramsOf(request: Record<string, unknown>): Record<string, unknown> {
  const {indexName, params, ...flat} = request
  if (typeof params === 'string') {
    return Object.fromEntries(
      [...new URLSearchParams(params)].map(([key, value]) => {
        try {
          return [key, JSON.parse(value)]
        } catch {
          return [key, value]
        }
      }),
    )
  }
  return {...flat, ...(params && typeof params === 'object' ? (params as Record<string, unknown>) : {})}
}

export type ParsedSearch = {indexName: IndexName; params: SearchParams}[]

/** Validates an InstantSearch multi-query body; throws a yup ValidationError with a French message. */
export async function parseSearchRequest(body: unknown): Promise<ParsedSearch> {
  const {requests} = (await requestSchema.validate(body, {strict: true})) as InferType<typeof requestSchema>
  return Promise.all(
    requests.map(async (request) => ({
      indexName: request.indexName as IndexName,
      params: (await paramsSchema.validate(paramsOf(request as Record<string, unknown>), {stripUnknown: true})) as SearchParams,
    })),
  )
}
