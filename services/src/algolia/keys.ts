import type {IncomingHttpHeaders} from 'node:http'

import {AlgoliaError, MESSAGES} from './errors'

/** What a key may do: an admin key everything, a search-only key search and read records. */
export type KeyRole = 'admin' | 'search'

export interface Credentials {
  appId: string
  adminKey: string
  searchKey: string
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The role of the request's key. The Node client sends the credentials as headers, the browser's lite client
 * as query parameters (no CORS preflight): both are read, as Algolia does. Anything else answers 403.
 */
export function authenticate(headers: IncomingHttpHeaders, search: URLSearchParams, credentials: Credentials): KeyRole {
  const appId = first(headers['x-algolia-application-id']) ?? search.get('x-algolia-application-id')
  const apiKey = first(headers['x-algolia-api-key']) ?? search.get('x-algolia-api-key')
  if (appId === credentials.appId) {
    if (apiKey === credentials.adminKey) return 'admin'
    if (apiKey === credentials.searchKey) return 'search'
  }
  throw new AlgoliaError(403, MESSAGES.credentials)
}
