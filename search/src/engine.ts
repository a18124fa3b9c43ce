import {create, insertMultiple, search as oramaSearch, type AnyOrama} from '@orama/orama'

import {countFacets, facetFilterPredicate, type FacetFilters} from './facets'
import {foldingFrenchTokenizer} from './frenchTokenizer'
import type {ConnectorRecord, FaqRecord, IndexName} from './records'
import {queryAlternatives, type SynonymGroups} from './synonyms'
import {highlight, words, type HighlightResult} from './text'

/** The subset of Algolia's search parameters InstantSearch sends us. */
export interface SearchParams {
  query?: string
  page?: number
  hitsPerPage?: number
  facets?: string | string[]
  facetFilters?: FacetFilters
  highlightPreTag?: string
  highlightPostTag?: string
  attributesToRetrieve?: string[]
  attributesToHighlight?: string[]
  maxValuesPerFacet?: number
}

/** One result of Algolia's multi-query response. */
export interface SearchResult {
  index: IndexName
  hits: (Record<string, unknown> & {objectID: string; _highlightResult: Record<string, HighlightResult>})[]
  nbHits: number
  nbPages: number
  page: number
  hitsPerPage: number
  facets: Record<string, Record<string, number>>
  exhaustiveNbHits: true
  exhaustiveFacetsCount: true
  processingTimeMS: number
  query: string
  params: string
}

interface IndexSpec<R> {
  schema: Record<string, 'string' | 'string[]' | 'enum' | 'enum[]' | 'number' | 'boolean'>
  searchable: {property: keyof R & string; boost: number}[]
  /** Highlighted unless a request names others (Algolia's attributesToHighlight setting). */
  highlighted: (keyof R & string)[]
  facets: (keyof R & string)[]
  /** Ties in relevance go to the more popular record. */
  tieBreak: (a: R, b: R) => number
}

const SPECS: {connectors: IndexSpec<ConnectorRecord>; faq: IndexSpec<FaqRecord>} = {
  connectors: {
    schema: {
      title: 'string',
      slug: 'string',
      description: 'string',
      categories: 'enum[]',
      categoryTitles: 'string[]',
      popularity: 'number',
      featured: 'boolean',
    },
    searchable: [
      {property: 'title', boost: 4},
      {property: 'description', boost: 1.5},
      {property: 'categoryTitles', boost: 1},
    ],
    highlighted: ['title', 'description'],
    facets: ['categories'],
    tieBreak: (a, b) => a.popularity - b.popularity,
  },
  faq: {
    schema: {question: 'string', answer: 'string', category: 'enum', popular: 'boolean'},
    searchable: [
      {property: 'question', boost: 3},
      {property: 'answer', boost: 1},
    ],
    highlighted: ['question', 'answer'],
    facets: ['category', 'popular'],
    tieBreak: (a, b) => Number(b.popular) - Number(a.popular) || a.question.localeCompare(b.question, 'fr'),
  },
}

/** Algolia's rule of thumb: one typo from five letters on. */
const MIN_WORD_FOR_TYPO = 5

export interface Engine {
  search(index: IndexName, params: SearchParams): Promise<SearchResult>
}

export interface EngineOptions {
  /** Each index's regular synonyms (the editors' groups on the site, an Algolia index's own on its stand-in). */
  synonyms?: Partial<Record<IndexName, SynonymGroups>>
}

/** An index: its Orama database, its records by id, and the synonyms its queries are read with. */
interface Store {
  db: AnyOrama
  byId: Map<string, AnyRecord>
  synonyms: SynonymGroups
}

export async function createEngine(
  records: {connectors: ConnectorRecord[]; faq: FaqRecord[]},
  options: EngineOptions = {},
): Promise<Engine> {
  const stores = new Map<IndexName, Store>()
  const matches = createMatchCache()
  for (const name of ['connectors', 'faq'] as const) {
    const db = create({schema: SPECS[name].schema, components: {tokenizer: foldingFrenchTokenizer({typing: true})}})
    const items = records[name] as (ConnectorRecord | FaqRecord)[]
    await insertMultiple(
      db,
      items.map((record) => ({...record, id: record.objectID})),
    )
    stores.set(name, {
      db,
      byId: new Map(items.map((record) => [record.objectID, record])),
      synonyms: options.synonyms?.[name] ?? [],
    })
  }

  return {
    async search(index, params) {
      const started = performance.now()
      const spec = SPECS[index] as IndexSpec<ConnectorRecord | FaqRecord>
      const store = stores.get(index)!
      const query = (params.query ?? '').trim()
      const page = params.page ?? 0
      const hitsPerPage = params.hitsPerPage ?? 20
      const facetNames = requestedFacets(params.facets, spec.facets)
      const maxValuesPerFacet = params.maxValuesPerFacet ?? 100
      const key = JSON.stringify([index, query, params.facetFilters ?? null, facetNames, maxValuesPerFacet])
      const {ranked, facets, count} = await matches.get(key, () =>
        evaluate(store, spec, query, params.facetFilters, facetNames, maxValuesPerFacet),
      )
      const pre = params.highlightPreTag ?? '<em>'
      const post = params.highlightPostTag ?? '</em>'
      const highlighted = spec.highlighted.filter(
        (property) =>
          !params.attributesToHighlight ||
          params.attributesToHighlight.includes(property) ||
          params.attributesToHighlight.includes('*'),
      )
      const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({record}) => ({
        ...retrieve(record, params.attributesToRetrieve),
        _highlightResult: Object.fromEntries(
          highlighted.map((property) => [
            property,
            highlight(String(record[property as keyof typeof record]), query, pre, post),
          ]),
        ),
      }))
      return {
        index,
        hits,
        nbHits: count,
        nbPages: hitsPerPage > 0 ? Math.ceil(count / hitsPerPage) : 0,
        page,
        hitsPerPage,
        facets,
        exhaustiveNbHits: true,
        exhaustiveFacetsCount: true,
        processingTimeMS: Math.round(performance.now() - started),
        query,
        params: new URLSearchParams(
          Object.entries(params).map(([key, value]) => [
            key,
            typeof value === 'string' ? value : JSON.stringify(value),
          ]),
        ).toString(),
      }
    },
  }
}

