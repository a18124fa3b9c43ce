import type {IncomingHttpHeaders} from 'node:http'
import {Readable} from 'node:stream'

// The site's embedded engine and its Algolia protocol, so this server answers exactly as /api/search would.
import {createEngine, type Engine, type SearchResult} from '../../../site/src/search/engine'
import {handleSearchRequest, type SearchHttpResponse} from '../../../site/src/search/http/handler'
import {parseSearchRequest, type ParsedSearch, SearchRequestError} from '../../../site/src/search/protocol'
import type {ConnectorRecord, FaqRecord} from '../../../site/src/search/records'
// The query result types the site's content layer reads (typegen's augmentation of @sanity/client).
import type {} from '../../../site/src/content/sanity.types'
import {AlgoliaError} from './errors'
import type {Store} from './store'

/** The site's engine over the records and the regular synonyms the server holds, rebuilt after a change. */
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

const ALWAYS_ALLOWED = async () => ({allowed: true}) as const

export function createSearch(store: Store) {
  const engine = engineOf(store)
  const search = async (requests: ParsedSearch): Promise<{results: SearchResult[]}> => {
    const current = await engine()
    return {results: await Promise.all(requests.map(({indexName, params}) => current.search(indexName, params)))}
  }

  return {
    /** `POST /1/indexes/*\/queries`: the site's own endpoint handler (Algolia does not rate-limit searches per address here). */
    multi(body: Buffer, headers: IncomingHttpHeaders, ip: string): Promise<SearchHttpResponse> {
      return handleSearchRequest(
        {method: 'POST', headers, body: Readable.from([body]), ip},
        {rateLimit: ALWAYS_ALLOWED, search},
      )
    },
    /** `POST /1/indexes/{indexName}/query`: the body is the query's parameters (an object, or `{params: "…"}`). */
    async single(indexName: string, body: unknown): Promise<SearchResult> {
      const params = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}
      try {
        const [result] = (await search(parseSearchRequest({requests: [{...params, indexName}]}))).results
        return result!
      } catch (error) {
        if (error instanceof SearchRequestError) throw new AlgoliaError(error.status, error.message)
        throw error
      }
    },
  }
}
