import {mixed, number, object, string, ValidationError} from 'yup'

import type {SearchParams} from './engine'
import type {FacetFilters} from './facets'
import {MAX_QUERY_LENGTH} from './query'
import {INDEX_NAMES, type IndexName} from './records'

export const MAX_QUERIES = 10
const MAX_HITS_PER_PAGE = 100
const MAX_PAGE = 1000
const MAX_VALUES_PER_FACET = 1000
const MAX_TAG_LENGTH = 64
/** Lists of facets, filters or attributes, and each name or filter in them: far above what InstantSearch sends. */
const MAX_LIST_ITEMS = 100
const MAX_ITEM_LENGTH = 256

/** A request the endpoint refuses: its HTTP status and a French message, sent as Algolia's `{message, status}`. */
export class SearchRequestError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message)
    this.name = 'SearchRequestError'
  }
}

export const PROTOCOL_ERRORS = {
  body: 'Le corps de la requête doit être un objet JSON de la forme {"requests": [{"indexName": …, "params": …}]}.',
  tooManyQueries: `Une recherche compte au plus ${MAX_QUERIES} requêtes.`,
  request: (position: number) => `La requête n° ${position} doit être un objet avec indexName et params.`,
  indexName: (position: number) => `La requête n° ${position} doit nommer son index (indexName, une chaîne).`,
  unknownIndex: `Cet index n’existe pas : les index de la recherche du site sont ${INDEX_NAMES.join(' et ')}.`,
  params: (position: number) =>
    `Les params de la requête n° ${position} doivent être un objet ou une chaîne URL-encodée.`,
} as const

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isItem = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_ITEM_LENGTH

const integer = (name: string, min: number, max: number) => {
  const message = `Le paramètre ${name} doit être un nombre entier de ${min} à ${max}.`
  return number().typeError(message).nonNullable(message).integer(message).min(min, message).max(max, message)
}

const text = (name: string, max: number) => {
  const message = `Le paramètre ${name} doit être une chaîne d’au plus ${max} caractères.`
  return string().typeError(message).nonNullable(message).max(max, message)
}

/** One attribute name, or a list of them (Algolia accepts both). */
const names = (name: string) => {
  const message = `Le paramètre ${name} doit être un nom d’attribut ou une liste d’au plus ${MAX_LIST_ITEMS} noms d’attributs.`
  return mixed<string | string[]>()
    .nonNullable(message)
    .test(
      name,
      message,
      (value) =>
        value === undefined ||
        isItem(value) ||
        (Array.isArray(value) && value.length <= MAX_LIST_ITEMS && value.every(isItem)),
    )
}

const facetFilters = () => {
  const message =
    `Le paramètre facetFilters doit être un filtre « attribut:valeur » ou une liste d’au plus ${MAX_LIST_ITEMS} éléments, ` +
    'chacun un filtre ou une liste de filtres (au plus 256 caractères par filtre).'
  return mixed<FacetFilters>()
    .nonNullable(message)
    .test('facetFilters', message, (value) => {
      if (value === undefined || isItem(value)) return true
      if (!Array.isArray(value) || value.length > MAX_LIST_ITEMS) return false
      return value.every(
        (group) => isItem(group) || (Array.isArray(group) && group.length <= MAX_LIST_ITEMS && group.every(isItem)),
      )
    })
}