type AnyRecord = ConnectorRecord | FaqRecord
type Ranked = {score: number; record: AnyRecord}[]
type FacetCounts = Record<string, Record<string, number>>
interface Matches {
  ranked: Ranked
  facets: FacetCounts
  count: number
}

/**
 * The records that match the query and the filters, ranked, with the facet counts over them. Orama only
 * matches and scores the words: filtering here, over the records, applies one rule with or without a query
 * and never hands Orama a filter on an attribute its schema lacks.
 */
async function evaluate(
  store: Store,
  spec: IndexSpec<AnyRecord>,
  query: string,
  facetFilters: FacetFilters | undefined,
  facetNames: string[],
  maxValuesPerFacet: number,
): Promise<Matches> {
  const found = query
    ? await searchText(store, spec, query)
    : [...store.byId.values()].map((record) => ({score: 0, record}))
  const matchesFilters = facetFilterPredicate(facetFilters, spec.facets)
  const matched = found.filter(({record}) => matchesFilters(record))
  return {
    ranked: rank(matched, spec, query),
    facets: countFacets(
      matched.map(({record}) => record),
      facetNames,
      maxValuesPerFacet,
    ),
    count: matched.length,
  }
}

/** Relevance first; without a query there is none, and the custom ranking alone orders the list. */
function rank(matched: Ranked, spec: IndexSpec<AnyRecord>, query: string): Ranked {
  return matched.sort((a, b) =>
    query && Math.abs(b.score - a.score) > 1e-9 ? b.score - a.score : spec.tieBreak(a.record, b.record),
  )
}

/** Distinct match sets remembered per engine; an engine never changes, so they never go stale. */
const MATCH_CACHE_SIZE = 256

/**
 * InstantSearch sends each keystroke as a pair: the hits, then the same query again for the facet
 * counts only (hitsPerPage 0). The pair shares one evaluation: the second finds the first's
 * matches, even while they are still being computed.
 */
function createMatchCache() {
  const cache = new Map<string, Promise<Matches>>()
  return {
    get(key: string, compute: () => Promise<Matches>): Promise<Matches> {
      const known = cache.get(key)
      if (known) {
        // Moved to the end: the least recently used entry is the first to go.
        cache.delete(key)
        cache.set(key, known)
        return known
      }
      const computed = compute()
      cache.set(key, computed)
      computed.catch(() => cache.delete(key))
      if (cache.size > MATCH_CACHE_SIZE) cache.delete(cache.keys().next().value!)
      return computed
    },
  }
}

/**
 * A full-text query: every record whose searchable text matches the query or one of its synonyms' alternatives (each
 * searched on its own, since every word of one must match), with Orama's best score among them. As on Algolia, typos
 * are tolerated in the words typed, not in the synonyms.
 */
async function searchText({db, byId, synonyms}: Store, spec: IndexSpec<AnyRecord>, query: string): Promise<Ranked> {
  const scores = new Map<string, number>()
  for (const [index, term] of queryAlternatives(query, synonyms).entries()) {
    const found = await oramaSearch(db, {
      term,
      properties: spec.searchable.map(({property}) => property),
      boost: Object.fromEntries(spec.searchable.map(({property, boost}) => [property, boost])),
      tolerance: index === 0 && words(term).every((word) => word.length >= MIN_WORD_FOR_TYPO) ? 1 : 0,
      // Every word of the query must match, as on Algolia.
      threshold: 0,
      limit: byId.size,
    })
    for (const hit of found.hits) {
      const id = String(hit.id)
      scores.set(id, Math.max(scores.get(id) ?? 0, hit.score))
    }
  }
  return [...scores].map(([id, score]) => ({score, record: byId.get(id)!}))
}

/** Only the attributes asked for (objectID always), as Algolia's attributesToRetrieve. */
function retrieve(record: ConnectorRecord | FaqRecord, attributes: string[] | undefined) {
  if (!attributes || attributes.includes('*')) return record
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => key === 'objectID' || attributes.includes(key)),
  ) as {objectID: string}
}

function requestedFacets(facets: SearchParams['facets'], known: string[]): string[] {
  const list = facets === undefined ? [] : Array.isArray(facets) ? facets : [facets]
  return list.includes('*') ? known : list.filter((name) => known.includes(name))
}
