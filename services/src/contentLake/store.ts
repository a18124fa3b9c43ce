import {applyPerspective, type Perspective} from './perspective'
import type {SanityDocument} from './dataset'

/** A mutation as the Content Lake's mutate endpoint takes it (the two a publish or an unpublish makes). */
export type Mutation = {createOrReplace: SanityDocument} | {delete: {id: string}}

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
  mutate(mutations: Mutation[]): {transactionId: string; revision: number}
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
export function createStore(initial: readonly SanityDocument[], {cdnLagMs, now}: {cdnLagMs: number; now: () => number}): Store {
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

  function mutate(mutations: Mutation[]) {
    const at = now()
    const number = latest().number + 1
    const transactionId = `local-${number}`
    const byId = new Map(latest().documents.map((doc) => [doc._id, doc]))
    for (const mutation of mutations) {
      if ('delete' in mutation) {
        byId.delete(mutation.delete.id)
        continue
      }
      const doc = mutation.createOrReplace
      const previous = byId.get(doc._id)
      const stamp = new Date(at).toISOString()
      byId.set(doc._id, {...doc, _createdAt: previous?._createdAt ?? stamp, _updatedAt: stamp, _rev: transactionId})
    }
    history.push({number, since: at, documents: [...byId.values()], views: new Map()})
    cdn()
    return {transactionId, revision: number}
  }

  return {live: latest, cdn, mutate}
}
