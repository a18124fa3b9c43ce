import type {SanityDocument} from './dataset'
import {applyMutations, type MutationResult} from './mutations'
import {applyPerspective, type Perspective} from '@parlia/schemas/lake/perspective'

export interface MutateOptions {
  /** Answers what the transaction would do without committing it. */
  dryRun?: boolean
  /** The client's own transaction id (`local-<revision>` otherwise). */
  transactionId?: string
}

export interface Transaction {
  transactionId: string
  /** The revision the transaction made (the current one after a dry run). */
  revision: number
  results: MutationResult[]
}

export interface Revision {
  number: number
  /** When it became the live revision (the store's clock). */
  since: number
  documents: readonly SanityDocument[]
  /** What each perspective shows, computed on first use: a revision never changes. */
  views: Map<Perspective, SanityDocument[]>
}

export interface Store {
  /** The revision the live API serves: the latest. */
  live(): Revision
  /** The revision the API CDN serves: the one that was live `cdnLagMs` ago. */
  cdn(): Revision
  /** Applies a transaction atomically; a refused one throws a `MutationError` and changes nothing. */
  mutate(mutations: readonly unknown[], options?: MutateOptions): Transaction
}

export function view(revision: Revision, perspective: Perspective): SanityDocument[] {
  let documents = revision.views.get(perspective)
  if (!documents) {
    documents = applyPerspective(revision.documents, perspective)
    revision.views.set(perspective, documents)
  }
  return documents
}

/** The dataset's revisions, kept as long as the API CDN may still serve them. */
export function createStore(
  initial: readonly SanityDocument[],
  {cdnLagMs, now}: {cdnLagMs: number; now: () => number},
): Store {
  let history: Revision[] = [{number: 1, since: now(), documents: initial, views: new Map()}]
  const latest = () => history[history.length - 1] as Revision

  function cdn(): Revision {
    const visibleAt = now() - cdnLagMs
    let index = 0
    while (index + 1 < history.length && (history[index + 1] as Revision).since <= visibleAt) index += 1
    // Time only moves on: older revisions can never be served again.
    history = history.slice(index)
    return history[0] as Revision
  }

  function mutate(mutations: readonly unknown[], {dryRun = false, transactionId}: MutateOptions = {}): Transaction {
    const at = now()
    const current = latest()
    const number = current.number + 1
    const id = transactionId ?? `local-${number}`
    const byId = new Map(current.documents.map((doc) => [doc._id, doc]))
    const {documents, results} = applyMutations(byId, mutations, {transactionId: id, at: new Date(at).toISOString()})
    if (dryRun) return {transactionId: id, revision: current.number, results}
    history.push({number, since: at, documents: [...documents.values()], views: new Map()})
    cdn()
    return {transactionId: id, revision: number, results}
  }

  return {live: latest, cdn, mutate}
}
