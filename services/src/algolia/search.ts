import {createEngine, type Engine, type SearchResult} from '@parlia/search/engine'
import {parseSearchRequest, type ParsedSearch, SearchRequestError} from '@parlia/search/protocol'
import type {ConnectorRecord, FaqRecord} from '@parlia/search/records'

import {AlgoliaError} from './errors'
import type {Store} from './store'

/** The search engine of `/api/search` over the records and the regular synonyms the server holds, rebuilt after a change. */
function engineOf(store: Store): () => Promise<Engine> {
  let built: {version: number; engine: Promise<Engine>} | null = null
  return () => {
    if (built?.version !== store.version()) {
      // The engine knows the site's two indices; an index never written searches as empty.
      const records = {
        connectors: store.records('connectors') as unknown as ConnectorRecord[],
        faq: store.records('faq') as unknown as FaqRecord[],
      }
      // It reads a query's synonyms as Algolia does: whole words, accents and case aside, each alternative on its own.
      const synonyms = {connectors: store.synonymGroups('connectors'), faq: store.synonymGroups('faq')}
      built = {version: store.version(), engine: createEngine(records, {synonyms})}
    }
    return built.engine
  }
}

/**
 * Searches with the engine and the protocol /api/search answers with (@parlia/search), so this server finds what the
 * site's embedded search finds; a request the protocol refuses is answered in Algolia's `{message, status}`.
 */
export function createSearch(store: Store) {
  const engine = engineOf(store)
  const search = async (body: unknown): Promise<{results: SearchResult[]}> => {
    let requests: ParsedSearch
    try {
      requests = parseSearchRequest(body)
    } catch (error) {
      if (error instanceof SearchRequestError) throw new AlgoliaError(error.status, error.message)
      throw error
    }
    const current = await engine()
    return {results: await Promise.all(requests.map(({indexName, params}) => current.search(indexName, params)))}
  }

  return {
    /** `POST /1/indexes/*\/queries`: `{requests: [{indexName, params}, …]}`. */
    multi: search,
    /** `POST /1/indexes/{indexName}/query`: the body is the query's parameters (an object, or `{params: "…"}`). */
    async single(indexName: string, body: unknown): Promise<SearchResult> {
      const params = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}
      const [result] = (await search({requests: [{...params, indexName}]})).results
      return result!
    },
  }
}