/** Algolia filters the embedded engine does not implement: refused rather than ignored, which would widen the results. */
const unsupported = (name: string) => {
  const message = `Le paramètre ${name} n’est pas pris en charge par la recherche du site : filtrez avec facetFilters.`
  return mixed()
    .nonNullable(message)
    .test(name, message, (value) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
}

/** The parameters read; Algolia's others (analytics, clickAnalytics, userToken…) change nothing here and are ignored. */
const paramsSchema = object({
  query: text('query', MAX_QUERY_LENGTH),
  page: integer('page', 0, MAX_PAGE),
  hitsPerPage: integer('hitsPerPage', 0, MAX_HITS_PER_PAGE),
  maxValuesPerFacet: integer('maxValuesPerFacet', 1, MAX_VALUES_PER_FACET),
  highlightPreTag: text('highlightPreTag', MAX_TAG_LENGTH),
  highlightPostTag: text('highlightPostTag', MAX_TAG_LENGTH),
  facets: names('facets'),
  attributesToRetrieve: names('attributesToRetrieve'),
  attributesToHighlight: names('attributesToHighlight'),
  facetFilters: facetFilters(),
  filters: unsupported('filters'),
  numericFilters: unsupported('numericFilters'),
  tagFilters: unsupported('tagFilters'),
  optionalFilters: unsupported('optionalFilters'),
})

const PARAM_NAMES = Object.keys(paramsSchema.fields)
const TEXT_PARAMS: ReadonlySet<string> = new Set(['query', 'highlightPreTag', 'highlightPostTag'])
const INTEGER_PARAMS: ReadonlySet<string> = new Set(['page', 'hitsPerPage', 'maxValuesPerFacet'])

/** Algolia v4 clients send params URL-encoded: texts as they are, numbers as digits, lists as JSON (or bare). */
function decodeUrlParams(params: string): Record<string, unknown> {
  return Object.fromEntries(
    [...new URLSearchParams(params)].map(([name, raw]) => {
      if (TEXT_PARAMS.has(name)) return [name, raw]
      if (INTEGER_PARAMS.has(name)) return [name, raw.trim() ? Number(raw) : Number.NaN]
      try {
        return [name, JSON.parse(raw)]
      } catch {
        return [name, raw]
      }
    }),
  )
}

/** Attribute lists may come as one comma-separated string, as Algolia allows. */
const asList = (value: string | string[]) =>
  typeof value === 'string' ? value.split(',').map((item) => item.trim()) : value

function parseRequest(request: unknown, position: number): {indexName: IndexName; params: SearchParams} {
  if (!isPlainObject(request)) throw new SearchRequestError(400, PROTOCOL_ERRORS.request(position))
  const {indexName, params, ...flat} = request
  if (typeof indexName !== 'string') throw new SearchRequestError(400, PROTOCOL_ERRORS.indexName(position))
  if (!(INDEX_NAMES as readonly string[]).includes(indexName))
    throw new SearchRequestError(404, PROTOCOL_ERRORS.unknownIndex)
  if (params !== undefined && typeof params !== 'string' && !isPlainObject(params))
    throw new SearchRequestError(400, PROTOCOL_ERRORS.params(position))
  // Algolia v5 clients send an object, or the parameters flat on the request; v4 clients a string.
  const given: Record<string, unknown> = {...flat, ...(typeof params === 'string' ? decodeUrlParams(params) : params)}
  const known = Object.fromEntries(
    PARAM_NAMES.filter((name) => Object.hasOwn(given, name)).map((name) => [name, given[name]]),
  )
  let valid
  try {
    valid = paramsSchema.validateSync(known, {strict: true})
  } catch (error) {
    if (error instanceof ValidationError) throw new SearchRequestError(400, error.errors[0] ?? PROTOCOL_ERRORS.body)
    throw error
  }
  const {filters, numericFilters, tagFilters, optionalFilters, attributesToRetrieve, attributesToHighlight, ...used} =
    valid
  return {
    indexName: indexName as IndexName,
    params: {
      ...used,
      ...(attributesToRetrieve === undefined ? {} : {attributesToRetrieve: asList(attributesToRetrieve)}),
      ...(attributesToHighlight === undefined ? {} : {attributesToHighlight: asList(attributesToHighlight)}),
    },
  }
}

export type ParsedSearch = {indexName: IndexName; params: SearchParams}[]

/**
 * Validates an InstantSearch multi-query body against what the indices support. Throws a
 * SearchRequestError: 404 for an index that does not exist, as Algolia answers, 400 otherwise.
 */
export function parseSearchRequest(body: unknown): ParsedSearch {
  if (!isPlainObject(body) || !Array.isArray(body.requests)) throw new SearchRequestError(400, PROTOCOL_ERRORS.body)
  if (body.requests.length > MAX_QUERIES) throw new SearchRequestError(400, PROTOCOL_ERRORS.tooManyQueries)
  return body.requests.map((request, index) => parseRequest(request, index + 1))
}
