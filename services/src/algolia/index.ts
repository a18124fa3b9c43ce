import {listenOnLoopback} from '../loopback/listen'
import type {Credentials} from './keys'
import {createAlgoliaServer, type RecordedRequest} from './server'
import {type AlgoliaRecord, createStore} from './store'

export type {AlgoliaRecord, RecordedRequest}

export interface AlgoliaOptions extends Partial<Credentials> {
  /** 0 (the default) takes a free port. */
  port?: number
  /** Algolia refuses a larger record (10 KB on most plans). */
  maxRecordBytes?: number
}

/** A host as the `algoliasearch` clients take it in their `hosts` option. */
export interface AlgoliaHost {
  url: string
  port: number
  protocol: 'http'
  accept: 'readWrite'
}

export interface LocalAlgolia extends Credentials {
  /** `http://127.0.0.1:<port>`. */
  url: string
  /** For the clients' `hosts` option: `algoliasearch(appId, key, {hosts})`. */
  hosts: AlgoliaHost[]
  /** The records an index holds now (none when it was never written). */
  records(indexName: string): AlgoliaRecord[]
  /** Every request received, in the order they were answered. */
  requests: RecordedRequest[]
  close(): Promise<void>
}

const DEFAULT_CREDENTIALS: Credentials = {
  appId: 'PARLIALOCAL',
  adminKey: 'local-admin-key',
  searchKey: 'local-search-key',
}

/**
 * A local server that speaks Algolia's search and write API (dev-only: the tests' stand-in for an Algolia
 * application), answering searches with the engine of `/api/search` (@parlia/search) over the records written to it.
 */
export async function startAlgolia(options: AlgoliaOptions = {}): Promise<LocalAlgolia> {
  const {port = 0, maxRecordBytes = 10_000, ...given} = options
  const credentials = {...DEFAULT_CREDENTIALS, ...given}
  const store = createStore({maxRecordBytes})
  const requests: RecordedRequest[] = []
  const {
    origin,
    port: bound,
    close,
  } = await listenOnLoopback(
    createAlgoliaServer({store, credentials, record: (request) => void requests.push(request)}),
    port,
  )
  return {
    ...credentials,
    url: origin,
    hosts: [{url: '127.0.0.1', port: bound, protocol: 'http', accept: 'readWrite'}],
    records: store.records,
    requests,
    close,
  }
}
