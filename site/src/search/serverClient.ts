import type {SearchClient} from 'instantsearch.js'
import {parseSearchRequest} from '@parlia/search/protocol'

import {publicSearch} from '../platform/env/publicSearch'
import {logger} from '../platform/logging/logger'
import {algoliaSearchClient} from './algoliaSearchClient'
import {multiSearch} from './multiSearch'

/** The embedded engine called in-process, with the same validation as /api/search, so both see identical parameters. */
const embeddedClient = {
  search: async (requests: unknown) => multiSearch(parseSearchRequest({requests})),
} as unknown as SearchClient

/**
 * How long Algolia's answer is awaited while a page renders (its defaults: 2 s to connect, 5 s to read): a visitor is
 * not kept waiting for a search the embedded engine can give. Writes keep Algolia's default; rendering makes none.
 */
const SERVER_RENDER_TIMEOUTS = {connect: 1_000, read: 2_000, write: 30_000}

/** An Algolia client's error with what its last host answered (the retry error's message names none of it). */
function describe(error: unknown): string {
  const {message, stackTrace} = error as {
    message?: string
    stackTrace?: {response?: {status?: number; isTimedOut?: boolean; content?: string}}[]
  }
  const last = stackTrace?.at(-1)?.response
  if (!last) return String(message ?? error)
  return `${message} (last answer: ${last.isTimedOut ? 'timed out' : `status ${last.status ?? 0} ${(last.content ?? '').slice(0, 200)}`})`
}

/**
 * The search client of server rendering (getServerState in getServerSideProps): Algolia when it is configured,
 * otherwise the embedded engine called in-process — never the site's own HTTP endpoint. When Algolia fails (an
 * outage, a time-out, a 5xx), the embedded engine, built from the same content, answers instead and the page still
 * renders whole; the browser keeps searching Algolia. Only getServerSideProps imports this module, so Next.js leaves
 * it (and Orama) out of the browser bundle.
 */
export function createServerSearchClient(): SearchClient {
  if (!publicSearch.algolia) return embeddedClient
  const algolia = algoliaSearchClient(publicSearch.algolia, SERVER_RENDER_TIMEOUTS)
  return {
    search: async (requests: Parameters<SearchClient['search']>[0]) => {
      try {
        return await algolia.search(requests)
      } catch (error) {
        logger.warn(
          {event: 'search.algolia_fallback', error: describe(error)},
          'Algolia failed while rendering a search page; the embedded engine answers',
        )
        return embeddedClient.search(requests)
      }
    },
  } as unknown as SearchClient
}
