import type {IncomingMessage} from 'node:http'

import {carriesToken} from '../auth/bearer'
import {withMutationArrayKeys} from './arrayKeys'
import type {SanityDocument} from './dataset'
import {MutationError} from './mutations'
import {badRequest, flag, HttpError, readBody} from './http'
import {withQueriesResolved} from './querySelection'
import type {RecordedRequest} from './server'
import type {Store} from './store'

/** What the live host needs to take writes: the store, and the token a write must carry. */
export interface Writer {
  mutate: Store['mutate']
  /** The live documents, which a mutation's query selects from. */
  documents: () => readonly SanityDocument[]
  writeToken: string
}

/** Refuses a write without the write token, as Sanity answers a missing or unknown token (401 "Session not found"). */
export function authorize(request: IncomingMessage, writer: Writer): void {
  if (!carriesToken(request.headers.authorization, writer.writeToken)) {
    throw new HttpError(401, {statusCode: 401, error: 'Unauthorized', message: 'Session not found'})
  }
}

const VISIBILITIES = ['sync', 'async', 'deferred']

async function transactionFromBody(request: IncomingMessage): Promise<{mutations: unknown[]; transactionId?: string}> {
  let body: unknown
  try {
    body = JSON.parse(await readBody(request))
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw badRequest('Request body must be a JSON object with mutations')
  }
  const {mutations, transactionId} = (body ?? {}) as Record<string, unknown>
  if (!Array.isArray(mutations) || mutations.length === 0)
    throw badRequest('Request body must hold a non-empty array of mutations')
  if (transactionId !== undefined && (typeof transactionId !== 'string' || !transactionId))
    throw badRequest('transactionId must be a string')
  return {mutations, transactionId}
}

/**
 * `POST /v{apiVersion}/data/mutate/{dataset}` as the Content Lake answers it: a bearer token with write access,
 * `{mutations, transactionId?}`, the options `returnIds`, `returnDocuments`, `visibility`, `dryRun` and
 * `autoGenerateArrayKeys`; answers
 * `{transactionId, results: [{id, operation, document?}]}`. Every visibility is `sync` here: the live host sees
 * the change when the answer leaves (the CDN host after its lag).
 */
export async function answerMutate(
  request: IncomingMessage,
  url: URL,
  recorded: RecordedRequest,
  writer: Writer,
): Promise<{status: number; body: unknown}> {
  authorize(request, writer)
  const search = url.searchParams
  const visibility = search.get('visibility') ?? 'sync'
  if (!VISIBILITIES.includes(visibility))
    throw badRequest(`Invalid visibility: ${visibility} (sync, async or deferred)`)
  const returnDocuments = flag(search, 'returnDocuments')
  const dryRun = flag(search, 'dryRun')
  // Checked like the others, though the answer always names each result's id, as @sanity/client expects.
  flag(search, 'returnIds')
  const autoGenerateArrayKeys = flag(search, 'autoGenerateArrayKeys')

  const {mutations, transactionId} = await transactionFromBody(request)
  recorded.mutations = mutations
  const selected = await withQueriesResolved(mutations, writer.documents())
  try {
    const transaction = writer.mutate(autoGenerateArrayKeys ? withMutationArrayKeys(selected) : selected, {
      dryRun,
      transactionId,
    })
    const results = transaction.results.map(({id, operation, document}) => ({
      id,
      operation,
      ...(returnDocuments && document && {document}),
    }))
    return {status: 200, body: {transactionId: transaction.transactionId, results}}
  } catch (error) {
    if (error instanceof MutationError) throw new HttpError(error.status, error.body)
    throw error
  }
}
