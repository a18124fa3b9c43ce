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

/** What a committed transaction did to one document: absent before when created, absent after when deleted. */
export interface DocumentChange {
  id: string
  before?: SanityDocument
  after?: SanityDocument
  /** The transaction's mutations that wrote or deleted it, as received. */
  mutations: unknown[]
}

/** A committed transaction, as the listen endpoint broadcasts it. */
export interface Commit {
  transactionId: string
  /** The transaction's time, as an ISO date. */
  timestamp: string
  /** Each document it wrote or deleted, in the order it first did. */
  changes: DocumentChange[]
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
  /** Calls `onCommit` after each committed transaction (not a dry run), however it came; answers the unsubscribe. */
  subscribe(onCommit: (commit: Commit) => void): () => void
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
  const subscribers = new Set<(commit: Commit) => void>()

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
    const timestamp = new Date(at).toISOString()
    const {documents, results, touched} = applyMutations(byId, mutations, {transactionId: id, at: timestamp})
    if (dryRun) return {transactionId: id, revision: current.number, results}
    history.push({number, since: at, documents: [...documents.values()], views: new Map()})
    cdn()
    const changes = [...touched].map(([docId, indexes]) => ({
      id: docId,
      before: byId.get(docId),
      after: documents.get(docId),
      mutations: indexes.map((index) => mutations[index]),
    }))
    for (const onCommit of subscribers) onCommit({transactionId: id, timestamp, changes})
    return {transactionId: id, revision: number, results}
  }

  function subscribe(onCommit: (commit: Commit) => void) {
    subscribers.add(onCommit)
    return () => void subscribers.delete(onCommit)
  }

  return {live: latest, cdn, mutate, subscribe}
}
